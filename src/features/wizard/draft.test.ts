import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearAllDrafts, clearDraft, loadDraft, saveDraft, type WizardDraft } from './draft';

const draft: Omit<WizardDraft, 'version'> = {
  step: 2,
  data: {
    name: 'Ana',
    email: 'ana@example.com',
    phone: '+55 (11) 98765-4321',
    actingAreas: ['Life'],
    formations: [{ course: 'PNL', school: 'Escola', year: 2020 }],
    answer1: 'a',
    answer2: 'b',
    answer3: '',
    description: '',
  },
  biography: { versions: ['v1'], index: 0 },
};

describe('wizard draft', () => {
  it('keeps one draft per coach', () => {
    saveDraft('ana', draft);
    expect(loadDraft('ana')).toEqual({ ...draft, version: 1 });
    expect(loadDraft('bruno')).toBeNull();
    clearDraft('ana');
    expect(loadDraft('ana')).toBeNull();
  });

  it('clears every draft on logout without touching other keys', () => {
    saveDraft('ana', draft);
    saveDraft('bruno', draft);
    localStorage.setItem('coachly.lang', 'en');
    clearAllDrafts();
    expect(loadDraft('ana')).toBeNull();
    expect(loadDraft('bruno')).toBeNull();
    expect(localStorage.getItem('coachly.lang')).toBe('en');
  });

  it('never throws on whatever is stored and only returns well-formed drafts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          localStorage.setItem('coachly.wizard-draft:x', raw);
          const loaded = loadDraft('x');
          if (loaded !== null) {
            expect(loaded.version).toBe(1);
            expect(Array.isArray(loaded.data.formations)).toBe(true);
            expect(Array.isArray(loaded.biography.versions)).toBe(true);
          }
        },
      ),
    );
  });

  it('repairs damaged fields of an otherwise readable draft', () => {
    localStorage.setItem(
      'coachly.wizard-draft:x',
      JSON.stringify({ version: 1, step: 'two', data: { name: 7, actingAreas: 'Life' } }),
    );
    expect(loadDraft('x')).toMatchObject({
      step: 0,
      data: { name: '', actingAreas: [], formations: [] },
      biography: { versions: [] },
    });
  });
});
