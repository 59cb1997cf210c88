import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeMessage, ShellAdapter } from './native-shell/types.js';

const adapter = vi.hoisted(() => ({ handle: vi.fn<ShellAdapter['handle']>(), connects: 0 }));
vi.mock('./native-shell/capacitor.js', () => ({
  connectCapacitorShell: async () => {
    adapter.connects++;
    window.nativeClientInfo = { platform: 'android', version: '1.4.0' };
    return { handle: adapter.handle };
  },
}));
const scan = vi.hoisted(() => vi.fn(async (instructions: string) => `read with "${instructions}"`));
vi.mock('./native-shell/scanner.js', () => ({ scanWithNativeCamera: scan }));

/** A fresh bridge each time: which shell it is in is read when it loads. */
const loadBridge = async () => {
  vi.resetModules();
  return (await import('./native-bridge.js')).nativeBridge;
};
const login: NativeMessage = { type: 'login', account: 'wangfang', userId: 'u1', token: 't' };

beforeEach(() => {
  adapter.handle.mockReset().mockResolvedValue(true);
  adapter.connects = 0;
});
afterEach(() => {
  delete window.nativeShell;
  delete window.Capacitor;
  delete window.nativeClientInfo;
});

describe('native bridge', () => {
  it('in a browser: not native, every call a no-op, no scanner', async () => {
    const bridge = await loadBridge();
    expect(bridge.isNative()).toBe(false);
    expect(bridge.send(login)).toBe(false);
    expect(await bridge.deliver(login)).toBe(false);
    expect(bridge.scanner()).toBeNull();
    expect(bridge.clientInfo()).toEqual({});
    expect(adapter.connects).toBe(0);
  });

  it('in a message shell (the fake shell): posts JSON, and a shell that refuses is a failed delivery', async () => {
    const posted: unknown[] = [];
    window.nativeShell = { postMessage: (m) => void posted.push(JSON.parse(m)) };
    const bridge = await loadBridge();
    expect(bridge.isNative()).toBe(true);
    expect(bridge.send(login)).toBe(true);
    expect(await bridge.deliver({ type: 'exitApp' })).toBe(true);
    expect(posted).toEqual([login, { type: 'exitApp' }]);
    window.nativeShell = { postMessage: () => { throw new Error('closed'); } };
    expect(await bridge.deliver({ type: 'exitApp' })).toBe(false);
  });

  it('inside Capacitor: connects the adapter at start, hands it messages and reports what it could not do', async () => {
    window.Capacitor = { isNativePlatform: () => true };
    const bridge = await loadBridge();
    expect(bridge.isNative()).toBe(true);
    await bridge.ready();
    expect(adapter.connects).toBe(1);
    expect(bridge.clientInfo()).toEqual({ platform: 'android', version: '1.4.0' });

    expect(bridge.send(login)).toBe(true);
    await vi.waitFor(() => expect(adapter.handle).toHaveBeenCalledWith(login));
    adapter.handle.mockRejectedValueOnce(new Error('no browser'));
    expect(await bridge.deliver({ type: 'downloadUpdate', url: 'https://p/app.apk', version: '2.0' })).toBe(false);
    expect(adapter.connects).toBe(1);

    expect(await bridge.scanner()!('对准标签')).toBe('read with "对准标签"');
  });

  it('a Capacitor page in a plain browser (not a native platform) is no shell', async () => {
    window.Capacitor = { isNativePlatform: () => false };
    const bridge = await loadBridge();
    expect(bridge.isNative()).toBe(false);
    expect(adapter.connects).toBe(0);
  });
});
