import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appVersionApi, type Endpoint } from '@wp/contract';
import { Dialog } from 'antd-mobile';
import { call, CallError } from './http/client.js';
import { notify } from './notify.js';
import { checkForUpdate } from './app-update.js';

vi.mock('./http/client.js', async (importOriginal) => ({ ...(await importOriginal<typeof import('./http/client.js')>()), call: vi.fn() }));
vi.mock('./notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));
const callMock = vi.mocked(call);
const posted: string[] = [];

const reply = (latestVersion: string | null, downloadUrl: string | null = 'https://plant.example/app.apk') =>
  ({ state: true, message: '', value: { hasUpdate: true, latestVersion, downloadUrl, notes: '修复问题', force: false, publishTime: null } });

beforeEach(() => {
  callMock.mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.danger).mockReset();
  posted.length = 0;
  Object.assign(window, { nativeShell: { postMessage: (m: string) => posted.push(m) }, nativeClientInfo: { platform: 'android', version: '1.9.3' } });
});
afterEach(() => {
  delete (window as { nativeShell?: unknown }).nativeShell;
  delete (window as { nativeClientInfo?: unknown }).nativeClientInfo;
  vi.restoreAllMocks();
});

describe('checkForUpdate', () => {
  it("'already the latest version' when the newest is not newer (numerically: 1.9.3 vs 1.10.0 is older)", async () => {
    callMock.mockResolvedValue(reply('1.9.3') as never);
    expect(await checkForUpdate({ auto: false })).toBe('latest');
    expect(notify.success).toHaveBeenCalledWith('已是最新版本');
    expect(callMock.mock.calls[0][0]).toBe(appVersionApi.check as Endpoint);
    expect(callMock.mock.calls[0][1]).toMatchObject({ query: { platform: 'android', version: '1.9.3' } });
  });

  it("'new version found': accepting hands the package to the shell", async () => {
    callMock.mockResolvedValue(reply('1.10.0') as never);
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    expect(await checkForUpdate({ auto: true })).toBe('update');
    expect(confirm.mock.calls[0][0].title).toBe('发现新版本');
    expect(JSON.parse(posted[0])).toEqual({ type: 'downloadUpdate', url: 'https://plant.example/app.apk', version: '1.10.0' });
  });

  it('hands the shell the whole address of a package this server keeps (the check answers its path)', async () => {
    callMock.mockResolvedValue(reply('1.10.0', '/portal/portal/appVersion/v1/download/abc') as never);
    vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    expect(await checkForUpdate({ auto: true })).toBe('update');
    expect(JSON.parse(posted.at(-1)!).url).toBe(`${window.location.origin}/portal/portal/appVersion/v1/download/abc`);
  });

  it("'version update failed' when there is no package; 'network error' on a failed manual check, silence on an automatic one", async () => {
    callMock.mockResolvedValue(reply('2.0', null) as never);
    vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    expect(await checkForUpdate({ auto: false })).toBe('failed');
    expect(notify.danger).toHaveBeenCalledWith('版本更新失败');
    callMock.mockRejectedValue(new CallError('Network Error'));
    expect(await checkForUpdate({ auto: false })).toBe('network');
    expect(notify.danger).toHaveBeenLastCalledWith('网络异常，请稍后再试');
    vi.mocked(notify.danger).mockReset();
    expect(await checkForUpdate({ auto: true })).toBe('network');
    expect(notify.danger).not.toHaveBeenCalled();
  });
});
