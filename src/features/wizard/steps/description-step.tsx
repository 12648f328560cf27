/**
 * Step 4: the AI-generated description. Up to 3 versions (the first from the answers, two
 * rewrites), arrows between them, a proofreading pass, and the coach's own edits.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, RefreshCw, SpellCheck, Sparkles } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { MAX_BIOGRAPHY_VERSIONS, type biographyMachine } from '@machines/biography.machine';
import { DESCRIPTION_MAX_LENGTH } from '@machines/lib/wizard-validation';
import { CountedTextarea } from '../field';
import styles from '../wizard.module.css';
import type { StepProps } from './step-props';

export interface DescriptionStepProps extends StepProps {
  biography: ActorRefFrom<typeof biographyMachine>;
}

export function DescriptionStep({ errorFor, touch, biography }: DescriptionStepProps) {
  const { t } = useLingui();
  const state = useSelector(biography, (s) => s);
  const { versions, index } = state.context;
  const current = versions[index] ?? '';
  const tooLong = current.trim().length > DESCRIPTION_MAX_LENGTH;
  const generating = state.matches('generating');
  const proofreading = state.matches('proofreading');
  const busy = generating || proofreading;
  const requested = useRef(false);

  // The first version is written as soon as the coach reaches this step.
  useEffect(() => {
    if (!requested.current && state.matches('idle') && versions.length === 0) {
      requested.current = true;
      biography.send({ type: 'biography.generate' });
    }
  }, [biography, state, versions.length]);

  const count = versions.length;
  const position = index + 1;

  return (
    <div className={styles.stepBody}>
      <p className={styles.stepLead}>
        {t`A partir das suas respostas, a IA escreve uma descrição em primeira pessoa. Você pode pedir até duas novas versões, revisar o texto e editá-lo como quiser.`}
      </p>

      {busy ? (
        <div className={styles.generating}>
          <Loading text={generating ? t`Gerando sua descrição com IA…` : t`Revisando o texto…`} />
        </div>
      ) : null}

      {!busy && count === 0 ? (
        <div className={styles.emptyBiography}>
          <p>{t`Ainda não há uma descrição. Gere a primeira versão a partir das suas respostas.`}</p>
          {errorFor('description') ? (
            <p className={styles.error} role="alert">
              {t`A descrição é obrigatória: gere a primeira versão para concluir.`}
            </p>
          ) : null}
          <Button onClick={() => biography.send({ type: 'biography.generate' })}>
            <Sparkles size={18} aria-hidden="true" />
            {t`Gerar descrição`}
          </Button>
        </div>
      ) : null}

      {count > 0 ? (
        <div className={styles.biography} aria-busy={busy}>
          <div className={styles.versionBar}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Versão anterior`}
              disabled={busy || !state.can({ type: 'version.previous' })}
              onClick={() => biography.send({ type: 'version.previous' })}
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </Button>
            <p className={styles.versionLabel} aria-live="polite">
              {t`Versão ${position} de ${count}`}
            </p>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Próxima versão`}
              disabled={busy || !state.can({ type: 'version.next' })}
              onClick={() => biography.send({ type: 'version.next' })}
            >
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </div>

          <CountedTextarea
            id="wizard-description"
            label={t`Sua descrição`}
            rows={10}
            maxLength={DESCRIPTION_MAX_LENGTH}
            value={current}
            readOnly={busy}
            error={errorFor('description')}
            onValue={(text) => biography.send({ type: 'version.edit', text })}
            onBlur={() => touch('description')}
          />

          <div className={styles.biographyActions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || !state.can({ type: 'biography.rewrite' })}
              onClick={() => biography.send({ type: 'biography.rewrite' })}
            >
              <RefreshCw size={16} aria-hidden="true" />
              {t`Reescrever`}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy || !state.can({ type: 'biography.proofread' })}
              aria-describedby={tooLong ? 'wizard-proofread-limit' : undefined}
              onClick={() => biography.send({ type: 'biography.proofread' })}
            >
              <SpellCheck size={16} aria-hidden="true" />
              {t`Revisar texto`}
            </Button>
            {tooLong ? (
              <p id="wizard-proofread-limit" className={styles.hint}>
                {t`Para revisar o texto, deixe a descrição com até ${DESCRIPTION_MAX_LENGTH} caracteres.`}
              </p>
            ) : null}
            <p className={styles.hint}>
              {count >= MAX_BIOGRAPHY_VERSIONS
                ? t`Você já gerou as ${MAX_BIOGRAPHY_VERSIONS} versões possíveis. Escolha uma e ajuste o texto se quiser.`
                : t`Você pode gerar até ${MAX_BIOGRAPHY_VERSIONS} versões.`}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
