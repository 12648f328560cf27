/**
 * Keeps the customize wizard's answers (and the generated biography versions) in local storage
 * per coach, so a reload, a token refresh or a new sign-in mid-wizard loses nothing. Cleared
 * when the profile is saved and on logout.
 */
import { z } from '@/lib/zod';

const PREFIX = 'coachly.wizard-draft:';
const DRAFT_VERSION = 1;

const formationSchema = z.object({
  course: z.catch(z.string(), ''),
  school: z.catch(z.string(), ''),
  year: z.catch(z.nullable(z.number()), null),
});

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  step: z.catch(z.number(), 0),
  data: z.object({
    name: z.catch(z.string(), ''),
    email: z.catch(z.string(), ''),
    phone: z.catch(z.string(), ''),
    actingAreas: z.catch(z.array(z.string()), []),
    formations: z.catch(z.array(formationSchema), []),
    answer1: z.catch(z.string(), ''),
    answer2: z.catch(z.string(), ''),
    answer3: z.catch(z.string(), ''),
    description: z.catch(z.string(), ''),
    // The chosen site address; drafts saved before the wizard asked for it have none.
    username: z.catch(z.optional(z.string()), undefined),
    // The description's versions in other languages (the wizard machine keeps the well-formed ones).
    descriptionTranslations: z.catch(
      z.optional(z.partialRecord(z.enum(['pt', 'en', 'es']), z.object({ text: z.string(), source: z.string() }))),
      undefined,
    ),
  }),
  biography: z.catch(
    z.object({
      versions: z.catch(z.array(z.string()), []),
      index: z.catch(z.number(), 0),
    }),
    { versions: [], index: 0 },
  ),
});

export type WizardDraft = z.infer<typeof draftSchema>;

function keyFor(owner: string): string {
  return `${PREFIX}${owner}`;
}

/** The saved draft of this coach, or null when there is none or it is unreadable. */
export function loadDraft(owner: string): WizardDraft | null {
  try {
    const raw = localStorage.getItem(keyFor(owner));
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(owner: string, draft: Omit<WizardDraft, 'version'>): void {
  try {
    localStorage.setItem(keyFor(owner), JSON.stringify({ ...draft, version: DRAFT_VERSION }));
  } catch {
    // Storage full or blocked: the wizard keeps working, only a reload would lose the answers.
  }
}

export function clearDraft(owner: string): void {
  try {
    localStorage.removeItem(keyFor(owner));
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

/** Forgets every coach's draft (logout on a shared computer). */
export function clearAllDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage blocked: nothing was saved either.
  }
}
