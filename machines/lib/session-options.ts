/**
 * What a visitor may pick when requesting an experimental session: only weekdays the coach
 * has schedules on, only the turns of the chosen day, and only the coach's session type
 * unless the coach offers both. The session-request machine and its form share these.
 *
 * The coach site loads this module up front, so it takes the contract's enums as types only
 * (no schema code): each list below is checked at compile time to hold every value.
 */
import type { ScheduleHour, ServiceMode, Turn, Weekday } from '@/api/gen/api-v2/model';
import { everyValueOf } from './enum-list';

/** Weekdays in display order, Sunday first. */
export const WEEKDAY_ORDER = everyValueOf<Weekday>()([
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
]);
export const TURN_ORDER = everyValueOf<Turn>()(['MORNING', 'AFTERNOON', 'NIGHT']);
export const SERVICE_MODES = everyValueOf<ServiceMode>()(['ONLINE', 'PRESENTIAL']);

/** A schedule of the coach data, read loosely: a value the contract does not list is skipped. */
type ScheduleSlot = { [K in keyof ScheduleHour]: string };

/** Weekdays with at least one schedule, Sunday first. */
export function availableDays(schedules: readonly ScheduleSlot[] | null | undefined): Weekday[] {
  const days = new Set((schedules ?? []).map((s) => s.weekday));
  return WEEKDAY_ORDER.filter((day) => days.has(day));
}

/** The turns scheduled on one weekday, morning first. */
export function turnsForDay(schedules: readonly ScheduleSlot[] | null | undefined, day: string): Turn[] {
  const turns = new Set((schedules ?? []).filter((s) => s.weekday === day).map((s) => s.turn));
  return TURN_ORDER.filter((turn) => turns.has(turn));
}

/** The session types a visitor may choose: both when the coach offers BOTH, else the coach's one. */
export function sessionTypeOptions(type: string | null | undefined): ServiceMode[] {
  if (type === 'ONLINE' || type === 'PRESENTIAL') return [type];
  if (type === 'BOTH') return [...SERVICE_MODES];
  return [];
}
