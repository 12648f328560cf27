/**
 * The customize wizard: step circles, the four steps and Back/Next. The wizard machine gates
 * the steps and submits; the biography machine owns the AI versions; the site address is
 * checked as in the settings (useSiteAddress), which reports to the wizard machine. Answers and
 * versions are saved to the coach's draft on every change, so a reload or a token refresh keeps
 * them.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { fromPromise } from 'xstate';
import { Button } from '@/components/ui/button';
import { showErrorToast } from '@/components/ui/toast';
import { useAppActor } from '@/lib/inspect';
import { useSiteAddress, type AddressState } from '@/lib/use-site-address';
import { biographyMachine } from '@machines/biography.machine';
import { isTextLanguage } from '@machines/lib/coach-translations';
import { translationMachine } from '@machines/translation.machine';
import { currentLocale } from '@/lib/i18n';
import { translateText } from '@/lib/chat-completion';
import { wizardMachine, type AddressCheck, type WizardAccount } from '@machines/wizard.machine';
import { DESCRIPTION_MAX_LENGTH, validateStep, WIZARD_STEPS } from '@machines/lib/wizard-validation';
import { clearDraft, saveDraft, type WizardDraft } from './draft';
import { generateBiography, proofreadBiography, submitWizard } from './wizard-client';
import { ERROR_TEXT, STEP_TITLES } from './wizard-text';
import { PersonalStep } from './steps/personal-step';
import { FormationStep } from './steps/formation-step';
import { AnswersStep } from './steps/answers-step';
import { DescriptionStep } from './steps/description-step';
import { DescriptionTranslations } from './steps/description-translations';
import { SiteAddressSection } from './steps/site-address-section';
import type { StepProps } from './steps/step-props';
import styles from './wizard.module.css';

const SITE_ADDRESS_ID = 'wizard-address';

/** What the availability check's state means for finishing the wizard. */
function addressCheckOf(state: AddressState): AddressCheck {
  if (state === 'available' || state === 'unchanged') return 'ok';
  return state === 'searching' ? 'pending' : 'invalid';
}

export function WizardForm({ account, draft }: { account: WizardAccount; draft: WizardDraft | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [currentYear] = useState(() => new Date().getFullYear());
  const { username } = account;
  const address = useSiteAddress(username);

  const wizard = useAppActor(
    wizardMachine.provide({
      actors: {
        submitProfile: fromPromise(({ input }) => submitWizard(input, username, currentLocale(i18n), queryClient)),
      },
      actions: {
        exitWizard: () => void navigate({ to: '/customize' }),
        openEditPage: (_, { username: name }) => {
          clearDraft(username);
          clearDraft(name);
          void navigate({ to: '/$username/edit', params: { username: name }, replace: true });
        },
        notifySubmitError: (_, { error }) => showErrorToast(error),
        recheckAddress: (_, { username: name }) => address.check.send({ type: 'username.input', value: name }),
      },
    }),
    { input: { currentYear, account, ...(draft ? { data: draft.data, step: draft.step } : {}) } },
  );

  // An address restored from the draft is checked as if just typed.
  useEffect(() => {
    const chosen = wizard.getSnapshot().context.data.username;
    if (chosen !== username) address.check.send({ type: 'username.input', value: chosen });
  }, [wizard, address.check, username]);

  // Each state of the check is reported; the machine keeps the one about the address it holds.
  useEffect(() => {
    wizard.send({ type: 'address.check', username: address.value, check: addressCheckOf(address.state) });
  }, [wizard, address.value, address.state]);

  const biography = useAppActor(
    biographyMachine.provide({
      actors: {
        generateBiography: fromPromise(({ input }) =>
          generateBiography(input, wizard.getSnapshot().context.data, i18n),
        ),
        proofreadBiography: fromPromise(({ input }) => proofreadBiography(input.text, i18n)),
      },
      actions: {
        notifyError: (_, { error }) => showErrorToast(error),
      },
    }),
    { input: draft?.biography ?? {} },
  );

  // The description's versions in the other languages: proposals until the coach uses them.
  const translation = useAppActor(
    translationMachine.provide({
      actors: { translateText: fromPromise(({ input }) => translateText(input)) },
      actions: {
        applyProposals: (_, { proposals }) => {
          const source = wizard.getSnapshot().context.data.description;
          for (const p of proposals) {
            if (isTextLanguage(p.to)) wizard.send({ type: 'translation.set', language: p.to, text: p.text, source });
          }
        },
        notifyError: (_, { error }) => showErrorToast(error),
      },
    }),
  );
  // A translation still running or waiting for review holds "Concluir": nothing is saved unreviewed.
  const reviewing = useSelector(translation, (s) => s.matches('translating') || s.context.proposals.length > 0);

  const state = useSelector(wizard, (s) => s);
  const { step, data, attempted, refusedAddress } = state.context;
  // Waiting for the address check after "Concluir" counts as finishing: the buttons wait too.
  const submitting = state.matches('awaitingAddress') || state.matches('submitting') || state.matches('submitted');
  const currentText = useSelector(biography, (s) => s.context.versions[s.context.index] ?? '');

  // The chosen (possibly edited) version is the description the wizard validates and saves.
  useEffect(() => {
    if (wizard.getSnapshot().context.data.description !== currentText) {
      wizard.send({ type: 'field.change', field: 'description', value: currentText });
    }
  }, [currentText, wizard]);

  // Every change is kept in the coach's draft until the profile is saved.
  useEffect(() => {
    const persist = () => {
      const w = wizard.getSnapshot();
      if (w.status !== 'active') return;
      const b = biography.getSnapshot().context;
      saveDraft(username, {
        step: w.context.step,
        data: w.context.data,
        biography: { versions: b.versions, index: b.index },
      });
    };
    const subs = [wizard.subscribe(persist), biography.subscribe(persist)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [wizard, biography, username]);

  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const touch = useCallback((key: string) => {
    setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  }, []);
  const errors = useMemo(() => validateStep(step, data, currentYear), [step, data, currentYear]);
  const stepAttempted = attempted.includes(step);
  const errorFor = useCallback(
    (key: string) => {
      const error = errors[key];
      if (!error) return null;
      return stepAttempted || touched.has(key) ? i18n._(ERROR_TEXT[error]) : null;
    },
    [errors, stepAttempted, touched, i18n],
  );

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // After a refused Next, take the coach to the first field with a message.
  const attemptsHere = attempted.includes(step);
  const [nextClicks, setNextClicks] = useState(0);
  useEffect(() => {
    if (nextClicks === 0 || !attemptsHere) return;
    const invalid = document.querySelector<HTMLElement>('[data-wizard-step] [aria-invalid="true"]');
    invalid?.focus();
  }, [nextClicks, attemptsHere]);

  // An address the server refused on "Concluir": the coach is taken to it.
  useEffect(() => {
    if (refusedAddress !== null) document.getElementById(SITE_ADDRESS_ID)?.focus();
  }, [refusedAddress]);

  const stepProps: StepProps = { data, currentYear, errorFor, touch, send: (event) => wizard.send(event) };
  const isLast = step === WIZARD_STEPS - 1;
  // Why "Concluir" did not finish, said next to it: the description is the last step's one field.
  const finishProblem = isLast && stepAttempted ? errors.description : undefined;
  const language = currentLocale(i18n);
  const titles = STEP_TITLES.map((title) => i18n._(title));
  const stepNumber = step + 1;

  return (
    <div className={styles.wizard}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Monte o seu perfil`}</h1>
        <p className={styles.subtitle}>{t`Passo ${stepNumber} de ${WIZARD_STEPS}: ${titles[step] ?? ''}`}</p>
      </header>

      <nav aria-label={t`Etapas`} className={styles.stepsNav}>
        <ol className={styles.steps}>
          {titles.map((title, index) => {
            const done = index < step;
            const current = index === step;
            const reachable = state.can({ type: 'step.goto', step: index });
            const n = index + 1;
            return (
              <li
                key={title}
                className={styles.stepItem}
                data-done={done || undefined}
                data-current={current || undefined}
              >
                <button
                  type="button"
                  className={styles.stepCircle}
                  aria-current={current ? 'step' : undefined}
                  disabled={submitting || (!current && !reachable)}
                  onClick={() => wizard.send({ type: 'step.goto', step: index })}
                  aria-label={t`Passo ${n}: ${title}`}
                >
                  {done ? <Check size={18} aria-hidden="true" /> : <span aria-hidden="true">{n}</span>}
                </button>
                <span className={styles.stepName} aria-hidden="true">
                  {title}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>

      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          wizard.send({ type: 'step.next' });
          setNextClicks((n) => n + 1);
        }}
        aria-labelledby="wizard-step-title"
        data-wizard-step={step}
      >
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {titles[step]}
        </h2>
        {step === 0 ? <PersonalStep {...stepProps} /> : null}
        {step === 1 ? <FormationStep {...stepProps} /> : null}
        {step === 2 ? <AnswersStep {...stepProps} /> : null}
        {step === 3 ? (
          <>
            <DescriptionStep {...stepProps} biography={biography} />
            {currentText.trim() ? (
              <DescriptionTranslations
                data={data}
                send={stepProps.send}
                errorFor={errorFor}
                translation={translation}
                language={language}
              />
            ) : null}
            <SiteAddressSection
              id={SITE_ADDRESS_ID}
              value={data.username}
              address={address}
              refused={refusedAddress !== null && refusedAddress === data.username}
              onChange={(value) => {
                wizard.send({ type: 'address.change', value });
                address.check.send({ type: 'username.input', value });
              }}
            />
          </>
        ) : null}

        <div className={styles.navButtons}>
          <Button variant="ghost" disabled={submitting} onClick={() => wizard.send({ type: 'step.back' })}>
            {t`Voltar`}
          </Button>
          {finishProblem ? (
            <p id="wizard-finish-problem" className={`${styles.error} ${styles.finishProblem}`} role="alert">
              {finishProblem === 'tooLong'
                ? t`Sua descrição passa de ${DESCRIPTION_MAX_LENGTH} caracteres: encurte-a para concluir.`
                : t`Falta a descrição: gere ou escreva uma para concluir.`}
            </p>
          ) : null}
          {isLast && reviewing ? (
            <p id="wizard-finish-review" className={`${styles.hint} ${styles.finishProblem}`}>
              {t`Use ou descarte as traduções da descrição antes de concluir.`}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={submitting || (isLast && reviewing)}
            aria-describedby={
              finishProblem ? 'wizard-finish-problem' : isLast && reviewing ? 'wizard-finish-review' : undefined
            }
          >
            {isLast ? (submitting ? t`Salvando…` : t`Concluir`) : t`Próximo`}
          </Button>
        </div>
      </form>
    </div>
  );
}
