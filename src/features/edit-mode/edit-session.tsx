/**
 * One editing session of the owner's site: the profile editor and publishing machines (with
 * the real calls and the local draft storage provided), the stack of open dialogs, the live
 * preview of appearance panels, the toasts that report each save, and the dialog a write held
 * back by a save made elsewhere opens. Each save is announced to the owner's other tabs over a
 * BroadcastChannel named after the profile, and theirs are followed here. Every edit-mode
 * component reads it through `useEditSession`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { isApiError, NetworkError } from '@/api/errors';
import { publishMyProfile, unpublishMyProfile } from '@/api/gen/api-v1/owner/owner';
import { showErrorMessage, showErrorToast, showSuccessToast } from '@/components/ui/toast';
import { useAppActor } from '@/lib/inspect';
import {
  profileEditorMachine,
  hasDirtyDraft,
  hasUnsavedWork,
  previewProfile,
  type EditorOutcome,
} from '@machines/profile-editor.machine';
import { publishingMachine } from '@machines/publishing.machine';
import {
  expertisesOptions,
  loadOwnerProfile,
  readCurrentProfile,
  saveOwnerProfile,
  saveOwnerUsername,
  type Profile,
} from './api/owner-api';
import { ConflictDialog } from './conflict-dialog';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage';
import { PUBLISH_MESSAGES, failureMessage, successMessage } from './messages';

/** The dialogs and panels of edit mode; several can be stacked (a manager and its confirm). */
export type EditDialog =
  // The site-wide dialogs and panels, then the lists' add and manage dialogs: they need nothing more.
  | { kind: 'avatar' | 'texts' | 'settings' | 'appearance' | 'background' | 'unpublish' | 'share' }
  | { kind: 'gallery.manage' | 'video.add' | 'video.manage' | 'testimony.add' | 'testimony.manage' }
  // Adding pictures: with the files dropped onto the gallery, if any.
  | { kind: 'gallery.add'; files?: File[] }
  // The field editors, and the dialogs for one entry of a list.
  | { kind: 'field'; group: FieldGroup }
  | { kind: 'gallery.caption' | 'gallery.delete'; url: string }
  | { kind: 'video.caption' | 'video.delete' | 'video.play'; id: string }
  | { kind: 'testimony.edit' | 'testimony.delete'; id: number };

/** Groups of draft fields edited together in one dialog. */
export type FieldGroup = 'name' | 'tel' | 'phrase' | 'aboutMe' | 'expertises' | 'resume' | 'counters';

/** Appearance shown while a panel is open and not yet saved. */
export type PreviewOverrides = Partial<Pick<Profile, 'theme' | 'themeColor' | 'backgroundImg'>>;

export type EditorRef = ActorRefFrom<typeof profileEditorMachine>;
export type PublishingRef = ActorRefFrom<typeof publishingMachine>;
export type EditorSnapshot = SnapshotFrom<typeof profileEditorMachine>;

export interface EditSessionValue {
  editor: EditorRef;
  publishing: PublishingRef;
  dialogs: EditDialog[];
  openDialog: (dialog: EditDialog) => void;
  /** Closes the top dialog (or the given kind and everything above it). */
  closeDialog: (kind?: EditDialog['kind']) => void;
  preview: PreviewOverrides;
  setPreview: (overrides: PreviewOverrides) => void;
  /** The page shown as a visitor sees it: no edit control, hidden sections left out. */
  asVisitor: boolean;
  setAsVisitor: (on: boolean) => void;
  /** The site at phone width, as a visitor sees it, in a frame beside the editor (wide screens). */
  phonePreview: boolean;
  setPhonePreview: (on: boolean) => void;
  /** The predefined expertises in pt (the saved names) with their ids. */
  knownExpertises: Array<{ id: number; name: string }>;
}

const EditSessionContext = createContext<EditSessionValue | null>(null);

export function useEditSession(): EditSessionValue {
  const value = useContext(EditSessionContext);
  if (!value) throw new Error('useEditSession outside EditSessionProvider');
  return value;
}

/** Reads part of the editor's state; re-renders only when that part changes. */
export function useEditorState<T>(selector: (snapshot: EditorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const { editor } = useEditSession();
  return useSelector(editor, selector, compare);
}

export interface EditSessionProviderProps {
  /** The username in the address; identifies the stored draft until the profile id is known. */
  profileKey: string;
  /** Sends the owner elsewhere (errors the catalogue routes to /not_found). */
  onNotFound: () => void;
  /** Called after anything is saved, so public views refresh. */
  onSaved?: () => void;
  children: ReactNode;
}

/** What one tab tells the owner's other tabs: it saved, and the profile is now this. */
interface SavedMessage {
  type: 'saved';
  profile: Profile;
}

const isSavedMessage = (data: unknown, profileId: string): data is SavedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<SavedMessage>).type === 'saved' &&
  (data as Partial<SavedMessage>).profile?.id === profileId;

export function EditSessionProvider({ profileKey, onNotFound, onSaved, children }: EditSessionProviderProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      profileEditorMachine.provide({
        actors: {
          loadProfile: fromPromise(() => loadOwnerProfile()),
          readStoredDraft: fromPromise(({ input }) => Promise.resolve(readStoredDraft(input.profileId))),
          readServerProfile: fromPromise(() => readCurrentProfile(queryClient)),
          saveProfile: fromPromise(({ input }) => saveOwnerProfile(input.update)),
          saveUsername: fromPromise(({ input }) => saveOwnerUsername(input.username)),
        },
        actions: {
          persistDraft: (_, params) => writeStoredDraft(params.profileId, params.draft),
          clearStoredDraft: (_, params) => clearStoredDraft(params.profileId),
        },
      }),
    [queryClient],
  );
  const editor = useAppActor(machine, { input: { profileKey } });
  const publishing = useAppActor(
    useMemo(
      () =>
        publishingMachine.provide({
          actors: {
            publishProfile: fromPromise(() => publishMyProfile()),
            unpublishProfile: fromPromise(() => unpublishMyProfile()),
          },
        }),
      [],
    ),
    { input: { published: false } },
  );

  // The loaded profile says whether the site is published.
  const loadedPublished = useSelector(editor, (s) =>
    s.matches('loading') ? null : s.context.profile?.published === true,
  );
  useEffect(() => {
    if (loadedPublished !== null) publishing.send({ type: 'published.sync', published: loadedPublished });
  }, [loadedPublished, publishing]);

  // Predefined expertises, always in pt: they are the names the profile stores.
  const { data: ptExpertises } = useQuery(expertisesOptions('pt'));
  useEffect(() => {
    if (ptExpertises) editor.send({ type: 'expertises.known', names: ptExpertises.map((e) => e.name) });
  }, [ptExpertises, editor]);

  const onNotFoundRef = useRef(onNotFound);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onNotFoundRef.current = onNotFound;
    onSavedRef.current = onSaved;
  });

  // The owner's other tabs: each save is announced to them, and theirs are followed here.
  const profileId = useSelector(editor, (s) => s.context.profile?.id || null);
  const channelRef = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (!profileId || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`coachly.profile.${profileId}`);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isSavedMessage(event.data, profileId)) return;
      editor.send({ type: 'profile.external', profile: event.data.profile });
      onSavedRef.current?.();
    };
    channelRef.current = channel;
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [profileId, editor]);
  const announceSaved = useCallback((profile: Profile | null) => {
    if (profile?.id) channelRef.current?.postMessage({ type: 'saved', profile } satisfies SavedMessage);
  }, []);

  // Report each finished task once.
  useEffect(() => {
    let lastKey: number | null = null;
    const subscription = editor.subscribe((snapshot) => {
      const outcome: EditorOutcome | null = snapshot.context.last;
      if (!outcome || outcome.key === lastKey) return;
      lastKey = outcome.key;
      const saved = snapshot.context.profile;
      // Reported after the actor's notification, outside any React render in progress.
      window.setTimeout(() => report(outcome, saved), 0);
    });
    const report = (outcome: EditorOutcome, saved: Profile | null) => {
      if (outcome.ok) {
        announceSaved(saved);
        onSavedRef.current?.();
        // Most saves show on the page (and in the edit panel's save status): only the rest toast.
        const message = successMessage(outcome, i18n);
        if (message) showSuccessToast(message);
        return;
      }
      if (outcome.refusal === 'draftInvalid') return;
      if (isApiError(outcome.error, 404)) {
        onNotFoundRef.current();
        return;
      }
      if (outcome.refusal || !isApiError(outcome.error) || !outcome.error.error_description) {
        showErrorMessage(i18n._(failureMessage(outcome)), outcome.error);
        return;
      }
      showErrorToast(outcome.error);
    };
    return () => subscription.unsubscribe();
  }, [editor, i18n, announceSaved]);

  // Back online after a save that failed for want of a connection: says so, and saves the edits
  // that are still unsaved once (a second failure is reported as any other).
  useEffect(() => {
    let retried: number | null = null;
    const onOnline = () => {
      const { context } = editor.getSnapshot();
      const last = context.last;
      if (!last || last.ok || last.key === retried || last.task.type !== 'draft') return;
      if (!(last.error instanceof NetworkError) || !hasDirtyDraft(context)) return;
      retried = last.key;
      showSuccessToast(i18n._(msg`A conexão voltou. Salvando suas alterações…`));
      editor.send({ type: 'draft.save' });
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [editor, i18n]);

  // Publishing: a failure rolls back (the machine does it) and says so; a success refreshes.
  useEffect(() => {
    let wasBusy = false;
    const subscription = publishing.subscribe((snapshot) => {
      const busy = snapshot.hasTag('busy');
      if (wasBusy && !busy) {
        const { failed, published, error } = snapshot.context;
        window.setTimeout(() => reportPublishing(failed, published, error), 0);
      }
      wasBusy = busy;
    });
    const reportPublishing = (failed: 'publish' | 'unpublish' | null, published: boolean, error: unknown) => {
      if (!failed) {
        const profile = editor.getSnapshot().context.profile;
        if (profile) announceSaved({ ...profile, published });
        onSavedRef.current?.();
        showSuccessToast(i18n._(published ? PUBLISH_MESSAGES.published : PUBLISH_MESSAGES.unpublished));
      } else if (isApiError(error, 404)) {
        onNotFoundRef.current();
      } else {
        showErrorMessage(
          i18n._(failed === 'publish' ? PUBLISH_MESSAGES.publishFailed : PUBLISH_MESSAGES.unpublishFailed),
          error,
        );
      }
    };
    return () => subscription.unsubscribe();
  }, [publishing, editor, i18n, announceSaved]);

  const [dialogs, setDialogs] = useState<EditDialog[]>([]);
  const openDialog = useCallback((dialog: EditDialog) => setDialogs((stack) => [...stack, dialog]), []);
  const closeDialog = useCallback(
    (kind?: EditDialog['kind']) =>
      setDialogs((stack) => {
        if (!kind) return stack.slice(0, -1);
        const at = stack.map((d) => d.kind).lastIndexOf(kind);
        return at === -1 ? stack : stack.slice(0, at);
      }),
    [],
  );
  const [preview, setPreview] = useState<PreviewOverrides>({});
  const [asVisitor, setAsVisitor] = useState(false);
  const [phonePreview, setPhonePreview] = useState(false);

  const value = useMemo<EditSessionValue>(
    () => ({
      editor,
      publishing,
      dialogs,
      openDialog,
      closeDialog,
      preview,
      setPreview,
      asVisitor,
      setAsVisitor,
      phonePreview,
      setPhonePreview,
      knownExpertises: ptExpertises ?? [],
    }),
    [editor, publishing, dialogs, openDialog, closeDialog, preview, asVisitor, phonePreview, ptExpertises],
  );
  return (
    <EditSessionContext.Provider value={value}>
      {children}
      <ConflictDialog editor={editor} />
    </EditSessionContext.Provider>
  );
}

/** The profile the page shows: saved profile, unsaved draft and any appearance preview. */
export function useSiteProfile(): Profile | null {
  const { preview } = useEditSession();
  const ready = useEditorState((s) => s.matches('ready'));
  const profile = useEditorState((s) => s.context.profile);
  const draft = useEditorState((s) => s.context.draft);
  return useMemo(
    () => (ready ? { ...previewProfile({ profile, draft }), ...preview } : null),
    [ready, profile, draft, preview],
  );
}

/** True while leaving would lose something (unsaved draft, saves not yet done). */
export function useHasUnsavedWork(): boolean {
  return useEditorState((s) => s.matches('ready') && hasUnsavedWork(s.context));
}
