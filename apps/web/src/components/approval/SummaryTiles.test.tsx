import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { runtimeInstanceApi, type Endpoint } from '@wp/contract';
import { renderScreen } from '../../test/render.js';
import { call } from '../../lib/http/client.js';
import { SummaryTiles } from './SummaryTiles.js';

vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const box = (dataText: string, dataContent: string) => ({ icon: '', color: '', dataText, dataContent, type: 0, url: '' });

beforeEach(() => {
  callMock.mockReset();
});

describe('four-tile summary', () => {
  it('shows a placeholder while loading, then the four counts; each tile opens its list', async () => {
    let answer: (v: unknown) => void = () => undefined;
    callMock.mockImplementation(((e: Endpoint) => {
      if (e !== runtimeInstanceApi.getDefaultInfoMap) throw new Error(`unexpected call ${e.path}`);
      return new Promise((resolve) => { answer = resolve; });
    }) as never);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderScreen('/home', {
      '/home': <SummaryTiles />,
      '/work/myMatters': <div>to-do list</div>,
      '/work/myMatters/1': <div>done list</div>,
    });
    // Each tile's placeholder is hidden from screen readers; the tile itself says it is loading.
    expect(screen.getAllByRole('button', { name: /加载中/ })).toHaveLength(4);
    answer({
      myTaks: box('3', '我的待办'), myRequest: box('5', '我的请求'), myAlready: box('12', '我的已办'), myNoticeRead: box('1', '我的传阅'),
      myAccordingMatters: box('0', '我的转办'),
    });
    await waitFor(() => expect(screen.getByText('12')).toBeTruthy());
    expect(screen.queryAllByRole('button', { name: /加载中/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: /我的待办/ }).textContent).toContain('3');
    expect(screen.getByRole('button', { name: /我的请求/ }).textContent).toContain('5');
    expect(screen.getByRole('button', { name: /我的传阅/ }).textContent).toContain('1');

    await u.click(screen.getByRole('button', { name: /我的已办/ }));
    expect(await screen.findByText('done list')).toBeTruthy();
  });
});
