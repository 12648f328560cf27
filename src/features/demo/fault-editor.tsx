/**
 * The fault switch's form: choose an operation and an effect (HTTP error, with or without
 * error_description, network failure, no answer in time, delay), see and remove the faults
 * in effect.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { showErrorToast } from '@/components/ui/toast';
import { FAULT_OPERATIONS, formatFaults, parseFaults, type Fault } from '@/mocks/faults';
import { faultsOptions, saveFaults } from './demo-api';
import styles from './demo-bar.module.css';

type Effect = 'status' | 'bare' | 'network' | 'timeout' | 'delay';

/** The faults in effect for this visitor, as the demo server keeps them. */
export function useFaults(): Fault[] {
  const { data } = useQuery(faultsOptions());
  return parseFaults(data).faults;
}

/** Replaces the visitor's faults on the demo server. */
function useSetFaults(): (faults: readonly Fault[]) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (faults: readonly Fault[]) => saveFaults(formatFaults(faults)),
    onSuccess: (saved) => queryClient.setQueryData(faultsOptions().queryKey, saved),
    onError: (error) => showErrorToast(error),
  });
  return mutate;
}

/** A labelled text field for a whole number (the HTTP status, the delay), `size` characters wide. */
function NumberField({
  id,
  label,
  value,
  onChange,
  size,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  size: number;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} size={size} />
    </div>
  );
}

export function FaultEditor() {
  const { t } = useLingui();
  const faults = useFaults();
  const setFaults = useSetFaults();
  const id = useId();
  const [operation, setOperation] = useState('*');
  const [effect, setEffect] = useState<Effect>('status');
  const [status, setStatus] = useState('500');
  const [delayMs, setDelayMs] = useState('2000');
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (fault: Fault): string => {
    const parts: string[] = [];
    if (fault.delayMs !== undefined) parts.push(t`atraso de ${fault.delayMs} ms`);
    if (fault.network) parts.push(t`falha de rede`);
    if (fault.timeout) parts.push(t`sem resposta a tempo`);
    if (fault.status !== undefined) {
      const code = fault.status;
      parts.push(fault.bare ? t`HTTP ${code} sem descrição` : t`HTTP ${code}`);
    }
    return parts.join(', ');
  };

  const operationLabel = (name: string) => (name === '*' ? t`Todas as operações` : name);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const fault: Fault = { operation };
    if (effect === 'status' || effect === 'bare') {
      const code = Number(status);
      if (!Number.isInteger(code) || code < 400 || code > 599) {
        setProblem(t`Informe um status HTTP entre 400 e 599.`);
        return;
      }
      fault.status = code;
      if (effect === 'bare') fault.bare = true;
    } else if (effect === 'network') {
      fault.network = true;
    } else if (effect === 'timeout') {
      fault.timeout = true;
    } else {
      const ms = Number(delayMs);
      if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
        setProblem(t`Informe um atraso entre 0 e 60000 ms.`);
        return;
      }
      fault.delayMs = ms;
    }
    setProblem(null);
    setFaults([...faults.filter((f) => f.operation !== operation), fault]);
  };

  return (
    <div className={styles.editor}>
      <form className={styles.form} onSubmit={add} aria-describedby={`${id}-help`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-op`}>{t`Operação`}</label>
          <select id={`${id}-op`} value={operation} onChange={(e) => setOperation(e.target.value)}>
            <option value="*">{operationLabel('*')}</option>
            {Object.entries(FAULT_OPERATIONS).map(([group, ids]) => (
              <optgroup key={group} label={group}>
                {ids.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-effect`}>{t`Efeito`}</label>
          <select id={`${id}-effect`} value={effect} onChange={(e) => setEffect(e.target.value as Effect)}>
            <option value="status">{t`Erro HTTP com descrição`}</option>
            <option value="bare">{t`Erro HTTP sem descrição`}</option>
            <option value="network">{t`Falha de rede`}</option>
            <option value="timeout">{t`Sem resposta (tempo esgotado)`}</option>
            <option value="delay">{t`Atraso`}</option>
          </select>
        </div>
        {effect === 'status' || effect === 'bare' ? (
          <NumberField id={`${id}-status`} label={t`Status HTTP`} value={status} onChange={setStatus} size={4} />
        ) : null}
        {effect === 'delay' ? (
          <NumberField id={`${id}-delay`} label={t`Atraso (ms)`} value={delayMs} onChange={setDelayMs} size={6} />
        ) : null}
        <Button type="submit" size="sm" variant="secondary">
          {t`Ativar falha`}
        </Button>
      </form>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p id={`${id}-help`} className={styles.help}>
        {t`Vale para este navegador até ser desligada. Também pelo endereço, por exemplo:`}{' '}
        <code>?demo_fault=saveMyProfile:500,uploadImage:network,searchPublicProfiles:delay=2000</code>
      </p>
      {faults.length > 0 ? (
        <>
          <ul className={styles.faults} aria-label={t`Falhas ativas`}>
            {faults.map((fault) => (
              <li key={fault.operation}>
                <span>
                  <strong>{operationLabel(fault.operation)}</strong>: {describe(fault)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remover a falha de ${operationLabel(fault.operation)}`}
                  onClick={() => setFaults(faults.filter((f) => f !== fault))}
                >
                  {t`Remover`}
                </Button>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" onClick={() => setFaults([])}>
            {t`Desligar todas as falhas`}
          </Button>
        </>
      ) : (
        <p className={styles.help}>{t`Nenhuma falha ativa: o servidor de demonstração responde normalmente.`}</p>
      )}
    </div>
  );
}
