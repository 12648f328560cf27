/**
 * The calls the wizard's machines invoke: the AI biography (write, regenerate, proofread in
 * the active language) and the final save of the profile, the chosen site address and the
 * first-login flag.
 */
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createChatCompletion } from '@/api/gen/ai/ai/ai';
import {
  getGetFirstLoginQueryKey,
  getGetMyProfileQueryKey,
  getGetMyUsernameQueryKey,
  markFirstLogin,
  saveMyProfile,
  setMyUsername,
} from '@/api/gen/api-v1/owner/owner';
import { isApiError } from '@/api/errors';
import { currentLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/languages';
import type { CoachTextTranslations } from '@/api/gen/api-v1/model';
import type { GenerateInput } from '@machines/biography.machine';
import { isTextLanguage } from '@machines/lib/coach-translations';
import type { WizardSubmitOutput } from '@machines/wizard.machine';
import { ACTING_AREAS, splitName, type ActingArea, type WizardData } from '@machines/lib/wizard-validation';
import { loadDraft, saveDraft } from './draft';
import { readCompletion } from '@/lib/chat-completion';
import { buildBiographyRequest, buildProofreadRequest, type BiographyFacts } from './prompts';
import { formationsResume } from './resume';
import { ACTING_AREA_LABELS, QUESTIONS } from './wizard-text';

/** Theme and colour a new profile starts with in the editor. */
export const EDITOR_DEFAULT_THEME = 'template-1';
export const EDITOR_DEFAULT_THEME_COLOR = '#ecc22e';

function isActingArea(area: string): area is ActingArea {
  return (ACTING_AREAS as readonly string[]).includes(area);
}

/** The coach's answers as the prompt reads them, in the view's language. */
export function biographyFacts(data: WizardData, i18n: I18n): BiographyFacts {
  return {
    name: data.name,
    actingAreas: data.actingAreas.map((area) => (isActingArea(area) ? i18n._(ACTING_AREA_LABELS[area]) : area)),
    formations: data.formations,
    answers: [data.answer1, data.answer2, data.answer3].map((answer, i) => ({
      question: i18n._(QUESTIONS[i as 0 | 1 | 2]),
      answer,
    })),
  };
}

export async function generateBiography(request: GenerateInput, data: WizardData, i18n: I18n): Promise<string> {
  const completion = await createChatCompletion(
    buildBiographyRequest(request.variant, biographyFacts(data, i18n), currentLocale(i18n), request.previous),
  );
  return readCompletion(completion);
}

export async function proofreadBiography(text: string, i18n: I18n): Promise<string> {
  return readCompletion(await createChatCompletion(buildProofreadRequest(text, currentLocale(i18n))));
}

/**
 * Sets the site address with the settings' call. The server may decline it: a 409 (which the
 * spec reads as "token already used") is only logged, as the spec says, and a 400 means the
 * address broke a rule the field did not catch; both leave the address as it was (null).
 */
async function saveSiteAddress(username: string): Promise<string | null> {
  try {
    return (await setMyUsername({ username })).username;
  } catch (error) {
    if (isApiError(error, 409)) {
      console.warn('Username not changed: the access token was already used (409).');
      return null;
    }
    if (isApiError(error, 400)) return null;
    throw error;
  }
}

/** The description's versions the coach kept, as the profile's translations (the original's language left out). */
function descriptionTranslations(data: WizardData, textLanguage: Locale): CoachTextTranslations {
  const translations: CoachTextTranslations = {};
  for (const [language, version] of Object.entries(data.descriptionTranslations)) {
    const text = version.text.trim();
    if (language !== textLanguage && text && isTextLanguage(language)) {
      translations[language] = { aboutMe: text };
    }
  }
  return translations;
}

/**
 * Saves the new profile (name, email, phone, acting areas as expertises, the formations as the
 * resume, the description as aboutMe in the wizard's language with the versions in other
 * languages the coach kept, editor theme defaults), then the chosen site address,
 * and marks the first login as done. The address comes after the profile so that a refused
 * one leaves the coach in the wizard with nothing lost, under the same draft, to pick another.
 */
export async function submitWizard(
  data: WizardData,
  username: string,
  textLanguage: Locale,
  queryClient: QueryClient,
): Promise<WizardSubmitOutput> {
  const fullName = data.name.trim().replace(/\s+/g, ' ');
  const { firstName, secondName } = splitName(fullName);
  const phone = data.phone.trim();
  const resumeFeed = formationsResume(data.formations);
  const translations = descriptionTranslations(data, textLanguage);
  await saveMyProfile({
    fullName,
    firstName,
    secondName,
    email: data.email.trim(),
    ...(phone ? { tel: phone } : {}),
    expertises: data.actingAreas.filter(isActingArea),
    ...(resumeFeed ? { resumeFeed } : {}),
    aboutMe: data.description.trim(),
    textLanguage,
    ...(Object.keys(translations).length ? { translations } : {}),
    theme: EDITOR_DEFAULT_THEME,
    themeColor: EDITOR_DEFAULT_THEME_COLOR,
  });
  let address = username;
  if (data.username && data.username !== username) {
    const saved = await saveSiteAddress(data.username);
    if (!saved) return { outcome: 'addressRefused' };
    address = saved;
    // The account answers to the new address from now on: a reload before the end finds the
    // answers under it, and the next read of the username asks the server again.
    const draft = loadDraft(username);
    if (draft) saveDraft(address, draft);
    void queryClient.invalidateQueries({ queryKey: getGetMyUsernameQueryKey(), refetchType: 'none' });
  }
  await markFirstLogin();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetMyProfileQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetFirstLoginQueryKey() }),
  ]);
  return { outcome: 'saved', username: address };
}
