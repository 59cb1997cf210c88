import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preferences } from '@capacitor/preferences';
import { userApi, type Endpoint } from '@wp/contract';
import { call } from '../http/client.js';

/**
 * The adapter over Capacitor's own web implementations where they work in a page (Preferences keeps to
 * localStorage, Browser opens a window) and stand-ins for what only a phone has (App, PushNotifications).
 */
const app = vi.hoisted(() => ({
  backButton: undefined as undefined | (() => void),
  exitApp: vi.fn(async () => undefined),
  getInfo: vi.fn(async () => ({ name: '清源再生水厂', id: 'cn.qingyuanwater.portal', build: '7', version: '1.4.0' })),
}));
vi.mock('@capacitor/app', () => ({
  App: {
    getInfo: app.getInfo,
    exitApp: app.exitApp,
    addListener: async (event: string, fn: () => void) => {
      if (event === 'backButton') app.backButton = fn;
      return { remove: async () => undefined };
    },
  },
}));
vi.mock('@capacitor/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@capacitor/core')>();
  return { ...core, Capacitor: { ...core.Capacitor, getPlatform: () => 'android' } };
});

type Listener = (event: { value: string }) => void;
const push = vi.hoisted(() => ({ listeners: new Map<string, Listener>(), token: 'fcm-token-1' as string | null, registered: 0, unregistered: 0 }));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    checkPermissions: async () => ({ receive: 'prompt' }),
    requestPermissions: async () => ({ receive: 'granted' }),
    addListener: async (event: string, fn: Listener) => {
      push.listeners.set(event, fn);
      return { remove: async () => void push.listeners.delete(event) };
    },
    register: async () => {
      push.registered++;
      // The token comes later, as an event, the way the native plugin sends it.
      setTimeout(() => (push.token ? push.listeners.get('registration')?.({ value: push.token }) : push.listeners.get('registrationError')?.({ value: '' })), 5);
    },
    unregister: async () => void push.unregistered++,
  },
}));
vi.mock('../http/client.js', () => ({ call: vi.fn(async () => ({ state: true, message: '' })) }));

const { connectCapacitorShell, ACCOUNT_KEY } = await import('./capacitor.js');
const userAgent = navigator.userAgent;
const setUserAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });

beforeEach(async () => {
  localStorage.clear();
  push.listeners.clear();
  Object.assign(push, { token: 'fcm-token-1', registered: 0, unregistered: 0 });
  vi.mocked(call).mockClear();
  delete window.nativeClientInfo;
});
afterEach(() => {
  setUserAgent(userAgent);
  delete window.onNativeBack;
  vi.restoreAllMocks();
});

describe('the Capacitor shell adapter', () => {
  it('publishes platform, app version and a lasting install id; the back button goes to the router', async () => {
    await connectCapacitorShell();
    const first = window.nativeClientInfo!;
    expect(first).toMatchObject({ platform: 'android', version: '1.4.0', clientToken: '' });
    expect(first.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await connectCapacitorShell();
    expect(window.nativeClientInfo!.clientId).toBe(first.clientId);

    const back = vi.fn();
    window.onNativeBack = back;
    app.backButton!();
    expect(back).toHaveBeenCalledOnce();
  });

  it('login: keeps the account, registers for pushes and sends updateClientInfo with the token (a build with push)', async () => {
    setUserAgent(`${userAgent} WaterPlantApp WaterPlantApp-push`);
    const shell = await connectCapacitorShell();
    const clientId = window.nativeClientInfo!.clientId;
    expect(await shell.handle({ type: 'login', account: 'wangfang', userId: 'u1', token: 't' })).toBe(true);
    expect((await Preferences.get({ key: ACCOUNT_KEY })).value).toBe('wangfang');
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(vi.mocked(call).mock.calls[0][0]).toBe(userApi.updateClientInfo as Endpoint);
    expect(vi.mocked(call).mock.calls[0][1]).toMatchObject({ body: { account: 'wangfang', clientToken: 'fcm-token-1', clientId } });
    expect(window.nativeClientInfo!.clientToken).toBe('fcm-token-1');
    // The next start reports the token before a new registration answers.
    await connectCapacitorShell();
    expect(window.nativeClientInfo!.clientToken).toBe('fcm-token-1');
  });

  it('a build without push never registers (it would crash), and a failed registration sends nothing', async () => {
    const shell = await connectCapacitorShell();
    await shell.handle({ type: 'login', account: 'wangfang', userId: 'u1', token: 't' });
    await new Promise((r) => setTimeout(r, 20));
    expect(push.registered).toBe(0);
    setUserAgent(`${userAgent} WaterPlantApp WaterPlantApp-push`);
    push.token = null;
    await shell.handle({ type: 'login', account: 'wangfang', userId: 'u1', token: 't' });
    await vi.waitFor(() => expect(push.registered).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(call).not.toHaveBeenCalled();
  });

  it('logout forgets the account and stops pushes to the device', async () => {
    setUserAgent(`${userAgent} WaterPlantApp WaterPlantApp-push`);
    const shell = await connectCapacitorShell();
    await shell.handle({ type: 'login', account: 'wangfang', userId: 'u1', token: 't' });
    expect(await shell.handle({ type: 'logout' })).toBe(true);
    expect((await Preferences.get({ key: ACCOUNT_KEY })).value).toBeNull();
    expect(push.unregistered).toBe(1);
  });

  it('exit quits the app; an update opens the package in the system browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const shell = await connectCapacitorShell();
    expect(await shell.handle({ type: 'exitApp' })).toBe(true);
    expect(app.exitApp).toHaveBeenCalledOnce();
    const url = 'https://portal.plant.example/portal/portal/appVersion/v1/download/r1';
    expect(await shell.handle({ type: 'downloadUpdate', url, version: '1.5.0' })).toBe(true);
    expect(open.mock.calls[0][0]).toBe(url);
    // It gives its version, so the web app checks for updates itself.
    expect(await shell.handle({ type: 'checkUpdate' })).toBe(false);
  });
});
