/**
 * The last step's site address: the username the new site will live at, offered as the account's
 * current one. The coach sees the whole address as they type it, and the availability check
 * and its rules say what the settings dialog says; a taken, empty or refused address is named
 * here, next to the field, when "Concluir" cannot finish.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { RequiredMark } from '@/components/ui/required-mark';
import { pageOrigin } from '@/lib/request-scope';
import type { SiteAddress } from '@/lib/use-site-address';
import { USERNAME_MAX_LENGTH } from '@machines/lib/username';
import styles from '../wizard.module.css';

export interface SiteAddressSectionProps {
  id: string;
  /** The address the wizard holds. */
  value: string;
  /** Its availability check. */
  address: SiteAddress;
  /** Whether the server refused this very address when the wizard tried to finish. */
  refused: boolean;
  onChange: (value: string) => void;
}

export function SiteAddressSection({ id, value, address, refused, onChange }: SiteAddressSectionProps) {
  const { t } = useLingui();
  // Until the check has caught up with the last keystroke, the address is being checked.
  const state = address.value === value ? address.state : 'searching';
  const error =
    state === 'taken'
      ? t`url indisponivel, tente outra por favor`
      : state === 'empty'
        ? t`Informe o endereço do seu site.`
        : state === 'failed'
          ? t`Não foi possível verificar agora. Saia do campo para tentar de novo.`
          : refused
            ? t`O endereço não foi salvo: o servidor o recusou. Tente de novo ou escolha outro.`
            : null;
  const status =
    state === 'searching' ? t`Verificando disponibilidade…` : state === 'available' ? t`Endereço disponível.` : null;
  const url = `${pageOrigin()}/${value}`;
  const headingId = `${id}-title`;

  return (
    <section className={styles.addressSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.addressTitle}>{t`Onde os coachees vão encontrar você`}</h3>
      <p className={styles.stepLead}>
        {t`Escolha o endereço que você vai divulgar. Dá para trocá-lo depois, nas configurações.`}
      </p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t`Endereço do site`}
          <RequiredMark />
          <span className="visually-hidden">{` (${t`Campo obrigatório`})`}</span>
        </label>
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={USERNAME_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          aria-invalid={error !== null}
          aria-describedby={`${id}-message ${id}-url`}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => address.check.send({ type: 'username.blur' })}
        />
        {/* One line, read out as it changes: the problem, the check's progress, or the rule. */}
        <p
          id={`${id}-message`}
          aria-live="polite"
          className={error ? styles.error : state === 'available' ? styles.addressFree : styles.hint}
        >
          {error ?? status ?? t`Apenas letras, números, _ e -.`}
        </p>
        <p id={`${id}-url`} className={styles.addressUrl}>
          <Trans>
            Seu site ficará em <strong className={styles.addressLink}>{url}</strong>
          </Trans>
        </p>
      </div>
    </section>
  );
}
