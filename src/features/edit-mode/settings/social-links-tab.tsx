/**
 * The Social networks tab of the settings dialog. Each link is normalised to the network's own
 * https address (shown under the field as it will be saved). A value that is another site's
 * address, or the network's address with no profile, is refused with a message at the field and
 * left exactly as typed, so no link is ever silently swapped for a different one. WhatsApp takes
 * a phone number instead (country picker, +55 first), saved as https://wa.me/<country><number>;
 * a number its country does not use is refused the same way.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PhoneField } from '@/components/ui/phone-field';
import { SOCIAL_NETWORKS, readSocialLink, type SocialNetworkName } from '@machines/lib/social-links';
import { isWhatsappNumber } from '@machines/lib/whatsapp-number';
import { DRAFT_ERROR_MESSAGES } from '../messages';
import { LimitedField } from '../ui/limited-field';
import styles from '../settings-dialog.module.css';

export type SocialLinks = Record<SocialNetworkName, string>;

const SOCIAL_LABELS: SocialLinks = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

export function SocialLinksTab({
  links,
  onChange,
}: {
  links: SocialLinks;
  onChange: (update: (links: SocialLinks) => SocialLinks) => void;
}) {
  const { t, i18n } = useLingui();
  // Refusals show for the values the dialog opened with and for a field the coach has left, not
  // while they are still typing into it.
  const [checked, setChecked] = useState<ReadonlySet<SocialNetworkName>>(() => new Set(SOCIAL_NETWORKS));
  const mark = (network: SocialNetworkName, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(network);
      else next.delete(network);
      return next;
    });
  // Once a field has said what it will be saved as, it keeps saying it: taking the line away as
  // the field is left would move the dialog's buttons from under a click.
  const [hinted, setHinted] = useState<ReadonlySet<SocialNetworkName>>(() => new Set());

  const refusal = (network: SocialNetworkName, reason: 'foreign' | 'noProfile') => {
    const name = SOCIAL_LABELS[network];
    return reason === 'foreign'
      ? t`Este não é um endereço do ${name}. Cole o endereço do seu perfil no ${name} ou apenas o nome de usuário.`
      : t`Não encontramos o seu perfil neste valor. Cole o endereço completo do seu perfil no ${name} ou apenas o nome de usuário.`;
  };

  return (
    <div className={styles.tab}>
      <p
        className={styles.intro}
      >{t`Cole o endereço do seu perfil ou apenas o nome de usuário. Ajustamos para o endereço oficial de cada rede.`}</p>
      {SOCIAL_NETWORKS.map((network) => {
        if (network === 'whatsapp') {
          return (
            <PhoneField
              key={network}
              label={SOCIAL_LABELS[network]}
              inlineDialCode
              value={links.whatsapp}
              onChange={(value) => {
                mark(network, false);
                onChange((current) => ({ ...current, whatsapp: value }));
              }}
              onBlur={() => mark(network, true)}
              error={
                checked.has(network) && !isWhatsappNumber(links.whatsapp)
                  ? i18n._(DRAFT_ERROR_MESSAGES.phoneNumber)
                  : null
              }
            />
          );
        }
        const reading = readSocialLink(network, links[network]);
        const normalised = reading.kind === 'profile' ? reading.url : '';
        const rewritten = normalised !== '' && normalised !== links[network].trim();
        return (
          <LimitedField
            key={network}
            label={SOCIAL_LABELS[network]}
            value={links[network]}
            onChange={(value) => {
              mark(network, false);
              onChange((current) => ({ ...current, [network]: value }));
            }}
            onBlur={() => {
              mark(network, true);
              if (rewritten) setHinted((current) => new Set(current).add(network));
              // Only an accepted value takes its saved form; a refused one stays as typed.
              onChange((current) => {
                const left = readSocialLink(network, current[network]);
                return left.kind === 'profile' ? { ...current, [network]: left.url } : current;
              });
            }}
            type="url"
            inputMode="url"
            maxLength={300}
            autoComplete="off"
            error={reading.kind === 'refused' && checked.has(network) ? refusal(network, reading.reason) : undefined}
            hint={rewritten || (normalised && hinted.has(network)) ? t`Será salvo como ${normalised}` : undefined}
          />
        );
      })}
    </div>
  );
}
