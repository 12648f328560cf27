/**
 * Turns the formations of the wizard's second step into the profile's resume text (resumeFeed),
 * which the coach site's Currículo section shows one line per item. Without it the formations
 * only fed the AI prompt and were lost when the wizard saved.
 */
import { CONTRACT_LIMITS } from '@machines/lib/contract';
import type { Formation } from '@machines/lib/wizard-validation';

function clean(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function formationLine(formation: Formation): string {
  const title = [clean(formation.course), clean(formation.school)].filter(Boolean).join(' — ');
  if (!title) return '';
  return formation.year === null ? title : `${title} (${formation.year})`;
}

/**
 * One line per filled formation, in the coach's order. Ten formations of the longest allowed
 * course and school names exceed the contract's resume limit, so only whole lines that fit are
 * kept: a half-cut line would read as a typo on the public site.
 */
export function formationsResume(formations: readonly Formation[]): string {
  const limit = CONTRACT_LIMITS.profile.resumeFeed;
  let resume = '';
  for (const line of formations.map(formationLine).filter(Boolean)) {
    const next = resume ? `${resume}\n${line}` : line;
    if (next.length > limit) break;
    resume = next;
  }
  return resume;
}
