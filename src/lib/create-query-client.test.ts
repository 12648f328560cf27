import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '@/api/errors';
import { createQueryClient } from './create-query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient offline', () => {
  it('fails a query at once with the offline error instead of pausing it without a word', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new OfflineError());
    await expect(client.fetchQuery({ queryKey: ['offline'], queryFn })).rejects.toBeInstanceOf(OfflineError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fails a mutation at once with the offline error', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(new OfflineError());
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(OfflineError);
  });
});
