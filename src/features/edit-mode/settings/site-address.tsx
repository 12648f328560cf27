/**
 * The site address of the settings dialog: the username, stripped to letters, digits, _ and -
 * and checked for availability as the owner types and on blur (`useSiteAddress`, shared with
 * the customize wizard). Save waits while it is taken, empty or being checked (`saveable`). A
 * new address warns that the old one stops working, and a change the server declined says so
 * until the coach edits the address again.
 */
import { useLingui } from '@lingui/react/macro';
import { USERNAME_MAX_LENGTH } from '@machines/lib/username';
import type { SiteAddress } from '@/lib/use-site-address';
import { USERNAME_REFUSED, USERNAME_TAKEN } from '../messages';
import { LimitedField } from '../ui/limited-field';

// The hook lives in lib, shared with the customize wizard; the dialog takes it from here.
export { useSiteAddress } from '@/lib/use-site-address';

export function SiteAddressField({ address, refused = false }: { address: SiteAddress; refused?: boolean }) {
  const { t, i18n } = useLingui();
  const { check, value, saved, state } = address;
  const host = window.location.host;
  const oldAddress = `${host}/${saved}`;
  const message = refused
    ? { text: i18n._(USERNAME_REFUSED), error: true }
    : state === 'taken'
      ? { text: i18n._(USERNAME_TAKEN), error: true }
      : state === 'empty'
        ? { text: t`Informe o endereço do seu site.`, error: true }
        : state === 'failed'
          ? { text: t`Não foi possível verificar agora. Saia do campo para tentar de novo.`, error: true }
          : state === 'searching'
            ? { text: t`Verificando disponibilidade…`, error: false }
            : state === 'available'
              ? { text: t`Endereço disponível.`, error: false }
              : null;
  const status =
    message && !message.error ? <span role="status">{message.text}</span> : t`Apenas letras, números, _ e -.`;
  // Links already shared with the old address break once it changes: say so before saving.
  const renaming = saved !== '' && value !== '' && value !== saved;
  return (
    <LimitedField
      label={t`Endereço do site`}
      value={value}
      onChange={(input) => check.send({ type: 'username.input', value: input })}
      onBlur={() => check.send({ type: 'username.blur' })}
      prefix={`${host}/`}
      maxLength={USERNAME_MAX_LENGTH}
      required
      autoComplete="off"
      error={message?.error ? message.text : null}
      hint={
        renaming ? (
          <>
            {status} <strong>{t`Ao salvar, o endereço antigo ${oldAddress} deixará de funcionar.`}</strong>
          </>
        ) : (
          status
        )
      }
    />
  );
}
