import type { FormEvent } from 'react';

/**
 * Submitting a coach-site form: nothing while it is sending; `submit` when the form may be sent;
 * else `refuse` (an incomplete form shows every message and takes the visitor to the first one).
 */
export function submitForm(
  event: FormEvent,
  { sending, canSend, submit, refuse }: { sending: boolean; canSend: boolean; submit: () => void; refuse: () => void },
) {
  event.preventDefault();
  if (sending) return;
  if (canSend) submit();
  else refuse();
}
