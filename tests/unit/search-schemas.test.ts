/**
 * Every page loads the routes' modules, and with them the search's schemas; only the pages that
 * read a search should pay for building them.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/zod', async (importOriginal) => {
  const { z } = await importOriginal<typeof import('@/lib/zod')>();
  return { z: { ...z, object: vi.fn(z.object) } };
});

describe('search schemas', () => {
  it('are built on their first use, not as their modules load', async () => {
    const { z } = await import('@/lib/zod');
    const { coachSearchSchema } = await import('@/features/search/search-params');
    await import('@/routes/blog._list');
    expect(z.object).not.toHaveBeenCalled();

    expect(coachSearchSchema.parse({ name: '  Ana   Souza ', country: 'BR', state: 'SP' })).toEqual({
      name: 'Ana Souza',
      country: 'BR',
      state: 'SP',
      city: undefined,
    });
    coachSearchSchema.parse({ name: 'Bia' });
    expect(z.object).toHaveBeenCalledTimes(1);
  });
});
