import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderScreen } from '../../../test/render.js';
import { orgApi, userApi, type Endpoint, type Org, type QueryFilter, type UserRow } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { MailListPage } from './MailListPage.js';
import { PersonPage } from './PersonPage.js';

// Only the module boundary to the server is replaced.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const org = (id: string, name: string, parentId: string | null, isParent = false): Org =>
  ({ id, parentId, demId: 'dem1', code: id, name, path: id, pathName: name, sn: 0, isParent });
const person = (id: string, fullname: string, over: Partial<UserRow> = {}): UserRow => ({
  id, account: id, fullname, status: 1, mobile: '13800000000', email: `${id}@qingyuan-water.cn`, address: null, photo: null,
  sex: '男', userNumber: id, tenantId: 't1', orgId: 'o-prod', orgName: '生产运行部', postId: 'p1', postName: '运行操作员', ...over,
});

const root = org('o-root', '清源再生水厂', null, true);
const production = org('o-prod', '生产运行部', 'o-root');
const lab = org('o-lab', '化验室', 'o-root');

/** Answers like the server: one dimension, one root with two departments, people by QueryFilter. */
function serve(people: (filter: QueryFilter) => UserRow[]) {
  callMock.mockImplementation((async (e: Endpoint, opts: { body?: unknown }) => {
    if (e === orgApi.getAllDems) return [{ id: 'dem1', code: 'org', name: '行政维度', isDefault: 1 }];
    if (e === orgApi.getByParentAndDem) {
      const { parentId } = opts.body as { parentId?: string };
      return !parentId ? [root] : parentId === 'o-root' ? [production, lab] : [];
    }
    if (e === userApi.queryUserWithMainOrgPost) {
      const filter = opts.body as QueryFilter;
      const rows = people(filter);
      return { rows, total: rows.length, page: filter.pageBean?.page ?? 1, pageSize: 20 };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

function renderPage() {
  return renderScreen('/mailList', { '/mailList': <MailListPage /> });
}

const peopleCalls = () =>
  callMock.mock.calls.filter(([e]) => e === userApi.queryUserWithMainOrgPost).map(([, o]) => (o as { body: QueryFilter }).body);

beforeEach(() => {
  callMock.mockReset();
});

describe('MailListPage', () => {
  it('searches name, account or mobile with one OR group of LK conditions', async () => {
    serve((f) => (f.querys?.some((q) => q.group === 'search') ? [person('lijun', '李军', { orgName: '生产运行部', postName: '运行班组长' })] : []));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('生产运行部')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), ' 李 ');

    expect(await screen.findByText('李军')).toBeTruthy();
    expect(screen.getByText('找到 1 人')).toBeTruthy();
    expect(screen.getByText('生产运行部 · 运行班组长')).toBeTruthy();
    const searches = peopleCalls().filter((f) => f.querys?.some((q) => q.group === 'search'));
    // Debounced: one search for the whole typed text, trimmed.
    expect(searches).toHaveLength(1);
    expect(searches[0]).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [
        { property: 'status', value: 1, operation: 'EQ', relation: 'AND', group: 'active' },
        { property: 'fullname', value: '李', operation: 'LK', relation: 'OR', group: 'search' },
        { property: 'account', value: '李', operation: 'LK', relation: 'OR', group: 'search' },
        { property: 'mobile', value: '李', operation: 'LK', relation: 'OR', group: 'search' },
      ],
      sorter: [{ property: 'userNumber', direction: 'ASC' }, { property: 'fullname', direction: 'ASC' }],
    });
    await waitFor(() => expect(screen.getByText('没有更多了')).toBeTruthy());
  });

  it('says so when a search finds nobody, and shows the tree again when cleared', async () => {
    serve(() => []);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('化验室');
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('没有找到与“zzz”相关的人员')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByText('化验室')).toBeTruthy();
  });

  it('opens the single root, drills into a department and lists its people by orgId', async () => {
    serve((f) => (f.querys?.some((q) => q.value === 'o-prod')
      ? [person('wangfang', '王芳', { postName: '生产运行部部长' }), person('sunli', '孙丽', { status: 0 })]
      : []));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await user.click(await screen.findByText('生产运行部'));

    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(peopleCalls().at(-1)).toEqual(expect.objectContaining({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [{ property: 'status', value: 1, operation: 'EQ', relation: 'AND', group: 'active' }, { property: 'orgId', value: 'o-prod', operation: 'EQ', relation: 'AND', group: 'org' }],
    }));
    expect(callMock).toHaveBeenCalledWith(orgApi.getByParentAndDem, expect.objectContaining({ body: { demId: 'dem1', parentId: 'o-prod' } }));
    // The breadcrumb leads back to the plant; a disabled user carries a grey tag.
    expect(screen.getByRole('button', { name: '清源再生水厂' })).toBeTruthy();
    expect(screen.getByText('禁用').className).toContain('user-status-inactive');
    expect(screen.getByText('成员 (2)')).toBeTruthy();

    // The detail: department, post, a call link, a mailto link.
    await user.click(screen.getByText('王芳'));
    const detail = await screen.findByRole('dialog', { name: '王芳' });
    expect(within(detail).getByText('生产运行部部长')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: '13800000000' }).getAttribute('href')).toBe('tel:13800000000');
    expect(within(detail).getByRole('link', { name: 'wangfang@qingyuan-water.cn' }).getAttribute('href')).toBe('mailto:wangfang@qingyuan-water.cn');
  });

  it('shows an empty department as empty', async () => {
    serve(() => []);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await user.click(await screen.findByText('化验室'));
    expect(await screen.findByText('该部门暂无人员')).toBeTruthy();
  });
});

describe('PersonPage (a person beside the address book on a tablet)', () => {
  const renderPerson = (id: string) => renderScreen(`/mailList/${id}`, { '/mailList/:userId': <PersonPage /> });

  it('loads the person by id, whatever their status, and shows the detail', async () => {
    serve((f) => (f.querys?.some((q) => q.property === 'id' && q.value === 'wangfang') ? [person('wangfang', '王芳', { postName: '生产运行部部长' })] : []));
    renderPerson('wangfang');
    const detail = await screen.findByRole('region', { name: '王芳' });
    expect(within(detail).getByText('生产运行部部长')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: '13800000000' }).getAttribute('href')).toBe('tel:13800000000');
    expect(peopleCalls().at(-1)!.querys).toEqual([{ property: 'id', value: 'wangfang', operation: 'EQ', relation: 'AND', group: 'person' }]);
  });

  it('says so when nobody has that id', async () => {
    serve(() => []);
    renderPerson('nobody');
    expect(await screen.findByText('未找到该人员')).toBeTruthy();
  });
});
