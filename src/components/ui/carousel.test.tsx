import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { I18nProvider } from '@lingui/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { setupI18n } from '@lingui/core';
import { stubBrowser } from '../../../tests/utils/browser-stubs';
import { Carousel } from './carousel';

// Every carousel embla starts, kept to count its starts and later measurements.
const started = vi.hoisted(() => [] as EmblaCarouselType[]);
vi.mock('embla-carousel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel')>();
  const Embla = actual.default;
  const spy = Object.assign(
    (...args: Parameters<typeof Embla>) => {
      const api = Embla(...args);
      vi.spyOn(api, 'reInit');
      started.push(api);
      return api;
    },
    { globalOptions: undefined },
  );
  return { ...actual, default: spy };
});

/** A browser that reports paints, with `painted` entries so far. */
function stubPaints(painted: number) {
  vi.stubGlobal('PerformanceObserver', Object.assign(class {}, { supportedEntryTypes: ['paint'] }));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'paint' ? (Array.from({ length: painted }, () => ({})) as PerformanceEntryList) : [],
  );
}

const i18n = setupI18n();

const slides = ['Primeiro', 'Segundo', 'Terceiro', 'Quarto'].map((text) => <p key={text}>{text}</p>);

function renderCarousel() {
  return render(
    <I18nProvider i18n={i18n}>
      <Carousel label="Destaques" slides={slides} breakpoints={[[0, 1]]} autoplay />
    </I18nProvider>,
  );
}

/** The carousel comes near the viewport, once it watches for that. */
async function scrollNear() {
  await waitFor(() => expect(window.IntersectionObserver).toHaveBeenCalled());
  act(() => mockAllIsIntersecting(true));
}

beforeEach(() => {
  started.length = 0;
  stubBrowser();
  setupIntersectionMocking(vi.fn);
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('on a cold load shows its slides first and starts embla once the page has painted', async () => {
    stubPaints(0);
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(region).toHaveTextContent('Primeiro');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    // The first render and its effects measured nothing.
    expect(started).toHaveLength(0);
    await scrollNear();
    await waitFor(() => expect(started).toHaveLength(1));
    // Embla measured as it started, and not a second time for the same layout.
    expect(started[0]?.reInit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('a press on Próximo before embla has started moves the carousel once it has', async () => {
    stubPaints(0);
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(started).toHaveLength(0);
    screen.getByRole('button', { name: 'Próximo' }).click();
    await scrollNear();
    await waitFor(() => expect(started).toHaveLength(1));
    await waitFor(() => expect(started[0]?.selectedScrollSnap()).toBe(1));
    expect(region).toHaveTextContent('2 de 4');
  });

  it('starts embla at once on a page that has already painted, when the carousel is near the viewport', async () => {
    stubPaints(1);
    renderCarousel();
    await scrollNear();
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.reInit).not.toHaveBeenCalled();
  });

  it('measures again when the number of slides changes', async () => {
    stubPaints(1);
    const view = renderCarousel();
    await scrollNear();
    await waitFor(() => expect(started).toHaveLength(1));
    view.rerender(
      <I18nProvider i18n={i18n}>
        <Carousel label="Destaques" slides={slides.slice(0, 3)} breakpoints={[[0, 1]]} autoplay />
      </I18nProvider>,
    );
    await waitFor(() => expect(started[0]?.reInit).toHaveBeenCalled());
    expect(started).toHaveLength(1);
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('below the fold, neither loads nor starts embla until the visitor scrolls near it', async () => {
    stubPaints(1);
    renderCarousel();
    await waitFor(() => expect(window.IntersectionObserver).toHaveBeenCalled());
    act(() => mockAllIsIntersecting(false));
    // Its slides are there, where embla would start them.
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(started).toHaveLength(0);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(started).toHaveLength(1));
  });
});
