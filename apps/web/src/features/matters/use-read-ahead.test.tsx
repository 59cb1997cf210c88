import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useSession } from '../../lib/session/store.js';
import { usePageSettled } from '../../lib/page-settled.js';
import { readTasksAhead } from '../../domains/approval/read-ahead.js';
import { task } from './test/fixtures.js';
import { useReadTasksAhead } from './use-read-ahead.js';

vi.mock('../../lib/page-settled.js', () => ({ usePageSettled: vi.fn(() => false) }));
vi.mock('../../domains/approval/read-ahead.js', () => ({ readTasksAhead: vi.fn(async () => 0) }));
const settled = vi.mocked(usePageSettled);
const readAhead = vi.mocked(readTasksAhead);

function List({ rows }: { rows: ReturnType<typeof task>[] | undefined }) {
  useReadTasksAhead(rows);
  return null;
}
const rows = (n: number) => Array.from({ length: n }, (_, i) => task(`t${i + 1}`, `事项 ${i + 1}`));
/** Long enough for an idle callback (or its 50 ms stand-in) and the reading's module to load. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  settled.mockReturnValue(false);
  readAhead.mockClear();
  useSession.setState({ user: { token: 'tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});
afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

describe("the to-do list's reading ahead", () => {
  it('waits for the page to settle, then reads the first page\'s first 20 tasks, once for the same rows', async () => {
    const view = render(<List rows={rows(25)} />);
    await aWhile();
    expect(readAhead).not.toHaveBeenCalled();

    settled.mockReturnValue(true);
    view.rerender(<List rows={rows(25)} />);
    await waitFor(() => expect(readAhead).toHaveBeenCalledOnce());
    expect(readAhead.mock.calls[0][0]).toEqual(rows(20).map((r) => r.taskId));
    // A poll brings the same rows anew: nothing starts again.
    view.rerender(<List rows={rows(25)} />);
    await aWhile();
    expect(readAhead).toHaveBeenCalledOnce();
  });

  it('stops when the list leaves the screen', async () => {
    settled.mockReturnValue(true);
    const view = render(<List rows={rows(2)} />);
    await waitFor(() => expect(readAhead).toHaveBeenCalledOnce());
    const signal = readAhead.mock.calls[0][1];
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });

  it('reads nothing on a Save-Data connection, offline, or for a session resumed offline', async () => {
    settled.mockReturnValue(true);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    render(<List rows={rows(2)} />).unmount();
    Reflect.deleteProperty(navigator, 'connection');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<List rows={rows(2)} />).unmount();
    onLine.mockRestore();
    useSession.setState({ user: { token: '', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
    render(<List rows={rows(2)} />);
    await aWhile();
    expect(readAhead).not.toHaveBeenCalled();
  });
});
