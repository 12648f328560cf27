import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { faultsFromParam, formatFaults, parseFaults, type Fault } from '@/mocks/faults';
import { faultFor, getFaults, setFaults } from '@/mocks/fault-switch';
import { sendCoachContact } from '@/api/gen/api-v2/contact/contact';
import { NetworkError, OfflineError, RequestTimeoutError, isApiError } from '@/api/errors';
import { setRequestTimeouts } from '@/api/http';
import { db } from '@/mocks/db';
import { server } from '../msw-server';

describe('fault switch syntax', () => {
  it('reads statuses, network failures, delays, timeouts and the bare flag', () => {
    expect(
      parseFaults(
        'saveMyProfile:500,uploadImage:network,searchPublicProfiles:delay=2000,getMyProfile:404+bare,sendCoachContact:timeout',
      ),
    ).toEqual({
      faults: [
        { operation: 'saveMyProfile', status: 500 },
        { operation: 'uploadImage', network: true },
        { operation: 'searchPublicProfiles', delayMs: 2000 },
        { operation: 'getMyProfile', status: 404, bare: true },
        { operation: 'sendCoachContact', timeout: true },
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
        timeout: fc.constant(true),
      },
      { requiredKeys: ['operation'] },
    );
    fc.assert(
      fc.property(fc.array(fault, { maxLength: 4 }), (faults) => {
        const usable = faults.filter(
          (f) => f.status !== undefined || f.network || f.timeout || f.delayMs !== undefined,
        ) as Fault[];
        const cleaned = usable.map((f) => (f.status === undefined ? { ...f, bare: undefined } : f));
        const parsed = parseFaults(formatFaults(cleaned)).faults;
        expect(parsed).toEqual(
          cleaned.map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined))),
        );
      }),
    );
  });

  it('reads the address parameter, sets aside what it cannot read, and lets an own entry win over *', () => {
    const { faults, invalid } = faultsFromParam('*:500,getMyProfile:delay=10,bogus');
    expect(invalid).toEqual(['bogus']);
    setFaults(faults);
    expect(getFaults()).toHaveLength(2);
    expect(faultFor('getMyProfile')).toEqual({ operation: 'getMyProfile', delayMs: 10 });
    expect(faultFor('listCountries')).toEqual({ operation: '*', status: 500 });

    setFaults(faultsFromParam('off').faults);
    expect(getFaults()).toEqual([]);
    expect(faultsFromParam(' none ')).toEqual({ faults: [], invalid: [] });
  });
});

describe('fault effects as the HTTP layer sees them', () => {
  const coach = () => db.allProfiles().find((p) => p.published)!;
  const message = (email: string) => ({
    id: coach().id,
    name: 'Bruna Alves',
    email,
    subject: 'Primeira conversa',
    message: 'Olá!',
  });

  afterEach(() => {
    setFaults([]);
    setRequestTimeouts();
  });

  it('a timeout holds the request until the client gives up, and the operation is not performed', async () => {
    const finished: string[] = [];
    const onMatch = ({ request }: { request: Request }) => finished.push(request.url);
    server.events.on('request:match', onMatch);
    setRequestTimeouts({ json: 150 });
    setFaults([{ operation: 'sendCoachContact', timeout: true }]);
    const started = Date.now();
    const failure = await sendCoachContact(coach().id, message('held@example.com')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    // The held request ends as soon as the client has let go (not minutes later), without the write.
    await vi.waitFor(() => expect(finished).toHaveLength(1), { timeout: 1000 });
    server.events.removeListener('request:match', onMatch);
    expect(db.contacts().filter((c) => c.email === 'held@example.com')).toHaveLength(0);

    setFaults([]);
    await sendCoachContact(coach().id, message('held@example.com'));
    expect(db.contacts().filter((c) => c.email === 'held@example.com')).toHaveLength(1);
  });

  it('a network fault is a NetworkError, the same failure while offline an OfflineError, and a status an ApiError', async () => {
    setFaults([{ operation: 'sendCoachContact', network: true }]);
    const unreachable = await sendCoachContact(coach().id, message('a@example.com')).catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(NetworkError);
    expect(unreachable).not.toBeInstanceOf(OfflineError);

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await sendCoachContact(coach().id, message('a@example.com')).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(OfflineError);
    online.mockRestore();

    setFaults([{ operation: 'sendCoachContact', status: 503 }]);
    const status = await sendCoachContact(coach().id, message('a@example.com')).catch((e: unknown) => e);
    expect(isApiError(status, 503)).toBe(true);
    expect(db.contacts().filter((c) => c.email === 'a@example.com')).toHaveLength(0);
  });
});
