import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyFaultsFromUrl, faultFor, formatFaults, getFaults, parseFaults, type Fault } from '@/mocks/faults';

describe('fault switch syntax', () => {
  it('reads statuses, network failures, delays and the bare flag', () => {
    expect(
      parseFaults('saveMyProfile:500,uploadImage:network,searchPublicProfiles:delay=2000,getMyProfile:404+bare'),
    ).toEqual({
      faults: [
        { operation: 'saveMyProfile', status: 500 },
        { operation: 'uploadImage', network: true },
        { operation: 'searchPublicProfiles', delayMs: 2000 },
        { operation: 'getMyProfile', status: 404, bare: true },
      ],
      invalid: [],
    });
    expect(parseFaults('*:delay+503').faults).toEqual([{ operation: '*', delayMs: 2000, status: 503 }]);
  });

  it('sets aside what it cannot read instead of failing', () => {
    expect(parseFaults('saveMyProfile, :500, getMyProfile:200, x:teapot, ok:bare, y:delay=70000')).toEqual({
      faults: [{ operation: 'y', delayMs: 60_000 }],
      invalid: ['saveMyProfile', ':500', 'getMyProfile:200', 'x:teapot', 'ok:bare'],
    });
    expect(parseFaults(null)).toEqual({ faults: [], invalid: [] });
  });

  it('writes back what it reads', () => {
    const fault = fc.record(
      {
        operation: fc.constantFrom('*', 'saveMyProfile', 'uploadImage'),
        status: fc.integer({ min: 400, max: 599 }),
        bare: fc.constant(true),
        network: fc.constant(true),
        delayMs: fc.integer({ min: 0, max: 60_000 }),
      },
      { requiredKeys: ['operation'] },
    );
    fc.assert(
      fc.property(fc.array(fault, { maxLength: 4 }), (faults) => {
        const usable = faults.filter((f) => f.status !== undefined || f.network || f.delayMs !== undefined) as Fault[];
        const cleaned = usable.map((f) => (f.status === undefined ? { ...f, bare: undefined } : f));
        const parsed = parseFaults(formatFaults(cleaned)).faults;
        expect(parsed).toEqual(
          cleaned.map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined))),
        );
      }),
    );
  });

  it('takes the switch from the address, removes the parameter and lets an own entry win over *', () => {
    window.history.replaceState(null, '', '/home?demo_fault=*:500,getMyProfile:delay=10,bogus&q=1#top');
    expect(applyFaultsFromUrl(window.location, window.history)).toEqual(['bogus']);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/home?q=1#top');
    expect(getFaults()).toHaveLength(2);
    expect(faultFor('getMyProfile')).toEqual({ operation: 'getMyProfile', delayMs: 10 });
    expect(faultFor('listCountries')).toEqual({ operation: '*', status: 500 });

    window.history.replaceState(null, '', '/home?demo_fault=off');
    applyFaultsFromUrl(window.location, window.history);
    expect(getFaults()).toEqual([]);
    expect(window.location.search).toBe('');
  });
});
