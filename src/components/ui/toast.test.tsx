import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('sonner');
  vi.resetModules();
});

describe('toasts while the toast library cannot be downloaded', () => {
  it('shows the error in its place, and through the library once it arrives back online', async () => {
    vi.resetModules();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let online = false;
    const error = vi.fn();
    vi.doMock('sonner', () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Toaster: () => null, toast: { error, success: vi.fn() } };
    });
    // The toasts speak through Lingui's own instance, the browser tab's (src/main.tsx).
    const [{ createAppI18n }, { i18n }] = await Promise.all([import('@/lib/i18n'), import('@lingui/core')]);
    await createAppI18n('pt', i18n);
    const { Toaster, showErrorToast } = await import('./toast');
    render(<Toaster />);

    const { OfflineError } = await import('@/api/errors');
    act(() => showErrorToast(new OfflineError()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ocorreu um erro, tente novamente ou entre em contato com o suporte! Você está sem conexão com a internet. Reconecte-se e tente novamente.',
    );

    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Você está sem conexão com a internet.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
