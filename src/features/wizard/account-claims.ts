/**
 * What the sign-in provider says about the signed-in coach: its access token is a JWT (as the
 * login contract's example shows) whose standard `name` and `email` claims the wizard offers as
 * the coach's name and e-mail. Read to prefill two editable fields only, never trusted for
 * anything else; an opaque token, or one without these claims, gives nothing.
 */
import { getTokens } from '@/lib/tokens';
import { z } from '@/lib/zod';

export interface AccountClaims {
  name?: string;
  email?: string;
}

const claimsSchema = z.object({
  name: z.catch(z.optional(z.string()), undefined),
  email: z.catch(z.optional(z.string()), undefined),
});

function decodeBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The name and e-mail claims of the stored access token, those it has. */
export function accountClaims(token: string | undefined = getTokens()?.access_token): AccountClaims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    if (!parsed.success) return {};
    const { name, email } = parsed.data;
    return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
  } catch {
    return {};
  }
}
