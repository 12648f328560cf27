/**
 * What a visitor may pick when requesting an experimental session: only weekdays the coach
 * has schedules on, only the turns of the chosen day, and only the coach's session type
 * unless the coach offers both. The session-request machine and its form share these.
 */
export const WEEKDAY_ORDER = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type WeekdayName = (typeof WEEKDAY_ORDER)[number];
export const TURN_ORDER = ['MORNING', 'AFTERNOON', 'NIGHT'] as const;
export type TurnName = (typeof TURN_ORDER)[number];
export const SERVICE_MODES = ['ONLINE', 'PRESENTIAL'] as const;
export type ServiceModeName = (typeof SERVICE_MODES)[number];
export type SessionTypeName = ServiceModeName | 'BOTH';

export interface ScheduleSlot {
  weekday: string;
  turn: string;
}

/** Weekdays with at least one schedule, Sunday first. */
export function availableDays(schedules: readonly ScheduleSlot[] | null | undefined): WeekdayName[] {
  const days = new Set((schedules ?? []).map((s) => s.weekday));
  return WEEKDAY_ORDER.filter((day) => days.has(day));
}

/** The turns scheduled on one weekday, morning first. */
export function turnsForDay(schedules: readonly ScheduleSlot[] | null | undefined, day: string): TurnName[] {
  const turns = new Set((schedules ?? []).filter((s) => s.weekday === day).map((s) => s.turn));
  return TURN_ORDER.filter((turn) => turns.has(turn));
}

/** The session types a visitor may choose: both when the coach offers BOTH, else the coach's one. */
export function sessionTypeOptions(type: string | null | undefined): ServiceModeName[] {
  if (type === 'ONLINE' || type === 'PRESENTIAL') return [type];
  if (type === 'BOTH') return [...SERVICE_MODES];
  return [];
}
