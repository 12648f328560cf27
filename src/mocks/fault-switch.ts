/**
 * The fault switch itself (its syntax is src/mocks/faults.ts): the faults in effect for the call
 * being answered, which are its visitor's, kept in their sandbox (src/mocks/sandbox.ts).
 */
import type { Fault } from './faults.ts';
import { currentSandbox } from './sandbox.ts';

/** The fault switch of calls made outside a visitor's sandbox (tests). */
const defaultFaults: { faults: Fault[] } = { faults: [] };

/** The faults in effect for the call being answered: its sandbox's (src/mocks/sandbox.ts). */
export function getFaults(): Fault[] {
  return (currentSandbox() ?? defaultFaults).faults;
}

/** Replaces the faults in effect; an empty list switches the fault switch off. */
export function setFaults(faults: readonly Fault[]): void {
  (currentSandbox() ?? defaultFaults).faults = [...faults];
}

/** The fault for one operation: its own entry wins over a `*` entry. */
export function faultFor(operationId: string): Fault | undefined {
  const faults = getFaults();
  return faults.find((f) => f.operation === operationId) ?? faults.find((f) => f.operation === '*');
}
