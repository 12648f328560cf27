/**
 * The coach's username is the address of the site (/{username}): only letters, digits,
 * underscore and hyphen survive; anything else is removed as the coach types.
 */
import { CONTRACT_LIMITS } from './contract';

export const USERNAME_MAX_LENGTH = CONTRACT_LIMITS.profile.username;

/** Strips every character other than A-Z, a-z, 0-9, `_` and `-`. */
export function sanitizeUsername(value: string): string {
  return (typeof value === 'string' ? value : '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, USERNAME_MAX_LENGTH);
}
