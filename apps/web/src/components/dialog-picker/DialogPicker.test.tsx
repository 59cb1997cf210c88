import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formDataApi, type Endpoint } from '@wp/contract';
import i18n from '../../i18n/index.js';
import { renderScreen } from '../../test/render.js';
import { call, CallError } from '../../lib/http/client.js';
import { DialogPicker, type DialogPickerProps } from './DialogPicker.js';

// Only the module boundary to the server is replaced.
vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);
const api = formDataApi.dialog;

type Row = Record<string, unknown>;
const condition = (field: string, comment: string, more: object = {}) =>
  ({ field, comment, dbType: 'varchar', controllerType: 1, defaultType: 1, condition: 'LK', ...more });
/** The staff dialog as the server defines it: name, department and post shown; a name box, a department choice. */
const staff = {
  id: 'd1', alias: 'staff', name: '人员选择', dsType: 'dataSource', style: 0, selectNum: -1, needPage: true, pageSize: 2,
  displayfield: [{ field: 'NAME', comment: '姓名' }, { field: 'ORG', comment: '部门' }, { field: 'POST', comment: '岗位' }],
  resultfield: [{ field: 'ID', comment: 'id' }, { field: 'NAME', comment: 'name' }],
  sortfield: [],
  conditionfield: [
    condition('NAME', '姓名'),
    condition('ORG', '部门', { controllerType: 2, condition: 'EQ', config: { options: [{ value: '生产运行部', label: '生产运行部' }, { value: '化验室', label: '化验室' }] } }),
    condition('POST_ID', '岗位', { defaultType: 3, condition: 'EQ' }),
  ],
};
const people: Row[] = [
  { id: 'u1', name: '王芳', org: '生产运行部', post: '部长' },
  { id: 'u2', name: '李军', org: '生产运行部', post: '班组长' },
  { id: 'u3', name: '谢梅', org: '化验室', post: null },
];
/** The equipment tree: two areas, pumps below the first. */
const equipment = {
  ...staff, alias: 'equipment', name: '设备', style: 1, selectNum: 1, pageSize: 20,
  displayfield: { id: 'ID', pid: 'PARENT_ID', displayName: 'NAME' }, resultfield: [{ field: 'NAME', comment: 'name' }], conditionfield: [condition('NAME', '设备名称')],
};
const nodes: Row[] = [
  { id: 'a1', pid: null, displayName: '进水泵房', name: '进水泵房', isParent: true },
  { id: 'a2', pid: null, displayName: '鼓风机房', name: '鼓风机房', isParent: false },
  { id: 'p1', pid: 'a1', displayName: '1#潜污泵', name: '1#潜污泵', isParent: false },
];

type ListBody = { pageBean: { page: number; pageSize: number }; mapParam?: Record<string, unknown>; pid?: string };
let failRows = 0;
/** Answers like the server: definitions by alias; rows filtered by name (LK), department (EQ) and tree node, paged. */
function serve() {
  callMock.mockImplementation((async (e: Endpoint, opts: { query?: Record<string, string>; body?: ListBody }) => {
    if (e === api.getByAlias) {
      const found = [staff, equipment].find((d) => d.alias === opts.query!.alias);
      if (!found) throw new CallError('对话框不存在', 404);
      return found;
    }
    if (e === api.getListData) {
      if (failRows > 0) {
        failRows -= 1;
        throw new CallError('网络异常', 502);
      }
      const { pageBean, mapParam = {}, pid } = opts.body!;
      const tree = opts.query!.alias === 'equipment';
      const name = mapParam.NAME as string | undefined;
      const all = (tree ? nodes : people).filter((r) => (!name || String(r.name).includes(name))
        && (!mapParam.ORG || r.org === mapParam.ORG) && (!tree || name || r.pid === (pid ?? null)));
      const rows = all.slice((pageBean.page - 1) * pageBean.pageSize, pageBean.page * pageBean.pageSize);
      return { rows, total: all.length, page: pageBean.page, pageSize: pageBean.pageSize };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}
const listCalls = () => callMock.mock.calls.filter(([e]) => e === api.getListData).map(([, o]) => (o as { body: ListBody }).body);
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const open = (props: Partial<DialogPickerProps> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderScreen('/', { '/': <DialogPicker open alias="staff" title="整改责任人" onConfirm={onConfirm} onCancel={onCancel} {...props} /> });
  return { onConfirm, onCancel };
};

beforeEach(async () => {
  callMock.mockReset();
  failRows = 0;
  serve();
  await i18n.changeLanguage('zh-CN');
});

describe('DialogPicker', () => {
  it('is a dialog named by its title listing the rows by their displayed columns, page after page (the dialog\'s page size)', async () => {
    // The infinite list loads on when its end is laid out on screen; jsdom lays nothing out, so everything is.
    const laidOut = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    onTestFinished(() => laidOut.mockRestore());
    open();
    const dialog = await screen.findByRole('dialog', { name: '整改责任人' });
    expect(await within(dialog).findByText('王芳')).toBeTruthy();
    expect(within(dialog).getByText('部长')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ pageBean: { page: 1, pageSize: 2 }, mapParam: {} });
    // The third person is on the second page, loaded as the list ends.
    expect(await within(dialog).findByText('谢梅')).toBeTruthy();
    expect(listCalls().map((b) => b.pageBean.page)).toEqual([1, 2]);
    await waitFor(() => expect(within(dialog).getByText('没有更多了')).toBeTruthy());
  });

  it('searches by the keyword box (named by its condition), and by "more search"; passed-in values go along', async () => {
    const user = setup();
    open({ params: { POST_ID: 'p9' } });
    const box = await screen.findByPlaceholderText('搜索姓名');
    await user.type(box, '李');
    await waitFor(() => expect(listCalls().at(-1)?.mapParam).toEqual({ POST_ID: 'p9', NAME: '李' }));
    expect(await screen.findByText('李军')).toBeTruthy();
    expect(screen.queryByText('王芳')).toBeNull();

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: '更多搜索' }));
    await user.click(screen.getByRole('radio', { name: '化验室' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listCalls().at(-1)?.mapParam).toEqual({ POST_ID: 'p9', ORG: '化验室' }));
    expect(await screen.findByText('谢梅')).toBeTruthy();
    expect(screen.queryByText('王芳')).toBeNull();
  });

  it('checks several rows and confirms them with the count, "确定(2)"; cancel chooses nothing', async () => {
    const user = setup();
    const { onConfirm, onCancel } = open();
    const confirm = await screen.findByRole('button', { name: '确定(0)' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('checkbox', { name: '王芳' }));
    await user.click(screen.getByText('李军'));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定(2)' }));
    expect(onConfirm).toHaveBeenCalledWith([people[0], people[1]], expect.objectContaining({ alias: 'staff' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('keeps one row when the field takes one: a second pick replaces the first', async () => {
    const user = setup();
    const { onConfirm } = open({ multiple: false });
    await user.click(await screen.findByRole('radio', { name: '王芳' }));
    await user.click(screen.getByRole('radio', { name: '李军' }));
    await user.click(screen.getByRole('button', { name: '确定(1)' }));
    expect(onConfirm.mock.calls[0][0]).toEqual([people[1]]);
  });

  it('says when nothing matches, and shows a failure in place with a retry', async () => {
    const user = setup();
    failRows = 1;
    open();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('加载失败：网络异常'));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('王芳')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('搜索姓名'), '张三丰');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows an unknown dialog\'s failure instead of a list', async () => {
    open({ alias: 'nosuch' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('对话框不存在'));
    expect(listCalls()).toHaveLength(0);
  });

  it('walks a tree dialog down level by level under a breadcrumb, and back up', async () => {
    const user = setup();
    const { onConfirm } = open({ alias: 'equipment', title: '设备' });
    expect(await screen.findByText('鼓风机房')).toBeTruthy();
    expect(listCalls()[0].pid).toBeUndefined();
    expect(screen.queryByRole('button', { name: '鼓风机房的下级' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '进水泵房的下级' }));
    expect(await screen.findByText('1#潜污泵')).toBeTruthy();
    expect(listCalls().at(-1)?.pid).toBe('a1');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('进水泵房')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '1#潜污泵' }));
    await user.click(within(crumbs).getByRole('button', { name: '全部' }));
    expect(await screen.findByText('鼓风机房')).toBeTruthy();
    // The choice survives walking back up.
    await user.click(screen.getByRole('button', { name: '确定(1)' }));
    expect(onConfirm.mock.calls[0][0]).toEqual([nodes[2]]);
  });

  it('speaks English in en-US', async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    open();
    expect(await screen.findByPlaceholderText('Search 姓名')).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: '王芳' }));
    expect(screen.getByRole('button', { name: 'OK (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More search' })).toBeTruthy();
  });
});
