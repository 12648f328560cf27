import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import { createActor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { actorOptions, inspectionRequested, installInspector, useAppActor } from '@/lib/inspect';
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { setTokens } from '@/lib/tokens';
import { db } from '@/mocks/db';
import CoachModal from '@/features/coach-site/sections/coach-modal';
import { locationMachine } from '@machines/location.machine';
import { publishingMachine } from '@machines/publishing.machine';
import { renderApp, renderWithProviders } from '../utils/render';

// The login page would leave for the provider; it is not needed to see its actor start.
vi.mock('@/features/auth/leave', () => ({ leaveTo: vi.fn() }));

afterEach(() => installInspector(undefined));

/** Installs an inspector that records what it is told, and reads the ids of the machines started. */
function recordInspection() {
  const events: InspectionEvent[] = [];
  installInspector((event) => events.push(event));
  const startedMachines = () =>
    events
      .filter((event) => event.type === '@xstate.actor')
      .map(({ actorRef }) => {
        const { src } = actorRef as AnyActorRef;
        return typeof src === 'string' ? src : (src as { id?: string }).id;
      });
  return { events, startedMachines };
}

describe('the Stately inspector wiring', () => {
  it('emits actor, event and snapshot inspection events for an actor started with actorOptions()', async () => {
    const received: StatelyInspectionEvent[] = [];
    const inspector = createInspector({ send: (event) => received.push(event) });
    installInspector(inspector.inspect);

    const actor = createActor(locationMachine, { ...actorOptions(), input: { lang: 'pt' } }).start();
    actor.send({ type: 'location.country', value: 'PT', model: 'cities' });

    await expect
      .poll(() => received.map((e) => e.type))
      .toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    const events = received
      .filter((e) => e.type === '@xstate.event')
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(events).toContain('location.country');
    actor.stop();
  });

  it('reports the actors a view starts through useAppActor, with their events', () => {
    const { events, startedMachines } = recordInspection();
    const { result, unmount } = renderHook(() => useAppActor(publishingMachine, { input: { published: false } }));
    expect(startedMachines()).toEqual(['publishing']);
    result.current.send({ type: 'published.sync', published: true });
    expect(events.some((e) => e.type === '@xstate.event' && e.event.type === 'published.sync')).toBe(true);
    unmount();
  });

  it('attaches nothing unless inspection is requested', () => {
    expect(actorOptions()).toEqual({});
    expect(inspectionRequested('')).toBe(false);
    const { result, unmount } = renderHook(() => useAppActor(publishingMachine, { input: { published: false } }));
    expect(result.current.getSnapshot().status).toBe('active');
    unmount();
  });
});

describe('the views start their machines where the inspector sees them', () => {
  it('the coach modal: the session request and its contact form', async () => {
    const { startedMachines } = recordInspection();
    const profile = db.profileByUsername('ana-souza')!;
    await renderWithProviders(
      <CoachModal
        open
        onOpenChange={() => {}}
        initialTab="contact"
        profile={{ id: profile.id, username: profile.username, firstName: profile.firstName }}
      />,
    );
    await screen.findByRole('dialog');
    expect(startedMachines()).toEqual(expect.arrayContaining(['sessionRequest', 'contactForm']));
  });

  it('the wizard: the steps and the AI biography', async () => {
    const { startedMachines } = recordInspection();
    const tokens = await exchangeToken({
      grant_type: 'password',
      client_id: 'coach_profile',
      username: 'novo-coach',
      password: 'demo1234',
    });
    setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? '' });
    await renderApp('/customize/form');
    await screen.findByRole('heading', { name: 'Dados pessoais' });
    expect(startedMachines()).toEqual(expect.arrayContaining(['wizard', 'biography']));
  });

  it('the coaches list: the search panel', async () => {
    const { startedMachines } = recordInspection();
    await renderApp('/coaches_list');
    await screen.findByRole('heading', { level: 1, name: 'Encontre seu coach' });
    expect(startedMachines()).toContain('search');
  });

  it('the login page', async () => {
    const { startedMachines } = recordInspection();
    await renderApp('/login?method=password');
    await screen.findByLabelText('Usuário ou e-mail');
    expect(startedMachines()).toContain('login');
  });
});
