import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, render } from '@testing-library/react';
import { Dialog, Popup } from 'antd-mobile';
import { handleHardwareBack } from './hardware-back.js';
import { useSession } from '../lib/session/store.js';

const posted: unknown[] = [];
/** The router as the back button sees it, each move recorded. */
const nav = (canGoBack = true) => ({ canGoBack: () => canGoBack, back: vi.fn(), go: vi.fn() });
beforeEach(() => {
  posted.length = 0;
  // A fake native shell: records what the web app tells it.
  window.ReactNativeWebView = { postMessage: (m: string) => void posted.push(JSON.parse(m)) };
});

describe('native shell bridge', () => {
  it('is told of login and logout', () => {
    useSession.getState().signIn({ token: 't', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: 1, expiration: 60 });
    useSession.getState().signOut();
    expect(posted).toEqual([{ type: 'login', account: 'wangfang', userId: 'u1', token: 't' }, { type: 'logout' }]);
  });
});

describe('hardware back button', () => {
  it('goes back when it can', async () => {
    const n = nav(true);
    await handleHardwareBack(n);
    expect(n.back).toHaveBeenCalled();
  });

  it('otherwise asks to exit: confirm quits the app', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const n = nav(false);
    await handleHardwareBack(n);
    expect(confirm.mock.calls[0][0].content).toBe('确定要退出当前应用吗？');
    expect(posted).toEqual([{ type: 'exitApp' }]);
  });

  it('cancel goes to /work', async () => {
    vi.spyOn(Dialog, 'confirm').mockResolvedValue(false);
    const n = nav(false);
    await handleHardwareBack(n);
    expect(n.go).toHaveBeenCalledWith('/work');
    expect(posted).toEqual([]);
  });
});

describe('hardware back over an open sheet or prompt', () => {
  beforeEach(() => vi.restoreAllMocks());
  it('closes the sheet and stays on the page', async () => {
    const onClose = vi.fn();
    const { unmount } = render(createElement(Popup, { visible: true, onMaskClick: onClose, onClose }, '选择岗位'));
    const n = nav();
    await handleHardwareBack(n);
    expect(onClose).toHaveBeenCalledOnce();
    expect(n.back).not.toHaveBeenCalled();
    unmount();
  });

  it('closes a prompt opened by code as its cancel would, without quitting or going back', async () => {
    const clear = vi.spyOn(Dialog, 'clear');
    let answer: boolean | undefined;
    act(() => void Dialog.confirm({ content: '确定要退出当前应用吗？' }).then((a) => (answer = a)));
    await vi.waitFor(() => expect(document.querySelector('.adm-mask')).not.toBeNull());
    const n = nav();
    await act(() => handleHardwareBack(n));
    expect(clear).toHaveBeenCalled();
    expect(n.back).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(answer).toBe(false));
    expect(posted).toEqual([]);
  });
});

describe('hardware back just after an overlay was closed', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('goes back while the closed overlay is still fading out: a closing overlay does not take the press', async () => {
    const { rerender, unmount } = render(createElement(Popup, { visible: true, onMaskClick: vi.fn() }, '选择岗位'));
    await vi.waitFor(() => expect(Number((document.querySelector('.adm-mask') as HTMLElement).style.opacity || 1)).toBe(1));
    rerender(createElement(Popup, { visible: false, onMaskClick: vi.fn() }, '选择岗位'));
    await vi.waitFor(() => expect(Number((document.querySelector('.adm-mask') as HTMLElement).style.opacity)).toBeLessThan(1));
    const mask = document.querySelector('.adm-mask') as HTMLElement;
    expect(mask.style.display).not.toBe('none');
    const n = nav();
    await handleHardwareBack(n);
    expect(n.back).toHaveBeenCalledOnce();
    unmount();
  });
});

describe('hardware back over a mask still transparent', () => {
  afterEach(() => document.querySelectorAll('.adm-popup, .adm-mask').forEach((e) => e.remove()));

  /** A mask as antd-mobile draws it, at `opacity`, whose close button records its clicks. */
  function fakeMask(opacity: string, parent: HTMLElement = document.body) {
    const mask = Object.assign(document.createElement('div'), { className: 'adm-mask' });
    mask.style.opacity = opacity;
    const close = Object.assign(document.createElement('div'), { className: 'adm-mask-aria-button' });
    const clicked = vi.fn();
    close.addEventListener('click', clicked);
    mask.append(close);
    parent.append(mask);
    return { mask, clicked };
  }

  it('takes the press for a sheet drawn before its mask (antd-mobile mounts the mask a render later)', async () => {
    const sheet = Object.assign(document.createElement('div'), { className: 'adm-popup' });
    document.body.append(sheet);
    let clicked = vi.fn();
    setTimeout(() => { ({ clicked } = fakeMask('0.1', sheet)); }, 60);
    const n = nav();
    await handleHardwareBack(n);
    expect(clicked).toHaveBeenCalledOnce();
    expect(n.back).not.toHaveBeenCalled();
  });

  it.each([
    ['takes the press for a sheet whose fade-in begins late (a busy phone missed frames)', (mask: HTMLElement) => { mask.style.opacity = '0.3'; }, true],
    ['goes back past a mask that stays transparent until it is gone (the end of a fade-out)', (mask: HTMLElement) => { mask.style.display = 'none'; }, false],
  ])('%s', async (_, later, taken) => {
    const { mask, clicked } = fakeMask('0');
    setTimeout(() => later(mask), 100);
    const n = nav();
    await handleHardwareBack(n);
    expect(clicked).toHaveBeenCalledTimes(taken ? 1 : 0);
    expect(n.back).toHaveBeenCalledTimes(taken ? 0 : 1);
  });
});
