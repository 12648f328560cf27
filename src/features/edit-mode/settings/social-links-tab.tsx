/**
 * The Social networks tab of the settings dialog. Each link is normalised to the network's own
 * https address (shown under the field as it will be saved), so no script or foreign address
 * can get through.
 */
import { useLingui } from '@lingui/react/macro';
import { SOCIAL_NETWORKS, normaliseSocialLink, type SocialNetworkName } from '@machines/lib/social-links';
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
  const { t } = useLingui();
  return (
    <div className={styles.tab}>
      <p
        className={styles.intro}
      >{t`Cole o endereço do seu perfil ou apenas o nome de usuário. Ajustamos para o endereço oficial de cada rede.`}</p>
      {SOCIAL_NETWORKS.map((network) => {
        const normalised = normaliseSocialLink(network, links[network]);
        return (
          <LimitedField
            key={network}
            label={SOCIAL_LABELS[network]}
            value={links[network]}
            onChange={(value) => onChange((current) => ({ ...current, [network]: value }))}
            onBlur={() =>
              onChange((current) => ({ ...current, [network]: normaliseSocialLink(network, current[network]) }))
            }
            type="url"
            inputMode="url"
            maxLength={300}
            autoComplete="off"
            hint={
              links[network].trim() === '' || normalised === links[network].trim()
                ? undefined
                : normalised
                  ? t`Será salvo como ${normalised}`
                  : t`Não reconhecemos um perfil neste valor; o campo ficará vazio.`
            }
          />
        );
      })}
    </div>
  );
}
