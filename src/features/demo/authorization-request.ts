/**
 * The query of an /authorize request, as the demo sign-in page reads it from its address: the
 * route keeps these fields of the query, and the page asks for every one of them.
 */
export const AUTHORIZATION_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The authorization request the demo sign-in page received (the /authorize query). */
export type AuthorizationRequest = Record<(typeof AUTHORIZATION_FIELDS)[number], string>;
