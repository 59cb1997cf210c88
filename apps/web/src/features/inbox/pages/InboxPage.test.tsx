import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { inboxApi, type Endpoint, type Message, type QueryFilter } from '@wp/contract';
import { call, CallError } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { msgBadgeQueryOptions } from '../../../domains/inbox/api/getMsgbadge.js';
import { InboxPage } from './InboxPage.js';
import { MessagePage } from './MessagePage.js';
import { nextInboxPage } from '../api/list.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const msg = (id: string, subject: string, read: boolean): Message => ({
  id, rid: `r${id}`, subject, content: `${subject}的内容`, owner: '系统', ownerId: null, messageType: 'bpm', createTime: '2026-11-20 09:00:00',
  receiveTime: read ? '2026-11-21 10:00:00' : null, receiverName: '王芳', handled: false,
});

/** A tiny inbox server: the list (with search), get marks read, the badge counts unread. */
function serve(messages: Message[]) {
  const store = messages.map((m) => ({ ...m }));
  callMock.mockImplementation((async (e: Endpoint, opts: { body?: QueryFilter; query?: { id: string } }) => {
    if (e === inboxApi.list) {
      const text = opts.body?.querys?.[0]?.value as string | undefined;
      const rows = store.filter((m) => !text || m.subject.includes(text) || m.content.includes(text));
      const page = Number(opts.body?.pageBean?.page ?? 1);
      const pageSize = Number(opts.body?.pageBean?.pageSize ?? 20);
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize).map((m) => ({ ...m })), total: rows.length, page, pageSize };
    }
    if (e === inboxApi.get) {
      const m = store.find((x) => x.id === opts.query!.id)!;
      m.receiveTime ??= '2026-11-22 08:00:00';
      return { ...m };
    }
    if (e === inboxApi.getMsgbadge) return { state: true, message: '', value: store.filter((m) => !m.receiveTime).length };
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

/** The badge as the tab bar shows it, beside the inbox. */
function Badge() {
  const q = useQuery(msgBadgeQueryOptions());
  return <output aria-label="badge">{q.data ?? '-'}</output>;
}

function renderInbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter><Badge /><InboxPage /></MemoryRouter>
    </QueryClientProvider>,
  );
}
const calls = (e: Endpoint) => callMock.mock.calls.filter(([x]) => x === e);

beforeEach(() => {
  callMock.mockReset();
  useSession.setState({ user: { token: 't', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});

describe('InboxPage', () => {
  it('lists messages with unread and read icons, subject, owner, time and "view details"; sorted and paged as the spec says', async () => {
    serve([msg('1', '请假申请待审批', false), msg('2', '报修已完成', true)]);
    renderInbox();
    expect(screen.getByText('消息')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入标题或内容...')).toBeTruthy();
    const unread = (await screen.findByText('请假申请待审批')).closest('.inbox-row') as HTMLElement;
    expect(within(unread).getByRole('img', { name: '未读' }).querySelector('.adm-badge-dot')).toBeTruthy();
    expect(within(unread).getByText('查看详情')).toBeTruthy();
    expect(within(unread).getByText('系统')).toBeTruthy();
    expect(within(unread).getByText('2026-11-20 09:00:00')).toBeTruthy();
    const read = screen.getByText('报修已完成').closest('.inbox-row') as HTMLElement;
    expect(within(read).getByRole('img', { name: '已读' })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(calls(inboxApi.list)[0][1]).toMatchObject({
      body: { pageBean: { page: 1, pageSize: 20, showTotal: true }, sorter: [{ property: 'receiver_name_', direction: 'DESC' }, { property: 'CREATE_TIME_', direction: 'DESC' }] },
      silent: true,
    });
  });

  it('search matches subject OR content', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    serve([msg('1', '请假申请待审批', false), msg('2', '报修已完成', true)]);
    renderInbox();
    await screen.findByText('报修已完成');
    await u.type(screen.getByPlaceholderText('请输入标题或内容...'), '报修{Enter}');
    await waitFor(() => expect(screen.queryByText('请假申请待审批')).toBeNull());
    const last = calls(inboxApi.list).at(-1)![1] as { body: QueryFilter };
    expect(last.body.querys).toEqual([
      { property: 'subject', value: '报修', operation: 'LIKE', relation: 'OR', group: 'search' },
      { property: 'content', value: '报修', operation: 'LIKE', relation: 'OR', group: 'search' },
    ]);
  });

  it('opening an unread message shows it in an alert, marks it read, refreshes the badge and reloads the list', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    serve([msg('1', '请假申请待审批', false), msg('2', '报修已完成', true)]);
    renderInbox();
    await waitFor(() => expect(screen.getByLabelText('badge').textContent).toBe('1'));
    const listsBefore = calls(inboxApi.list).length;
    await u.click(await screen.findByText('请假申请待审批'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请假申请待审批')).toBeTruthy();
    expect(within(dialog).getByText('请假申请待审批的内容')).toBeTruthy();
    expect(calls(inboxApi.get)[0][1]).toMatchObject({ query: { id: '1' } });
    await waitFor(() => expect(screen.getByLabelText('badge').textContent).toBe('0'));
    expect(calls(inboxApi.list).length).toBeGreaterThan(listsBefore);
    await waitFor(() => expect(within(screen.getByText('请假申请待审批', { selector: '.inbox-subject' }).closest('.inbox-row') as HTMLElement)
      .getByRole('img', { name: '已读' })).toBeTruthy());

    // A read message opens without touching the badge or the list again.
    await u.click(within(dialog).getByText('确定'));
    const badgeCalls = calls(inboxApi.getMsgbadge).length;
    await u.click(screen.getByText('报修已完成'));
    expect(await screen.findByText('报修已完成的内容')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(calls(inboxApi.getMsgbadge).length).toBe(badgeCalls);
  });

  it('inbox errors are swallowed: no red message, a retry instead', async () => {
    callMock.mockImplementation((async (e: Endpoint, opts: { silent?: boolean }) => {
      if (!opts?.silent) throw new Error('inbox calls must be silent');
      throw new CallError('boom', 500);
    }) as never);
    renderInbox();
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('finishes when the loaded count reaches the total or a page is empty', () => {
    const page = (n: number, total: number) => ({ rows: Array.from({ length: n }, (_, i) => msg(String(i), 's', true)), total, page: 1, pageSize: 20 });
    expect(nextInboxPage(page(20, 45), [page(20, 45)])).toBe(2);
    expect(nextInboxPage(page(5, 45), [page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextInboxPage(page(0, 45), [page(20, 45), page(0, 45)])).toBeUndefined();
  });
});

describe('MessagePage (a message beside the inbox on a tablet)', () => {
  function renderMessage(id: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/messageReceiverList/${id}`]}>
          <Badge />
          <Routes><Route path="/messageReceiverList/:id" element={<MessagePage />} /></Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows the message with its sender and time, and reading it clears the badge', async () => {
    serve([msg('1', '请假申请待审批', false)]);
    renderMessage('1');
    expect(await screen.findByRole('heading', { name: '请假申请待审批' })).toBeTruthy();
    expect(screen.getByText('请假申请待审批的内容')).toBeTruthy();
    expect(screen.getByText('系统 · 2026-11-20 09:00:00')).toBeTruthy();
    expect(calls(inboxApi.get)[0][1]).toMatchObject({ query: { id: '1' }, silent: true });
    await waitFor(() => expect(screen.getByLabelText('badge').textContent).toBe('0'));
  });

  it('a message that cannot be fetched says so, with retry', async () => {
    callMock.mockImplementation((async (e: Endpoint) => {
      if (e === inboxApi.getMsgbadge) return { state: true, message: '', value: 0 };
      throw new CallError('boom', 500);
    }) as never);
    renderMessage('1');
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
