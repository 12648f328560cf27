/**
 * The coach modal's experimental-session request. It loads the coach's session data (days,
 * turns, session type) through `loadCoach`, lets the visitor fill the form within those
 * options, sends through `requestSession` with a spinner, and shows a success or error
 * overlay. It also keeps the modal's tab (experimental session or contact), whose default is
 * the experimental session when the coach offers it; closing resets form and tab.
 */
import { assign, setup } from 'xstate';
import type {
  CreatedId,
  ExperimentalSessionData,
  ExperimentalSessionRequest,
  ServiceMode,
  Turn,
  Weekday,
} from '@/api/gen/api-v2/model';
import { CONTRACT_LIMITS, SESSION_REQUEST_SCHEMA, fieldIssue, specRule } from './lib/contract';
import { isValidEmail } from './lib/email';
import { DEFAULT_PHONE_PREFIX, isBlankPhone, stripPhone } from './lib/phone';
import { availableDays, sessionTypeOptions, turnsForDay } from './lib/session-options';
import { viewProvided } from './lib/view-provided';

export type CoachModalTab = 'experimental' | 'contact';

export interface SessionRequestValues {
  name: string;
  email: string;
  phone: string;
  day: Weekday | '';
  turn: Turn | '';
  sessionType: ServiceMode | '';
}

export type SessionTextField = 'name' | 'email' | 'phone';

export interface SessionRequestInput {
  coachId: string;
  /** Coach data already at hand; when given, nothing is loaded. */
  coach?: ExperimentalSessionData | null;
  /** Whether the coach offers sessions, known before the data loads (picks the first tab). */
  offersExperimentalSession?: boolean;
}

export interface SessionRequestContext {
  coachId: string;
  coach: ExperimentalSessionData | null;
  offers: boolean;
  tab: CoachModalTab;
  values: SessionRequestValues;
  touched: Partial<Record<SessionTextField, boolean>>;
  phonePrefix: string;
  requestId: string | null;
  error: unknown;
}

export type SessionRequestEvent =
  | { type: 'tab.select'; tab: CoachModalTab }
  | { type: 'field.change'; field: SessionTextField; value: string; prefix?: string }
  | { type: 'field.blur'; field: SessionTextField }
  | { type: 'day.select'; day: string }
  | { type: 'turn.select'; turn: string }
  | { type: 'sessionType.select'; sessionType: string }
  | { type: 'form.submit' }
  | { type: 'overlay.dismiss' }
  | { type: 'modal.close' }
  | { type: 'coach.retry' };

/** The longest name, e-mail and phone the contract accepts. */
export const SESSION_TEXT_LIMITS = CONTRACT_LIMITS.sessionRequest;

/** The text fields' rules: the contract's, the e-mail with the spec's pattern on top. */
const TEXT_RULES = {
  name: SESSION_REQUEST_SCHEMA.shape.name,
  email: specRule(SESSION_REQUEST_SCHEMA.shape.email, isValidEmail, 'email'),
  phone: SESSION_REQUEST_SCHEMA.shape.phone,
};

type SessionFieldError = 'required' | 'email' | 'phone' | 'tooLong';

/** The first problem of a text field as it would be sent (trimmed), or null. */
export function sessionFieldError(
  field: SessionTextField,
  values: Pick<SessionRequestValues, SessionTextField>,
  phonePrefix: string = DEFAULT_PHONE_PREFIX,
): SessionFieldError | null {
  const value = values[field].trim();
  if (field === 'phone' && isBlankPhone(value, phonePrefix)) return null;
  if (value === '') return 'required';
  const issue = fieldIssue(TEXT_RULES[field], value);
  if (issue === null) return null;
  if (issue === 'tooLong') return 'tooLong';
  if (field === 'name') return 'required';
  return field;
}

const schedulesOf = (coach: ExperimentalSessionData | null) => coach?.coachDetails?.schedules_hours ?? [];
const typesOf = (coach: ExperimentalSessionData | null) => sessionTypeOptions(coach?.coachDetails?.sessionType);

function emptyValues(coach: ExperimentalSessionData | null): SessionRequestValues {
  const types = typesOf(coach);
  return { name: '', email: '', phone: '', day: '', turn: '', sessionType: types.length === 1 ? types[0]! : '' };
}

/** True when the visitor filled everything the request needs within the coach's options. */
export function isSessionRequestValid(
  context: Pick<SessionRequestContext, 'coach' | 'values' | 'phonePrefix'>,
): boolean {
  const { values, coach } = context;
  const schedules = schedulesOf(coach);
  return (
    (['name', 'email', 'phone'] as const).every(
      (field) => sessionFieldError(field, values, context.phonePrefix) === null,
    ) &&
    values.day !== '' &&
    availableDays(schedules).includes(values.day) &&
    values.turn !== '' &&
    turnsForDay(schedules, values.day).includes(values.turn) &&
    values.sessionType !== '' &&
    typesOf(coach).includes(values.sessionType)
  );
}

function toPayload(context: SessionRequestContext): ExperimentalSessionRequest {
  const { values } = context;
  const payload: ExperimentalSessionRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    day: values.day as Weekday,
    turn: values.turn as Turn,
    sessionType: values.sessionType as ServiceMode,
    coachId: context.coachId,
  };
  if (!isBlankPhone(values.phone, context.phonePrefix)) payload.phone = stripPhone(values.phone);
  return payload;
}

const defaultTab = (offers: boolean): CoachModalTab => (offers ? 'experimental' : 'contact');

export const sessionRequestMachine = setup({
  types: {
    context: {} as SessionRequestContext,
    events: {} as SessionRequestEvent,
    input: {} as SessionRequestInput,
  },
  actors: {
    loadCoach: viewProvided<ExperimentalSessionData, { coachId: string }>('loadCoach'),
    requestSession: viewProvided<CreatedId, ExperimentalSessionRequest>('requestSession'),
  },
  guards: {
    hasCoach: ({ context }) => context.coach !== null,
    isFormValid: ({ context }) => isSessionRequestValid(context),
    isDayOffered: ({ context, event }) =>
      event.type === 'day.select' && (availableDays(schedulesOf(context.coach)) as string[]).includes(event.day),
    isTurnOffered: ({ context, event }) =>
      event.type === 'turn.select' &&
      context.values.day !== '' &&
      (turnsForDay(schedulesOf(context.coach), context.values.day) as string[]).includes(event.turn),
    isSessionTypeOffered: ({ context, event }) =>
      event.type === 'sessionType.select' && (typesOf(context.coach) as string[]).includes(event.sessionType),
    isTabOffered: ({ context, event }) =>
      event.type === 'tab.select' && (event.tab === 'contact' || (event.tab === 'experimental' && context.offers)),
  },
  actions: {
    storeCoach: assign(({ context }, { coach }: { coach: ExperimentalSessionData }) => {
      const offers = coach.enableSiteExperimentalSession !== false;
      return {
        coach,
        offers,
        // The tab the visitor opened stays, unless the coach turns out not to offer sessions.
        tab: offers ? context.tab : 'contact',
        values: {
          ...emptyValues(coach),
          name: context.values.name,
          email: context.values.email,
          phone: context.values.phone,
        },
      };
    }),
    selectTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.tab } : {})),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change' || !['name', 'email', 'phone'].includes(event.field)) return {};
      return {
        values: {
          ...context.values,
          [event.field]: String(event.value ?? '').slice(0, SESSION_TEXT_LIMITS[event.field]),
        },
        phonePrefix: event.field === 'phone' && event.prefix ? event.prefix : context.phonePrefix,
      };
    }),
    touchField: assign(({ context, event }) =>
      event.type === 'field.blur' ? { touched: { ...context.touched, [event.field]: true } } : {},
    ),
    selectDay: assign(({ context, event }) => {
      if (event.type !== 'day.select') return {};
      const day = event.day as Weekday;
      // A different day drops the turn: the old one may not exist on the new day.
      return { values: { ...context.values, day, turn: day === context.values.day ? context.values.turn : '' } };
    }),
    selectTurn: assign(({ context, event }) =>
      event.type === 'turn.select' ? { values: { ...context.values, turn: event.turn as Turn } } : {},
    ),
    selectSessionType: assign(({ context, event }) =>
      event.type === 'sessionType.select'
        ? { values: { ...context.values, sessionType: event.sessionType as ServiceMode } }
        : {},
    ),
    storeRequest: assign((_, { created }: { created: CreatedId | undefined }) => ({
      requestId: typeof created?.id === 'string' ? created.id : null,
      error: null,
    })),
    storeError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    // The app tells the visitor in a toast too (the spec's generic-error toast); a no-op until provided.
    notifyError: (_, _params: { error: unknown }) => undefined,
    resetForm: assign(({ context }) => ({
      values: emptyValues(context.coach),
      touched: {},
      phonePrefix: DEFAULT_PHONE_PREFIX,
      requestId: null,
      error: null,
    })),
    resetTab: assign(({ context }) => ({ tab: defaultTab(context.offers) })),
  },
}).createMachine({
  id: 'sessionRequest',
  context: ({ input }) => {
    const coach = input.coach ?? null;
    const offers = coach ? coach.enableSiteExperimentalSession !== false : input.offersExperimentalSession !== false;
    return {
      coachId: input.coachId,
      coach,
      offers,
      tab: defaultTab(offers),
      values: emptyValues(coach),
      touched: {},
      phonePrefix: DEFAULT_PHONE_PREFIX,
      requestId: null,
      error: null,
    };
  },
  initial: 'loading',
  on: {
    'tab.select': { guard: 'isTabOffered', actions: 'selectTab' },
    'modal.close': [
      { guard: 'hasCoach', target: '.ready', actions: ['resetForm', 'resetTab'] },
      { actions: ['resetForm', 'resetTab'] },
    ],
  },
  states: {
    loading: {
      always: { guard: 'hasCoach', target: 'ready' },
      invoke: {
        src: 'loadCoach',
        input: ({ context }) => ({ coachId: context.coachId }),
        onDone: { target: 'ready', actions: { type: 'storeCoach', params: ({ event }) => ({ coach: event.output }) } },
        onError: {
          target: 'loadFailed',
          actions: ['storeError', { type: 'notifyError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadFailed: {
      on: { 'coach.retry': 'loading' },
    },
    ready: {
      initial: 'filling',
      states: {
        filling: {
          on: {
            'field.change': { actions: 'setField' },
            'field.blur': { actions: 'touchField' },
            'day.select': { guard: 'isDayOffered', actions: 'selectDay' },
            'turn.select': { guard: 'isTurnOffered', actions: 'selectTurn' },
            'sessionType.select': { guard: 'isSessionTypeOffered', actions: 'selectSessionType' },
            'form.submit': { guard: 'isFormValid', target: 'sending' },
          },
        },
        sending: {
          invoke: {
            src: 'requestSession',
            input: ({ context }) => toPayload(context),
            onDone: {
              target: 'success',
              actions: { type: 'storeRequest', params: ({ event }) => ({ created: event.output }) },
            },
            onError: {
              target: 'failure',
              actions: ['storeError', { type: 'notifyError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        success: {
          on: { 'overlay.dismiss': { target: 'filling', actions: 'resetForm' } },
        },
        failure: {
          on: {
            'overlay.dismiss': 'filling',
            'form.submit': { guard: 'isFormValid', target: 'sending' },
          },
        },
      },
    },
  },
});
