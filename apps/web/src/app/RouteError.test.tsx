import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import '../i18n/index.js';
import { RouteError } from './RouteError.js';

/** A frame like the shell's (its tab bar stays) around a page that fails with `error`. */
function renderFailing(error: Error) {
  const router = createMemoryRouter([{
    element: <div><Outlet /><nav data-testid="tabbar" /></div>,
    hydrateFallbackElement: null,
    children: [{
      errorElement: <RouteError />,
      children: [{ path: '/inbox', lazy: () => Promise.reject(error) }],
    }],
  }], { initialEntries: ['/inbox'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('route error', () => {
  it('a page whose file did not arrive says network error with retry inside the frame, once the server proves out of reach', async () => {
    const probe = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    vi.stubGlobal('fetch', probe);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://x/assets/InboxPage-a1.js'));
    expect(await screen.findByText('网络异常，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getByTestId('tabbar')).toBeTruthy();
    expect(probe).toHaveBeenCalledWith('/index.html', expect.objectContaining({ cache: 'no-store' }));
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });

  it('offline, a page whose file did not arrive says so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://x/assets/InboxPage-a1.js'));
    expect(await screen.findByText('当前离线，请联网后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('a page that broke says the system has gone wrong, never the error itself', async () => {
    renderFailing(new ReferenceError('nosuch is not defined'));
    expect(await screen.findByText('系统出错了')).toBeTruthy();
    expect(screen.queryByText(/nosuch/)).toBeNull();
    expect(screen.getByTestId('tabbar')).toBeTruthy();
  });
});
