import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { runtimeActionApi, runtimeListApi, type Endpoint, type QueryFilter } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call, CallError } from '../../../lib/http/client.js';
import { done, page, refused, task } from '../test/fixtures.js';
import { callsOf, serve } from '../test/serve.js';
import { MyMattersPage } from './MyMattersPage.js';

// Only the module boundary to the server is replaced.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const bodiesOf = (e: Endpoint) => callsOf(e).map((o) => o.body as QueryFilter);

function renderAt(path: string) {
  return renderScreen(path, {
    '/work/myMatters/:activeNumber': <MyMattersPage />,
    '/task/:taskId/:leaderId': <div>task view</div>,
    '/doneDetail/:instId/:type': <div>done detail</div>,
  });
}

/** The row of a subject: its link, or in select mode its check box (named by the subject, which it repeats unseen). */
const row = (subject: string) =>
  (screen.queryByRole('link', { name: subject }) ?? screen.getByRole('checkbox', { name: subject })).closest('.matter-row') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  callMock.mockReset();
});

describe('to-do list', () => {
  it('shows subject, process, node, starter, time and the urgent, overdue and kind markers; ends in "no more"', async () => {
    serve([[runtimeListApi.getTodoList, () => page([
      task('t1', '采购离心泵备件 52,000 元', { urgentStateValue: 1, dueTime: '2020-01-01T00:00:00.000Z' }),
      task('t2', '张敏请假 3 天', { procDefName: '请假申请', name: '厂长审批', urgentStateValue: 2, creator: '张敏', status: 'DELIVERTO' }),
      task('t3', '化验室加班申请', { assigneeId: null, dueTime: '2999-01-01T00:00:00.000Z' }),
    ])]]);
    renderAt('/work/myMatters/0');

    const first = row(await screen.findByText('采购离心泵备件 52,000 元').then((el) => el.textContent!));
    expect(within(first).getByText('采购申请')).toBeTruthy();
    expect(within(first).getByText('部门负责人审批')).toBeTruthy();
    expect(within(first).getAllByText('李军').length).toBeGreaterThan(0);
    expect(within(first).getByText('紧急').dataset.marker).toBe('urgent');
    expect(within(first).getByText('已逾期').dataset.marker).toBe('overdue');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T02:00:00.000Z');

    const second = row('张敏请假 3 天');
    expect(within(second).getByText('特急')).toBeTruthy();
    expect(within(second).getByText('转办')).toBeTruthy();
    expect(within(second).getByText('厂长审批')).toBeTruthy();
    expect(within(second).queryByText('已逾期')).toBeNull();

    const third = row('化验室加班申请');
    expect(within(third).getByText('待签收')).toBeTruthy();
    expect(within(third).getByText(/^截止 /)).toBeTruthy();
    expect(within(third).queryByText('紧急')).toBeNull();

    expect(screen.getByText('共 3 条')).toBeTruthy();
    // The badge of the to-do tab.
    expect(within(screen.getByRole('tablist')).getByText('3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('没有更多了')).toBeTruthy());
  });

  it('quick search sends two LIKE conditions on bt.subject_ and bt.proc_def_name_ in group quickSearch joined by OR', async () => {
    serve([[runtimeListApi.getTodoList, (b) => ((b as QueryFilter).querys ? page([task('t9', '采购水泵')]) : page([task('t1', '张敏请假')]))]]);
    const u = user();
    renderAt('/work/myMatters/0');
    await screen.findByText('张敏请假');
    await u.type(screen.getByRole('searchbox'), ' 采购 ');

    expect(await screen.findByText('采购水泵')).toBeTruthy();
    const searches = bodiesOf(runtimeListApi.getTodoList).filter((b) => b.querys);
    // Debounced: one search for the whole typed text, trimmed.
    expect(searches).toHaveLength(1);
    expect(searches[0]).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [
        { property: 'bt.subject_', value: '采购', operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
        { property: 'bt.proc_def_name_', value: '采购', operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
      ],
    });
  });

  it('says so when a search finds nothing, and shows the error page with retry when the list fails', async () => {
    let fail = true;
    serve([[runtimeListApi.getTodoList, (b) => {
      if (fail) throw new CallError('boom', 500);
      return (b as QueryFilter).querys ? page([]) : page([task('t1', '张敏请假')]);
    }]]);
    const u = user();
    renderAt('/work/myMatters/0');
    expect(await screen.findByText('加载失败，请重试')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('张敏请假')).toBeTruthy();
    await u.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('没有找到与“zzz”相关的事项')).toBeTruthy();
  });

  it("tags the starter's own withdrawn request 已撤回, not 被驳回 like a request sent back to her", async () => {
    serve([[runtimeListApi.getTodoList, () => page([
      task('t1', '请假 1 天', { status: 'BACK', instStatus: 'revoke', nodeId: 'start', name: '发起人' }),
      task('t2', '请假 2 天', { status: 'BACK', instStatus: 'backToStart', nodeId: 'start', name: '发起人' }),
    ])]]);
    renderAt('/work/myMatters/0');
    await screen.findByText('请假 2 天');
    expect(within(row('请假 1 天')).getByText('已撤回')).toBeTruthy();
    expect(within(row('请假 1 天')).queryByText('被驳回')).toBeNull();
    expect(within(row('请假 2 天')).getByText('被驳回')).toBeTruthy();
  });

  it('opens a task at /task/:taskId/0', async () => {
    serve([[runtimeListApi.getTodoList, () => page([task('t1', '张敏请假')])]]);
    const u = user();
    renderAt('/work/myMatters/0');
    await u.click(await screen.findByText('张敏请假'));
    expect(await screen.findByText('task view')).toBeTruthy();
  });

  it('drops a task handled elsewhere from the list and the badge when the user comes back to the page', async () => {
    let rows = [task('t1', '张敏请假'), task('t2', '采购水泵')];
    serve([[runtimeListApi.getTodoList, () => page(rows)]]);
    renderAt('/work/myMatters/0');
    await screen.findByText('采购水泵');
    expect(within(screen.getByRole('tablist')).getByText('2')).toBeTruthy();

    // Handled on another device meanwhile; the user returns to this tab or app.
    rows = [task('t1', '张敏请假')];
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByText('采购水泵')).toBeNull());
    expect(within(screen.getByRole('tablist')).getByText('1')).toBeTruthy();
  });

  it('filters urgent items on the server; the badge still counts every to-do item', async () => {
    serve([[runtimeListApi.getTodoList, (b) => ((b as QueryFilter).querys
      ? page([task('t2', '紧急抢修', { urgentStateValue: 1 })])
      : page([task('t1', '张敏请假'), task('t2', '紧急抢修', { urgentStateValue: 1 })]))]]);
    const u = user();
    renderAt('/work/myMatters/0');
    await screen.findByText('张敏请假');
    await u.click(screen.getByRole('button', { name: '紧急' }));
    await waitFor(() => expect(screen.queryByText('张敏请假')).toBeNull());
    expect(screen.getByText('紧急抢修')).toBeTruthy();
    expect(within(screen.getByRole('tablist')).getByText('2')).toBeTruthy();
    expect(bodiesOf(runtimeListApi.getTodoList).at(-1)?.querys).toEqual([
      { property: 'urgentStateValue', value: 0, operation: 'GREAT', relation: 'AND', group: 'urgent' },
    ]);
  });
});

describe('batch approval', () => {
  it('selects the tasks that allow it, sends one decision and opinion, and lists the result of each', async () => {
    const rows = [
      task('t1', '张敏请假 3 天'),
      task('t2', '采购水泵', { status: 'SIGN' }),
      task('t3', '加签意见', { status: 'ADDSIGN' }),
      task('t4', '共享任务', { assigneeId: null }),
      task('t5', '车辆使用'),
    ];
    let batched = false;
    serve([
      // After the batch, the approved tasks have left the list.
      [runtimeListApi.getTodoList, () => page(batched ? rows.filter((r) => !['t1', 't5'].includes(r.taskId)) : rows)],
      [runtimeActionApi.batchComplete, () => {
        batched = true;
        return {
          state: true, message: '批量处理完成',
          value: [
            { taskId: 't1', state: true, message: '任务办理成功' },
            { taskId: 't2', state: false, message: '该任务已被他人处理' },
            { taskId: 't5', state: true, message: '任务办理成功' },
          ],
        };
      }],
    ]);
    const u = user();
    renderAt('/work/myMatters/0');
    await screen.findByText('车辆使用');
    await u.click(screen.getByRole('button', { name: '批量' }));

    // Tasks answered on their own page cannot be chosen, and say why.
    expect(within(row('加签意见')).getByText(/此类任务需要在详情中处理/)).toBeTruthy();
    expect(within(row('共享任务')).getByText(/共享任务需先签收/)).toBeTruthy();
    expect((within(row('加签意见')).getByRole('checkbox', { name: '加签意见' }) as HTMLInputElement).disabled).toBe(true);

    await u.click(screen.getByText('全选'));
    expect(screen.getByText('已选 3 项')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '批量审批' }));
    const sheet = await screen.findByText('批量审批（3 项）').then((el) => el.closest('.batch-popup') as HTMLElement);
    await u.type(within(sheet).getByRole('textbox', { name: '审批意见' }), '同意，按规定执行');
    await u.click(within(sheet).getByRole('button', { name: '同意' }));

    const results = await screen.findByRole('dialog', { name: '批量审批结果' });
    expect(screen.getByText('成功 2 项，失败 1 项')).toBeTruthy();
    expect(within(results).getByText('采购水泵').closest('[data-state]')?.getAttribute('data-state')).toBe('failed');
    expect(within(results).getByText('该任务已被他人处理')).toBeTruthy();
    expect(within(results).getByText('张敏请假 3 天').closest('[data-state]')?.getAttribute('data-state')).toBe('ok');
    const [, opts] = callMock.mock.calls.find(([e]) => e === runtimeActionApi.batchComplete)!;
    expect((opts as { body: unknown }).body).toEqual({
      taskIds: ['t1', 't2', 't5'], actionName: 'agree', opinion: '同意，按规定执行', idempotencyKey: expect.any(String),
    });
    expect((opts as { overlay?: boolean }).overlay).toBe(true);

    // The lists refresh afterwards; closing the results leaves select mode.
    await waitFor(() => expect(bodiesOf(runtimeListApi.getTodoList).length).toBeGreaterThan(1));
    await u.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByText('全选')).toBeNull());
  });
});

describe('done list', () => {
  it('offers revoke exactly where the server\'s preconditions allow it, whatever my opinion was', async () => {
    serve([
      [runtimeListApi.getTodoList, () => page([])],
      [runtimeListApi.getDoneList, () => page([
        done('i1', 'o1', '张敏请假 3 天'),
        done('i2', 'o2', '采购水泵', { preconditions: refused({ revoke: '下一节点已处理，不能撤回' }) }),
        done('i3', 'o3', '车辆使用', { status: 'end', statusName: '已结束', preconditions: refused({ revoke: '流程已结束' }) }),
        done('i4', 'o4', '化验室加班', { opinionStatus: 'inqu' }),
        done('i5', 'o5', '报销差旅费', { opinionStatus: 'oppose', opinionStatusName: '反对' }),
      ])],
    ]);
    renderAt('/work/myMatters/1');
    await screen.findByText('采购水泵');
    const revokeOf = (subject: string) => within(row(subject)).queryByRole('button', { name: '撤回' }) as HTMLButtonElement | null;

    expect(revokeOf('张敏请假 3 天')?.disabled).toBe(false);
    // Agreed, but the server says no: no revoke at all, whatever a client-side reading of the row would say.
    expect(revokeOf('采购水泵')).toBeNull();
    expect(revokeOf('车辆使用')).toBeNull();
    expect(revokeOf('化验室加班')?.disabled).toBe(false);
    // The server allows it: offered even for an opinion a client rule would have refused.
    expect(revokeOf('报销差旅费')?.disabled).toBe(false);
    expect(within(row('采购水泵')).getByText('部门负责人审批 · 同意')).toBeTruthy();
  });

  it('names my action in words (人工终止, never manual_end) and tags how each request came out', async () => {
    serve([
      [runtimeListApi.getTodoList, () => page([])],
      [runtimeListApi.getDoneList, () => page([
        done('i1', 'o1', '请假 1 天', { status: 'manualend', opinionStatus: 'manual_end', opinionStatusName: '人工终止', outcome: 'terminated', outcomeName: '已终止' }),
        done('i2', 'o2', '请假 2 天', { status: 'end', opinionStatus: 'oppose', opinionStatusName: '反对', outcome: 'refused', outcomeName: '未通过' }),
      ])],
    ]);
    renderAt('/work/myMatters/1');
    await screen.findByText('请假 2 天');
    expect(within(row('请假 1 天')).getByText('部门负责人审批 · 人工终止')).toBeTruthy();
    expect(screen.queryByText(/manual_end/)).toBeNull();
    expect(row('请假 1 天').querySelector('[data-outcome]')?.textContent).toBe('已终止');
    expect(row('请假 2 天').querySelector('[data-outcome="refused"]')?.textContent).toBe('未通过');
  });

  it('filters the done list by outcome; the to-do tab has no outcome chips', async () => {
    serve([
      [runtimeListApi.getTodoList, () => page([])],
      [runtimeListApi.getDoneList, () => page([done('i1', 'o1', '请假 1 天', { outcome: 'approved', outcomeName: '已通过' })])],
    ]);
    const u = user();
    renderAt('/work/myMatters/0');
    await screen.findByText('暂无待办，辛苦了');
    expect(screen.queryByRole('group', { name: '按审批结果筛选' })).toBeNull();
    await u.click(screen.getByRole('tab', { name: '已办' }));
    await u.click(within(await screen.findByRole('group', { name: '按审批结果筛选' })).getByRole('button', { name: '已通过' }));
    await waitFor(() => expect(bodiesOf(runtimeListApi.getDoneList).at(-1)?.querys).toEqual([
      { property: 'outcome', value: 'approved', operation: 'EQUAL', relation: 'AND', group: 'outcome' },
    ]));
  });

  it('asks before revoking and sends my task with the reason', async () => {
    serve([
      [runtimeListApi.getTodoList, () => page([])],
      [runtimeListApi.getDoneList, () => page([done('i1', 'o1', '张敏请假 3 天')])],
      [runtimeActionApi.revokeInstance, () => ({ state: true, message: '撤回成功', value: '' })],
    ]);
    const u = user();
    renderAt('/work/myMatters/1');
    await u.click(await within(row(await screen.findByText('张敏请假 3 天').then((e) => e.textContent!))).findByRole('button', { name: '撤回' }));
    const dialog = (await screen.findByText(/确定撤回您在“张敏请假 3 天”中的处理吗/)).closest('.adm-dialog-body') as HTMLElement;
    await u.type(within(dialog).getByRole('textbox'), '填错了');
    await u.click(within(dialog).getByRole('button', { name: '撤回' }));

    await waitFor(() => expect(callMock).toHaveBeenCalledWith(runtimeActionApi.revokeInstance, expect.objectContaining({
      body: { instanceId: 'i1', taskId: 'o1', isHandRevoke: true, cause: '填错了', idempotencyKey: expect.any(String) }, overlay: true,
    })));
    // The lists refresh after the action.
    await waitFor(() => expect(bodiesOf(runtimeListApi.getDoneList).length).toBeGreaterThan(1));
  });

  it('opens a done item at /doneDetail/:instId/done', async () => {
    serve([
      [runtimeListApi.getTodoList, () => page([])],
      [runtimeListApi.getDoneList, () => page([done('i1', 'o1', '张敏请假 3 天')])],
    ]);
    const u = user();
    renderAt('/work/myMatters/1');
    await u.click(await screen.findByText('张敏请假 3 天'));
    expect(await screen.findByText('done detail')).toBeTruthy();
  });
});
