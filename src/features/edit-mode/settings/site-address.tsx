/**
 * The site address of the settings dialog: the username, stripped to letters, digits, _ and -
 * and checked for availability as the owner types and on blur. Save waits while it is taken,
 * empty or being checked (`saveable`). A new address warns that the old one stops working, and
 * a change the server declined says so until the coach edits the address again.
 */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useAppActor } from '@/lib/inspect';
import { usernameCheckMachine } from '@machines/username-check.machine';
import { USERNAME_MAX_LENGTH } from '@machines/lib/username';
import { checkUsernameAvailability } from '@/api/gen/api-v1/profiles/profiles';
import { USERNAME_REFUSED, USERNAME_TAKEN } from '../messages';
import { LimitedField } from '../ui/limited-field';

type AddressState = 'empty' | 'searching' | 'taken' | 'failed' | 'available' | 'unchanged';

/** The address being edited, its check's state, and whether Save may keep it. */
export function useSiteAddress(current: string) {
  const check = useAppActor(
    useMemo(
      () =>
        usernameCheckMachine.provide({
          actors: { checkAvailability: fromPromise(({ input }) => checkUsernameAvailability(input.username)) },
        }),
      [],
    ),
    { input: { current } },
  );
  const value = useSelector(check, (s) => s.context.value);
  const saved = useSelector(check, (s) => s.context.current);
  const state = useSelector(check, (s): AddressState =>
    s.matches('empty')
      ? 'empty'
      : s.hasTag('searching')
        ? 'searching'
        : s.matches('taken')
          ? 'taken'
          : s.matches('failed')
            ? 'failed'
            : s.matches('available')
              ? 'available'
              : 'unchanged',
  );
  const saveable = useSelector(check, (s) => s.hasTag('saveable'));
  return { check, value, saved, state, saveable };
}

type SiteAddress = ReturnType<typeof useSiteAddress>;

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
