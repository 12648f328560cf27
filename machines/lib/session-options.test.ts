// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TURN_ORDER, WEEKDAY_ORDER, availableDays, sessionTypeOptions, turnsForDay } from './session-options';

const slot = fc.record({
  weekday: fc.constantFrom(...WEEKDAY_ORDER, 'HOLIDAY'),
  turn: fc.constantFrom(...TURN_ORDER, 'DAWN'),
});

describe('session options', () => {
  it('offers each scheduled weekday once, Sunday first, and only those', () => {
    fc.assert(
      fc.property(fc.array(slot), (slots) => {
        const days = availableDays(slots);
        expect(days).toEqual(WEEKDAY_ORDER.filter((d) => slots.some((s) => s.weekday === d)));
        for (const day of days) {
          const turns = turnsForDay(slots, day);
          expect(turns).toEqual(TURN_ORDER.filter((t) => slots.some((s) => s.weekday === day && s.turn === t)));
        }
      }),
    );
    expect(availableDays(undefined)).toEqual([]);
    expect(turnsForDay(null, 'MONDAY')).toEqual([]);
  });

  it('limits session types to the coach type unless BOTH', () => {
    expect(sessionTypeOptions('BOTH')).toEqual(['ONLINE', 'PRESENTIAL']);
    expect(sessionTypeOptions('ONLINE')).toEqual(['ONLINE']);
    expect(sessionTypeOptions('PRESENTIAL')).toEqual(['PRESENTIAL']);
    expect(sessionTypeOptions(undefined)).toEqual([]);
  });
});
