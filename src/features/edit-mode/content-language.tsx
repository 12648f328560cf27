/**
 * The language of the coach's texts being edited, apart from the interface's: the original
 * (the profile's textLanguage) or a language the coach translates them into. It holds the
 * translation machine too: its translations by the AI chat service wait as proposals until the
 * coach accepts one, which then goes into the draft like any edit (and is saved with it).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { showErrorToast } from '@/components/ui/toast';
import { translateText } from '@/lib/chat-completion';
import { formatLanguageName } from '@/lib/format';
import { useAppActor } from '@/lib/inspect';
import { useLocale } from '@/lib/use-locale';
import {
  coachTexts,
  isTextKey,
  isTextLanguage,
  missingTexts,
  originalLanguage,
  translationOf,
  withTranslation,
  type CoachText,
  type TextKey,
  type TextLanguage,
} from '@machines/lib/coach-translations';
import { translationMachine, type TranslationJob } from '@machines/translation.machine';
import { useEditSession, useEditorState } from './edit-session';

export type TranslationRef = ActorRefFrom<typeof translationMachine>;
type TranslationSnapshot = SnapshotFrom<typeof translationMachine>;

export interface ContentLanguageValue {
  /** The language whose texts the page shows and the text editors edit. */
  language: TextLanguage;
  setLanguage: (language: TextLanguage) => void;
  /** The language the coach wrote the texts in. */
  original: TextLanguage;
  translation: TranslationRef;
}

const ContentLanguageContext = createContext<ContentLanguageValue | null>(null);

/** The content language of the edit session, and its translations. */
export function useContentLanguage(): ContentLanguageValue {
  const value = useContext(ContentLanguageContext);
  if (!value) throw new Error('useContentLanguage outside ContentLanguageProvider');
  return value;
}

/** Reads part of the translation machine's state. */
export function useTranslationState<T>(selector: (snapshot: TranslationSnapshot) => T): T {
  return useSelector(useContentLanguage().translation, selector);
}

export function ContentLanguageProvider({ children }: { children: ReactNode }) {
  const { editor } = useEditSession();
  const original = useEditorState((s) => originalLanguage(s.context.profile));
  const [chosen, setChosen] = useState<TextLanguage | null>(null);
  const machine = useMemo(
    () =>
      translationMachine.provide({
        actors: { translateText: fromPromise(({ input }) => translateText(input)) },
        actions: {
          // Accepted translations go into the draft, all at once: the coach saves them as any edit.
          applyProposals: (_, { proposals }) => {
            let translations = editor.getSnapshot().context.draft.translations;
            for (const p of proposals) {
              if (isTextLanguage(p.to) && isTextKey(p.key))
                translations = withTranslation(translations, p.to, p.key, p.text);
            }
            editor.send({ type: 'field.change', field: 'translations', value: translations });
          },
          // AI failures follow the error catalogue, as the wizard's biography does.
          notifyError: (_, { error }) => showErrorToast(error),
        },
      }),
    [editor],
  );
  const translation = useAppActor(machine);
  const setLanguage = useCallback((language: TextLanguage) => setChosen(language), []);
  const value = useMemo<ContentLanguageValue>(
    () => ({ language: chosen ?? original, setLanguage, original, translation }),
    [chosen, original, setLanguage, translation],
  );
  return <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>;
}

/** The coach's texts as the draft holds them (the saved lists' captions). */
export function useCoachTexts(): CoachText[] {
  const profile = useEditorState((s) => s.context.profile);
  const draft = useEditorState((s) => s.context.draft);
  return useMemo(() => coachTexts({ ...profile, ...draft }), [profile, draft]);
}

/** The texts each language still lacks, by language. */
export function useMissingTexts(): Record<TextLanguage, TextKey[]> {
  const profile = useEditorState((s) => s.context.profile);
  const draft = useEditorState((s) => s.context.draft);
  return useMemo(() => {
    const source = { ...profile, ...draft };
    return {
      pt: missingTexts(source, draft.translations, 'pt'),
      en: missingTexts(source, draft.translations, 'en'),
      es: missingTexts(source, draft.translations, 'es'),
    };
  }, [profile, draft]);
}

/** Jobs that translate these texts from the original into `to`. */
export function translationJobs(texts: readonly CoachText[], from: TextLanguage, to: TextLanguage): TranslationJob[] {
  return texts.map((t) => ({ key: t.key, from, to, text: t.original, limit: t.limit }));
}

/** A language's name as the interface's sentences say it ("inglês" in pt, "English" in en). */
export function useLanguageName(): (language: TextLanguage) => string {
  const locale = useLocale();
  return (language) => formatLanguageName(language, locale);
}

/** A text's version in the content language, as the draft holds it, and a setter. */
export function useTranslatedText(language: TextLanguage, key: TextKey): [string, (value: string) => void] {
  const { editor } = useEditSession();
  const value = useEditorState((s) => translationOf(s.context.draft.translations, language, key));
  const set = useCallback(
    (text: string) => {
      const current = editor.getSnapshot().context.draft.translations;
      editor.send({
        type: 'field.change',
        field: 'translations',
        value: withTranslation(current, language, key, text),
      });
    },
    [editor, language, key],
  );
  return [value, set];
}
