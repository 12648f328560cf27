// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_EXPERTISES, customExpertises, sanitizeExpertises, toggleExpertise } from './expertise-limit';

const KNOWN = [
  'Life',
  'Família',
  'Carreira',
  'Saúde',
  'Finanças',
  'Business',
  'Esportes',
  'Emocional',
  'Liderança',
  'Relacionamentos',
  'Executivo',
  'Educação',
];

describe('expertise limit', () => {
  it('ticks up to three expertises', () => {
    let selected: string[] = [];
    for (const name of ['Life', 'Carreira', 'Saúde']) {
      const result = toggleExpertise(selected, name);
      expect(result.refused).toBe(false);
      selected = result.selected;
    }
    expect(selected).toEqual(['Life', 'Carreira', 'Saúde']);
  });

  it('refuses a fourth tick and keeps the three chosen', () => {
    const result = toggleExpertise(['Life', 'Carreira', 'Saúde'], 'Business');
    expect(result).toEqual({ selected: ['Life', 'Carreira', 'Saúde'], refused: true });
  });

  it('a click on a chosen expertise un-ticks it even at the limit', () => {
    const result = toggleExpertise(['Life', 'Carreira', 'Saúde'], 'Carreira');
    expect(result).toEqual({ selected: ['Life', 'Saúde'], refused: false });
    expect(toggleExpertise(result.selected, 'Business').selected).toEqual(['Life', 'Saúde', 'Business']);
  });

  it('drops a custom expertise that is not in the predefined list when saving', () => {
    expect(sanitizeExpertises(['Carreira', 'Coaching quântico', 'Saúde'], KNOWN)).toEqual(['Carreira', 'Saúde']);
    expect(customExpertises(['Carreira', 'Coaching quântico'], KNOWN)).toEqual(['Coaching quântico']);
  });

  it('matches predefined names regardless of case and spacing, spelt as the list spells them', () => {
    expect(sanitizeExpertises([' carreira ', 'SAÚDE'], KNOWN)).toEqual(['Carreira', 'Saúde']);
  });

  it('property: no sequence of clicks ever selects more than three or duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KNOWN), { maxLength: 40 }), (clicks) => {
        let selected: string[] = [];
        for (const name of clicks) selected = toggleExpertise(selected, name).selected;
        expect(selected.length).toBeLessThanOrEqual(MAX_EXPERTISES);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });

  it('property: a refused click changes nothing, an accepted one changes exactly one entry', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...KNOWN), { maxLength: 3 }),
        fc.constantFrom(...KNOWN),
        (selected, name) => {
          const result = toggleExpertise(selected, name);
          if (result.refused) {
            expect(result.selected).toEqual(selected);
            expect(selected).toHaveLength(3);
            expect(selected).not.toContain(name);
          } else {
            expect(Math.abs(result.selected.length - selected.length)).toBe(1);
          }
        },
      ),
    );
  });

  it('property: the saved list holds only predefined names, at most three', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...KNOWN), fc.string()), { maxLength: 10 }), (selected) => {
        const saved = sanitizeExpertises(selected, KNOWN);
        expect(saved.length).toBeLessThanOrEqual(MAX_EXPERTISES);
        for (const name of saved) expect(KNOWN).toContain(name);
        expect(sanitizeExpertises(saved, KNOWN)).toEqual(saved);
      }),
    );
  });
});
