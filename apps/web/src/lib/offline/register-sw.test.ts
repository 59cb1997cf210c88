import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-sw.js';

/** The browser's service worker container, with one registration an earlier build left. */
function container() {
  const left = { unregister: vi.fn(async () => true) };
  const registration = { waiting: null, installing: null, addEventListener: vi.fn(), update: vi.fn(async () => undefined) };
  const sw = { controller: null, register: vi.fn(async () => registration), getRegistrations: vi.fn(async () => [left]) };
  Object.defineProperty(navigator, 'serviceWorker', { value: sw, configurable: true });
  return { sw, left, registration };
}

beforeEach(() => {
  // A built app (the worker registers only outside the dev server), over HTTPS.
  vi.stubEnv('DEV', false);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(window, 'Capacitor');
});

describe('service worker registration', () => {
  it('registers /sw.js in a browser', async () => {
    const { sw, left, registration } = container();
    expect(await registerServiceWorker()).toBe(registration);
    expect(sw.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(left.unregister).not.toHaveBeenCalled();
  });

  it('registers none inside the Capacitor shell, and removes one an earlier build registered there', async () => {
    const { sw, left } = container();
    Object.assign(window, { Capacitor: { isNativePlatform: () => true } });
    expect(await registerServiceWorker()).toBeNull();
    expect(sw.register).not.toHaveBeenCalled();
    expect(left.unregister).toHaveBeenCalledOnce();
  });
});
