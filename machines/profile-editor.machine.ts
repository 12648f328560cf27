/**
 * The owner's editor. It loads the profile (a 404 means an empty profile), keeps the in-place
 * edits as a draft next to the saved profile, checks the draft before saving (names filled,
 * e-mail valid, limits) and saves only what changed. Gallery, video, testimony, visibility and
 * settings changes are operations saved one at a time, in order, each computed against the
 * profile as it is when it is sent; the page reflects them only after the save succeeds.
 *
 * The API has no version on the profile, so just before each write the editor reads the profile
 * again (`readServerProfile`) and compares the fields it would send with the base its edit
 * started from. When another tab or device changed them meanwhile, nothing is written: the
 * editor waits in `conflict` until the owner merges (a list change is applied again on the
 * saved list; a text keeps the owner's version) or takes the saved version. Saves made in other
 * tabs arrive as `profile.external`: the editor follows them, keeping what the owner is editing.
 *
 * Every change to the draft calls `persistDraft` (the app keeps it in local storage) and a
 * saved or discarded draft calls `clearStoredDraft`; after loading, `readStoredDraft` may hand
 * back unsaved edits of an earlier visit, which are offered until restored or dismissed.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '@/api/gen/api-v1/model';
import { normalizeTranslations } from './lib/coach-translations';
import {
  EMPTY_HISTORY,
  historyStep,
  isStepCurrent,
  moveStep,
  nextStep,
  recordStep,
  stepFields,
  stepUpdate,
  type EditHistory,
  type HistoryDirection,
  type HistoryStep,
} from './lib/edit-history';
import { toggleExpertise } from './lib/expertise-limit';
import { conflictingFields, isMergeableOperation, rebaseDraft } from './lib/profile-conflict';
import {
  DRAFT_FIELDS,
  changedFields,
  draftFromProfile,
  draftUpdate,
  isDraftDirty,
  resolveOperation,
  validateDraft,
  type DraftField,
  type OperationRefusal,
  type ProfileDraft,
  type ProfileOperation,
} from './lib/profile-rules';
import { viewProvided } from './lib/view-provided';

/** Unsaved edits kept between visits. */
export interface StoredDraft {
  profileId: string;
  savedAt: number;
  draft: ProfileDraft;
}

/**
 * A queued unit of work: the draft, a username change, one list/settings operation, or undoing
 * or redoing a saved change.
 */
export type EditorTask =
  | { type: 'draft' }
  | { type: 'username'; username: string }
  | { type: 'operation'; op: ProfileOperation }
  | { type: 'history'; direction: HistoryDirection; step: HistoryStep };

export interface ActiveTask {
  key: number;
  task: EditorTask;
  /** The body sent with POST /profiles/me. */
  update: ProfileUpdate;
  /** The draft as it was sent, to tell later edits from the saved ones. */
  snapshot: ProfileDraft | null;
}

export interface EditorOutcome {
  key: number;
  task: EditorTask;
  ok: boolean;
  error?: unknown;
  /**
   * Why nothing was saved without an error: an invalid draft, an operation the rules refuse,
   * or a username change the server declined (`saveUsername` resolved without a username).
   */
  refusal?: OperationRefusal | 'draftInvalid' | 'usernameRefused';
}

/** A write held back because the server changed what it would overwrite. */
export interface EditorConflict {
  /** The profile as the server has it now. */
  server: Profile;
  /** The fields changed on both sides. */
  fields: string[];
  /** True for a list change, which can be applied again on the saved list. */
  mergeable: boolean;
}

export interface ProfileEditorContext {
  profileKey: string;
  profile: Profile | null;
  /** True when the server had no profile yet (GET /profiles/me answered 404). */
  empty: boolean;
  draft: ProfileDraft;
  knownExpertises: string[] | null;
  queue: Array<{ key: number; task: EditorTask }>;
  active: ActiveTask | null;
  nextKey: number;
  /** The outcome of the last task, for toasts and focus. */
  last: EditorOutcome | null;
  /** True once a save was attempted with an invalid draft: the view shows every message. */
  showErrors: boolean;
  /** True when the last expertise tick was refused by the limit. */
  expertiseRefused: boolean;
  recoverable: StoredDraft | null;
  loadError: unknown;
  conflict: EditorConflict | null;
  /**
   * The newest profile another tab announced, while `profile` still holds the older values the
   * owner's edits started from (discarding them shows the newest).
   */
  latest: Profile | null;
  /** The changes saved in this visit, to undo and redo (./lib/edit-history). */
  history: EditHistory;
}

export type ProfileEditorEvent =
  | { type: 'field.change'; field: DraftField; value: ProfileDraft[DraftField] }
  | { type: 'expertise.toggle'; name: string }
  | { type: 'expertises.known'; names: string[] }
  | { type: 'draft.save' }
  | { type: 'draft.revert' }
  | { type: 'draft.restore' }
  | { type: 'draft.dismiss' }
  | { type: 'username.save'; username: string }
  | { type: 'operation'; op: ProfileOperation }
  /** Writes back what the last saved change replaced, or writes again the last one undone. */
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'retry' }
  /** A save made elsewhere (another tab): the profile as it was saved. */
  | { type: 'profile.external'; profile: Profile }
  /** Ends a conflict: write this tab's change over the saved version, or take the saved one. */
  | { type: 'conflict.resolve'; choice: 'mine' | 'saved' }
  /** Ends a conflict without writing: the draft stays unsaved, an operation is dropped. */
  | { type: 'conflict.dismiss' };

export interface ProfileEditorInput {
  /** Identifies whose draft is stored before the profile (and its id) is known. */
  profileKey: string;
  knownExpertises?: string[] | null;
}

/** Parameters handed to the draft storage hooks. */
export interface DraftStorageParams {
  profileId: string;
  draft: ProfileDraft;
}

const storageId = (context: ProfileEditorContext) => context.profile?.id ?? context.profileKey;

/** The draft as stored earlier, completed with the current values for anything missing. */
function completeDraft(stored: Partial<ProfileDraft>, base: ProfileDraft): ProfileDraft {
  const out = { ...base };
  for (const field of DRAFT_FIELDS) {
    const value = stored[field];
    if (value === undefined) continue;
    if (typeof value === typeof base[field] && Array.isArray(value) === Array.isArray(base[field])) {
      (out as Record<string, unknown>)[field] = value;
    }
  }
  out.translations = normalizeTranslations(out.translations);
  return out;
}

/**
 * The saved profile with the unsaved draft on top: what the page shows while editing. A coach
 * without a saved profile yet has no id; the page shows the draft with an empty one.
 */
export function previewProfile(context: Pick<ProfileEditorContext, 'profile' | 'draft'>): Profile {
  const { draft } = context;
  return {
    id: '',
    ...context.profile,
    ...draft,
    fullName: `${draft.firstName} ${draft.secondName}`.trim(),
  };
}

/** True when the draft holds edits that are not saved. */
export function hasDirtyDraft(context: Pick<ProfileEditorContext, 'profile' | 'draft'>): boolean {
  return isDraftDirty(context.draft, draftFromProfile(context.profile));
}

/** True while anything would be lost by leaving: a dirty draft or work not yet saved. */
export function hasUnsavedWork(context: ProfileEditorContext): boolean {
  return hasDirtyDraft(context) || context.queue.length > 0 || context.active !== null;
}

/** True while a task of the given kind waits or runs (for spinners on the right control). */
export function isTaskPending(context: ProfileEditorContext, match: (task: EditorTask) => boolean): boolean {
  return (context.active !== null && match(context.active.task)) || context.queue.some((q) => match(q.task));
}

/**
 * True when saving now would add nothing: a draft save is queued (it reads the draft when it
 * starts), or one is running and nothing was edited since it was sent.
 */
export function isDraftSaveRedundant(context: Pick<ProfileEditorContext, 'queue' | 'active' | 'draft'>): boolean {
  if (context.queue.some((q) => q.task.type === 'draft')) return true;
  const active = context.active;
  return (
    active?.task.type === 'draft' &&
    active.snapshot !== null &&
    changedFields(context.draft, active.snapshot).length === 0
  );
}

/**
 * True when the owner can undo (or redo) now: nothing is saving or waiting, the draft holds no
 * unsaved edit (saving or discarding it comes first), and the profile still holds what the
 * change would take away.
 */
export function canStep(
  context: Pick<ProfileEditorContext, 'history' | 'queue' | 'active' | 'profile' | 'draft' | 'conflict'>,
  direction: HistoryDirection,
): boolean {
  const step = nextStep(context.history, direction);
  return (
    step !== null &&
    context.queue.length === 0 &&
    context.active === null &&
    context.conflict === null &&
    !hasDirtyDraft(context) &&
    isStepCurrent(context.profile, step, direction)
  );
}

/** The history without the steps a save made elsewhere went over: those can no longer be undone. */
function keepCurrentHistory(history: EditHistory, before: Profile | null, after: Profile | null): EditHistory {
  const changed = new Set(
    (Object.keys({ ...before, ...after }) as Array<keyof Profile>).filter(
      (field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]),
    ),
  );
  const touched = [...history.past, ...history.future].some((step) =>
    stepFields(step).some((field) => changed.has(field)),
  );
  return touched ? EMPTY_HISTORY : history;
}

/** What the draft-storage actions receive: whose draft, as it now is. */
const storedDraftParams = ({ context }: { context: ProfileEditorContext }): DraftStorageParams => ({
  profileId: storageId(context),
  draft: context.draft,
});
const storageParams = ({ context }: { context: ProfileEditorContext }) => ({ profileId: storageId(context) });
/** What the failure actions receive: the error the call failed with. */
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A call of the running task failed: the failure is recorded and the queue goes on. */
const failTask = { target: 'idle', actions: { type: 'recordFailure', params: errorParams } } as const;

/** A task settled: a draft that still holds edits is stored again, otherwise its stored copy goes. */
const storeOrClearDraft = [
  { guard: 'isDraftDirty', target: 'idle', actions: { type: 'persistDraft', params: storedDraftParams } },
  { target: 'idle', actions: { type: 'clearStoredDraft', params: storageParams } },
] as const;

/** Appends a task to the queue under the next key. */
function enqueue(context: ProfileEditorContext, task: EditorTask) {
  return { queue: [...context.queue, { key: context.nextKey, task }], nextKey: context.nextKey + 1 };
}

export const profileEditorMachine = setup({
  types: {
    context: {} as ProfileEditorContext,
    events: {} as ProfileEditorEvent,
    input: {} as ProfileEditorInput,
  },
  actors: {
    /** Resolves to the profile, or null when the owner has none yet (404). */
    loadProfile: viewProvided<Profile | null>('loadProfile'),
    readStoredDraft: fromPromise<StoredDraft | null, { profileId: string }>(() => Promise.resolve(null)),
    /** Reads the profile as the server has it now (null on a 404), just before a write. */
    readServerProfile: viewProvided<Profile | null>('readServerProfile'),
    /** Sends POST /profiles/me; resolves to the profile the server saved. */
    saveProfile: viewProvided<Profile, { update: ProfileUpdate }>('saveProfile'),
    /**
     * Sends POST /profiles/me/username; resolves to the username now in force, or null when the
     * server declined the change (the address stays as it was).
     */
    saveUsername: viewProvided<{ username: string } | null, { username: string }>('saveUsername'),
  },
  actions: {
    persistDraft: (_, _params: DraftStorageParams) => {},
    clearStoredDraft: (_, _params: { profileId: string }) => {},
    storeKnownExpertises: assign((_, params: { names: string[] }) => ({ knownExpertises: params.names })),
    storeProfile: assign((_, params: { profile: Profile | null | undefined }) => ({
      profile: params.profile ?? null,
      empty: params.profile === null || params.profile === undefined,
      draft: draftFromProfile(params.profile ?? null),
      loadError: null,
      latest: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: params.error })),
    offerStoredDraft: assign(({ context }, params: { stored: StoredDraft | null }) => {
      const { stored } = params;
      if (!stored || stored.profileId !== storageId(context) || !stored.draft) return { recoverable: null };
      const restored = completeDraft(stored.draft, context.draft);
      return { recoverable: isDraftDirty(restored, context.draft) ? { ...stored, draft: restored } : null };
    }),
    changeField: assign(({ context }, params: { field: DraftField; value: ProfileDraft[DraftField] }) => ({
      draft: { ...context.draft, [params.field]: params.value },
    })),
    toggleExpertise: assign(({ context }, params: { name: string }) => {
      const result = toggleExpertise(context.draft.expertises, params.name);
      return { draft: { ...context.draft, expertises: result.selected }, expertiseRefused: result.refused };
    }),
    queueDraftSave: assign(({ context }) => ({ ...enqueue(context, { type: 'draft' }), showErrors: false })),
    refuseInvalidDraft: assign(({ context }) => {
      const last: EditorOutcome = { key: context.nextKey, task: { type: 'draft' }, ok: false, refusal: 'draftInvalid' };
      return { showErrors: true, last, nextKey: context.nextKey + 1 };
    }),
    revertDraft: assign(({ context }) => {
      const profile = context.latest ?? context.profile;
      return { profile, latest: null, draft: draftFromProfile(profile), showErrors: false, expertiseRefused: false };
    }),
    restoreDraft: assign(({ context }) =>
      context.recoverable ? { draft: context.recoverable.draft, recoverable: null } : {},
    ),
    dismissStoredDraft: assign({ recoverable: null }),
    queueUsername: assign(({ context }, params: { username: string }) =>
      enqueue(context, { type: 'username', username: params.username }),
    ),
    queueOperation: assign(({ context }, params: { op: ProfileOperation }) =>
      enqueue(context, { type: 'operation', op: params.op }),
    ),
    queueHistoryStep: assign(({ context }, params: { direction: HistoryDirection }) => {
      const step = nextStep(context.history, params.direction);
      return step ? enqueue(context, { type: 'history', direction: params.direction, step }) : {};
    }),
    startTask: assign(({ context }) => {
      const [head, ...rest] = context.queue;
      if (!head) return {};
      let update: ProfileUpdate = {};
      let snapshot: ProfileDraft | null = null;
      if (head.task.type === 'draft') {
        snapshot = context.draft;
        update = draftUpdate(context.draft, context.profile, context.knownExpertises);
      } else if (head.task.type === 'history') {
        // The draft then takes the texts written back, as it takes a saved draft's.
        snapshot = context.draft;
        update = stepUpdate(head.task.step, head.task.direction);
      } else if (head.task.type === 'operation') {
        const result = resolveOperation(context.profile, head.task.op);
        if (!result.ok) {
          return {
            queue: rest,
            active: null,
            last: { key: head.key, task: head.task, ok: false, refusal: result.reason },
          };
        }
        update = result.update;
      }
      return { queue: rest, active: { key: head.key, task: head.task, update, snapshot } };
    }),
    finishEmptyTask: assign(({ context }) => ({
      active: null,
      last: context.active ? { key: context.active.key, task: context.active.task, ok: true } : context.last,
    })),
    applySaved: assign(({ context }, params: { output: Profile }) => {
      const active = context.active;
      if (!active) return {};
      const profile: Profile = { ...context.profile, ...active.update, ...params.output };
      let draft = context.draft;
      if (active.snapshot) {
        // Fields not touched since they were sent take the saved value (e.g. trimmed text,
        // custom expertises dropped); edits made while saving stay in the draft.
        const saved = draftFromProfile(profile);
        const editedSince = changedFields(draft, active.snapshot);
        draft = { ...draft };
        for (const field of DRAFT_FIELDS) {
          if (editedSince.includes(field)) continue;
          (draft as unknown as Record<string, unknown>)[field] = saved[field];
        }
      }
      const history =
        active.task.type === 'history'
          ? moveStep(context.history, active.task.direction)
          : recordStep(context.history, historyStep(context.profile, active.update, profile));
      return {
        profile,
        latest: null,
        empty: false,
        draft,
        active: null,
        showErrors: false,
        history,
        last: { key: active.key, task: active.task, ok: true },
      };
    }),
    applyUsername: assign(({ context }, params: { output: { username: string } | null }) => {
      const active = context.active;
      if (!active || active.task.type !== 'username') return {};
      const username = params.output?.username;
      if (!username) {
        // A declined change must not read as a success: the address did not move.
        return { active: null, last: { key: active.key, task: active.task, ok: false, refusal: 'usernameRefused' } };
      }
      return {
        profile: context.profile ? { ...context.profile, username } : context.profile,
        latest: context.latest ? { ...context.latest, username } : null,
        active: null,
        last: { key: active.key, task: active.task, ok: true },
      };
    }),
    storeConflict: assign(({ context }, params: { server: Profile; fields: string[] }) => {
      const task = context.active?.task;
      const mergeable = task?.type === 'operation' && isMergeableOperation(task.op);
      return { conflict: { server: params.server, fields: params.fields, mergeable } };
    }),
    followExternal: assign(({ context }, params: { profile: Profile }) => {
      if (context.conflict) return { conflict: { ...context.conflict, server: params.profile } };
      const rebased = rebaseDraft(context.profile, context.draft, params.profile, 'follow');
      const history = keepCurrentHistory(context.history, context.latest ?? context.profile, params.profile);
      return { ...rebased, latest: params.profile, empty: false, history };
    }),
    resolveConflict: assign(({ context }, params: { choice: 'mine' | 'saved' | 'dismiss' }) => {
      const { active, conflict } = context;
      if (!active || !conflict) return {};
      const mode = params.choice === 'dismiss' ? 'follow' : params.choice;
      const rebased = rebaseDraft(context.profile, context.draft, conflict.server, mode, conflict.fields);
      // Taking the saved version drops an operation; a draft still saves its other edits.
      const again =
        params.choice === 'mine' ||
        (params.choice === 'saved' &&
          active.task.type === 'draft' &&
          isDraftDirty(rebased.draft, draftFromProfile(rebased.profile)));
      return {
        ...rebased,
        latest: mode === 'follow' ? conflict.server : null,
        history: keepCurrentHistory(context.history, context.profile, conflict.server),
        active: null,
        conflict: null,
        queue: again ? [{ key: active.key, task: active.task }, ...context.queue] : context.queue,
      };
    }),
    recordFailure: assign(({ context }, params: { error: unknown }) => {
      const active = context.active;
      if (!active) return {};
      return { active: null, last: { key: active.key, task: active.task, ok: false, error: params.error } };
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasRecoverableDraft: ({ context }) => context.recoverable !== null,
    isDraftValid: ({ context }) => Object.keys(validateDraft(context.draft)).length === 0,
    isTaskRefused: ({ context }) => context.active === null,
    hasConflict: ({ context }, params: { server: Profile | null }) =>
      params.server !== null &&
      context.active !== null &&
      conflictingFields(context.active.update, context.profile, params.server).length > 0,
    isUsernameTask: ({ context }) => context.active?.task.type === 'username',
    isEmptyUpdate: ({ context }) =>
      context.active !== null &&
      context.active.task.type === 'draft' &&
      Object.keys(context.active.update).length === 0,
    isDraftDirty: ({ context }) => hasDirtyDraft(context),
    isDraftSaveRedundant: ({ context }) => isDraftSaveRedundant(context),
    canStep: ({ context }, params: { direction: HistoryDirection }) => canStep(context, params.direction),
  },
}).createMachine({
  id: 'profileEditor',
  context: ({ input }) => ({
    profileKey: input.profileKey,
    profile: null,
    empty: false,
    draft: draftFromProfile(null),
    knownExpertises: input.knownExpertises ?? null,
    queue: [],
    active: null,
    nextKey: 1,
    last: null,
    showErrors: false,
    expertiseRefused: false,
    recoverable: null,
    loadError: null,
    conflict: null,
    latest: null,
    history: EMPTY_HISTORY,
  }),
  initial: 'loading',
  on: {
    'expertises.known': { actions: { type: 'storeKnownExpertises', params: ({ event }) => ({ names: event.names }) } },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'checkingStoredDraft',
          actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: errorParams },
        },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    checkingStoredDraft: {
      invoke: {
        src: 'readStoredDraft',
        input: ({ context }) => ({ profileId: storageId(context) }),
        onDone: {
          target: 'ready',
          actions: { type: 'offerStoredDraft', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'field.change': {
          actions: [
            { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            { type: 'persistDraft', params: storedDraftParams },
          ],
        },
        'expertise.toggle': {
          actions: [
            { type: 'toggleExpertise', params: ({ event }) => ({ name: event.name }) },
            { type: 'persistDraft', params: storedDraftParams },
          ],
        },
        'draft.save': [
          // A save of the same draft while one is queued or running would send it twice.
          { guard: 'isDraftSaveRedundant' },
          { guard: 'isDraftValid', actions: 'queueDraftSave' },
          { actions: 'refuseInvalidDraft' },
        ],
        'draft.revert': {
          actions: ['revertDraft', { type: 'clearStoredDraft', params: storageParams }],
        },
        'draft.restore': {
          guard: 'hasRecoverableDraft',
          actions: ['restoreDraft', { type: 'persistDraft', params: storedDraftParams }],
        },
        'draft.dismiss': {
          guard: 'hasRecoverableDraft',
          actions: ['dismissStoredDraft', { type: 'clearStoredDraft', params: storageParams }],
        },
        'username.save': {
          actions: { type: 'queueUsername', params: ({ event }) => ({ username: event.username }) },
        },
        operation: {
          actions: { type: 'queueOperation', params: ({ event }) => ({ op: event.op }) },
        },
        'history.undo': {
          guard: { type: 'canStep', params: { direction: 'undo' } },
          actions: { type: 'queueHistoryStep', params: { direction: 'undo' } },
        },
        'history.redo': {
          guard: { type: 'canStep', params: { direction: 'redo' } },
          actions: { type: 'queueHistoryStep', params: { direction: 'redo' } },
        },
        'profile.external': [
          {
            guard: 'isDraftDirty',
            actions: [
              { type: 'followExternal', params: ({ event }) => ({ profile: event.profile }) },
              { type: 'persistDraft', params: storedDraftParams },
            ],
          },
          { actions: { type: 'followExternal', params: ({ event }) => ({ profile: event.profile }) } },
        ],
      },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueue', target: 'starting' },
        },
        starting: {
          entry: 'startTask',
          always: [
            { guard: 'isTaskRefused', target: 'idle' },
            { guard: 'isUsernameTask', target: 'savingUsername' },
            {
              guard: 'isEmptyUpdate',
              target: 'idle',
              actions: ['finishEmptyTask', { type: 'clearStoredDraft', params: storageParams }],
            },
            { target: 'checking' },
          ],
        },
        checking: {
          tags: ['saving'],
          invoke: {
            src: 'readServerProfile',
            onDone: [
              {
                guard: { type: 'hasConflict', params: ({ event }) => ({ server: event.output }) },
                target: 'conflict',
                actions: {
                  type: 'storeConflict',
                  params: ({ context, event }) => ({
                    server: event.output as Profile,
                    fields: conflictingFields(context.active?.update ?? {}, context.profile, event.output),
                  }),
                },
              },
              { target: 'saving' },
            ],
            onError: failTask,
          },
        },
        conflict: {
          tags: ['conflict'],
          on: {
            'conflict.resolve': {
              target: 'afterConflict',
              actions: { type: 'resolveConflict', params: ({ event }) => ({ choice: event.choice }) },
            },
            'conflict.dismiss': {
              target: 'afterConflict',
              actions: { type: 'resolveConflict', params: { choice: 'dismiss' } },
            },
          },
        },
        afterConflict: {
          always: storeOrClearDraft,
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => ({ update: context.active?.update ?? {} }),
            onDone: {
              target: 'afterSave',
              actions: { type: 'applySaved', params: ({ event }) => ({ output: event.output }) },
            },
            onError: failTask,
          },
        },
        afterSave: {
          always: storeOrClearDraft,
        },
        savingUsername: {
          tags: ['saving'],
          invoke: {
            src: 'saveUsername',
            input: ({ context }) => ({
              username: context.active?.task.type === 'username' ? context.active.task.username : '',
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'applyUsername', params: ({ event }) => ({ output: event.output }) },
            },
            onError: failTask,
          },
        },
      },
    },
  },
});
