import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { runtimeActionApi, runtimeListApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import { delegated, instance, notice, page, refused } from '../test/fixtures.js';
import { callsOf, serve } from '../test/serve.js';
import { MyRequestPage } from './MyRequestPage.js';
import { MyTurnOutListPage } from './MyTurnOutListPage.js';
import { MyNoticePage } from './MyNoticePage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const row = (subject: string) => screen.getByText(subject).closest('.matter-row') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const ok = (message: string) => () => ({ state: true, message, value: '' });

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('my requests', () => {
  function renderPage(path = '/work/myRequest') {
    return renderScreen(path, {
      '/work/myRequest': <MyRequestPage />,
      '/inst/:instId/:type': <div>instance view</div>,
      '/work/startFlow/:defId/:instId': <div>start form</div>,
    });
  }

  it('shows outcome and current node, and says before the tap whether revoke and urge are possible', async () => {
    serve([[runtimeListApi.myMobileRequest, () => page([
      instance('i1', '张敏请假 3 天', { urgentState: 1 }),
      instance('i2', '采购水泵', { taskName: '厂长审批', preconditions: refused({ revoke: '厂长审批已处理，不能撤回', urge: '今天已催办过' }) }),
      instance('i3', '车辆使用', { status: 'end', statusName: '已结束', taskName: '', outcome: 'approved', outcomeName: '已通过' }),
    ])]]);
    renderPage();
    await screen.findByText('采购水泵');

    const first = row('张敏请假 3 天');
    expect(within(first).getByText('审批中')).toBeTruthy();
    expect(within(first).getByText('部门负责人审批')).toBeTruthy();
    expect(within(first).getByText('紧急')).toBeTruthy();
    expect((within(first).getByRole('button', { name: '撤回' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(first).getByRole('button', { name: '催办' }) as HTMLButtonElement).disabled).toBe(false);

    const second = row('采购水泵');
    expect((within(second).getByRole('button', { name: '撤回' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(second).getByText('撤回不可用：厂长审批已处理，不能撤回')).toBeTruthy();
    expect((within(second).getByRole('button', { name: '催办' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(second).getByText('催办不可用：今天已催办过')).toBeTruthy();

    // An ended instance offers neither.
    expect(within(row('车辆使用')).queryByRole('button')).toBeNull();
    expect(within(row('车辆使用')).getByText('已通过')).toBeTruthy();
  });

  it("marks a request started on a leader's behalf (代发起) with the leader's name, and offers urge and revoke on it", async () => {
    serve([[runtimeListApi.myMobileRequest, () => page([
      instance('i1', '代领导报修：2号鼓风机', { creator: '何珍', agentLeaderId: 'u-zhangwei', agentLeaderName: '张伟' }),
      instance('i2', '我的请假'),
    ])]]);
    renderPage();
    await screen.findByText('我的请假');
    const onBehalf = row('代领导报修：2号鼓风机');
    expect(within(onBehalf).getByText('代发起：张伟')).toBeTruthy();
    expect((within(onBehalf).getByRole('button', { name: '撤回' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(onBehalf).getByRole('button', { name: '催办' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(row('我的请假')).queryByText(/代发起/)).toBeNull();
  });

  it('tells approved, rejected, withdrawn and terminated requests apart by a coloured tag', async () => {
    serve([[runtimeListApi.myMobileRequest, () => page([
      instance('i1', '请假 1 天', { status: 'end', outcome: 'approved', outcomeName: '已通过', taskName: '' }),
      instance('i2', '请假 2 天', { status: 'end', outcome: 'refused', outcomeName: '未通过', taskName: '' }),
      instance('i3', '请假 3 天', { status: 'revoke', statusName: '已撤回', outcome: 'withdrawn', outcomeName: '已撤回', taskName: '' }),
      instance('i4', '请假 4 天', { status: 'manualend', statusName: '人工终止', outcome: 'terminated', outcomeName: '已终止', taskName: '' }),
      instance('i5', '请假 5 天', { status: 'backToStart', statusName: '驳回到发起人' }),
    ])]]);
    renderPage();
    await screen.findByText('请假 5 天');
    const tagOf = (subject: string) => row(subject).querySelector('[data-outcome]') as HTMLElement;
    expect(['请假 1 天', '请假 2 天', '请假 3 天', '请假 4 天', '请假 5 天'].map((s) => [tagOf(s).dataset.outcome, tagOf(s).textContent, tagOf(s).style.getPropertyValue('--text-color')])).toEqual([
      ['approved', '已通过', '#146c2e'],
      ['refused', '未通过', '#b3261e'],
      ['withdrawn', '已撤回', '#4a5160'],
      ['terminated', '已终止', '#4a5160'],
      ['inProgress', '审批中', '#1d4fd8'],
    ]);
    // A request sent back to its starter is in progress, and says it waits for her.
    expect(within(row('请假 5 天')).getByText('驳回到发起人')).toBeTruthy();
    expect(within(row('请假 2 天')).queryByText('已结束')).toBeNull();
  });

  it('filters by outcome with a row of chips, sending the outcome in the list query', async () => {
    serve([[runtimeListApi.myMobileRequest, (body) => {
      const wanted = (body as { querys?: Array<{ property: string; value: string }> }).querys?.find((q) => q.property === 'outcome')?.value;
      return page(wanted === 'withdrawn' ? [] : [instance('i1', '请假 1 天', wanted ? { outcome: wanted as never, outcomeName: '未通过' } : {})]);
    }]]);
    const u = user();
    renderPage();
    await screen.findByText('请假 1 天');
    const chips = within(screen.getByRole('group', { name: '按审批结果筛选' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '审批中', '已通过', '未通过', '已撤回']);
    expect(chips.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');

    await u.click(chips.getByRole('button', { name: '未通过' }));
    await waitFor(() => expect(callsOf(runtimeListApi.myMobileRequest).at(-1)?.body).toMatchObject({
      querys: [{ property: 'outcome', value: 'refused', operation: 'EQUAL', relation: 'AND', group: 'outcome' }],
    }));
    expect(chips.getByRole('button', { name: '未通过' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(row('请假 1 天')).findByText('未通过')).toBeTruthy();

    await u.click(chips.getByRole('button', { name: '已撤回' }));
    expect(await screen.findByText('没有“已撤回”的事项')).toBeTruthy();
    await u.click(chips.getByRole('button', { name: '全部' }));
    await waitFor(() => expect((callsOf(runtimeListApi.myMobileRequest).at(-1)?.body as { querys?: unknown }).querys).toBeUndefined());
  });

  it('urges with a message and revokes with a reason, after asking', async () => {
    serve([
      [runtimeListApi.myMobileRequest, () => page([instance('i1', '张敏请假 3 天')])],
      [runtimeActionApi.sendBpmTaskUrgent, ok('催办成功')],
      [runtimeActionApi.revokeInstance, ok('撤回成功')],
    ]);
    const u = user();
    renderPage();
    await u.click(await within(row(await screen.findByText('张敏请假 3 天').then((e) => e.textContent!))).findByRole('button', { name: '催办' }));
    let dialog = (await screen.findByText(/将提醒“部门负责人审批”的处理人/)).closest('.adm-dialog-body') as HTMLElement;
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('请尽快处理');
    await u.click(within(dialog).getByRole('button', { name: '催办' }));
    await waitFor(() => expect(callsOf(runtimeActionApi.sendBpmTaskUrgent)[0]?.body).toEqual({ instId: 'i1', content: '请尽快处理', idempotencyKey: expect.any(String) }));

    await u.click(within(row('张敏请假 3 天')).getByRole('button', { name: '撤回' }));
    dialog = (await screen.findByText(/确定撤回“张敏请假 3 天”吗/)).closest('.adm-dialog-body') as HTMLElement;
    await u.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(callsOf(runtimeActionApi.revokeInstance)[0]?.body).toEqual({ instanceId: 'i1', idempotencyKey: expect.any(String) }));
  });

  it('lists drafts, opens one in the start form and deletes one after asking', async () => {
    serve([
      [runtimeListApi.myMobileDraft, () => page([instance('d1', '请假草稿', { status: 'draft', statusName: '草稿' }), instance('d2', '采购草稿', { status: 'draft' })])],
      [runtimeActionApi.removeDraftById, ok('删除成功')],
    ]);
    const u = user();
    renderPage('/work/myRequest?tab=drafts');
    await screen.findByText('采购草稿');
    await u.click(within(row('请假草稿')).getByRole('button', { name: '删除' }));
    const dialog = (await screen.findByText(/确定删除草稿“请假草稿”吗/)).closest('.adm-dialog-body') as HTMLElement;
    await u.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsOf(runtimeActionApi.removeDraftById)[0]?.query).toEqual({ ids: 'd1' }));

    await u.click(screen.getByText('采购草稿'));
    expect(await screen.findByText('start form')).toBeTruthy();
  });

  it('shows the empty page', async () => {
    serve([[runtimeListApi.myMobileRequest, () => page([])]]);
    renderPage();
    expect(await screen.findByText('暂无发起的请求')).toBeTruthy();
  });
});

describe('delegated out', () => {
  it('offers to take back a task the other person has not handled, and says why not otherwise', async () => {
    serve([
      [runtimeListApi.getDelegate, () => page([
        delegated('r1', '张敏请假 3 天'),
        delegated('r2', '采购水泵', { preconditions: refused({ retrieve: '张伟已打开该任务' }) }),
        delegated('r3', '车辆使用', { status: 'finish' }),
      ])],
      [runtimeActionApi.retrieveBpmTask, ok('取回成功')],
    ]);
    const u = user();
    renderScreen('/work/myTurnOutList', { '/work/myTurnOutList': <MyTurnOutListPage /> });
    await screen.findByText('采购水泵');
    expect(within(row('采购水泵')).getByText('取回不可用：张伟已打开该任务')).toBeTruthy();
    expect(within(row('车辆使用')).getByText('对方已处理')).toBeTruthy();
    expect(within(row('车辆使用')).queryByRole('button')).toBeNull();
    expect(within(row('张敏请假 3 天')).getByText('转办给 张伟')).toBeTruthy();

    await u.click(within(row('张敏请假 3 天')).getByRole('button', { name: '取回' }));
    const dialog = (await screen.findByText(/确定取回转办给张伟的任务/)).closest('.adm-dialog-body') as HTMLElement;
    await u.click(within(dialog).getByRole('button', { name: '取回' }));
    await waitFor(() => expect(callsOf(runtimeActionApi.retrieveBpmTask)[0]?.query).toEqual({ taskId: 'task-r1', idempotencyKey: expect.any(String) }));
  });
});

describe('my circulated notices', () => {
  it('shows unread notices with a dot and their count, marks one read, and opens a notice with its route', async () => {
    serve([
      [runtimeListApi.getNoticeTodoReadList, () => page([notice('n1', '张敏请假 3 天'), notice('n2', '采购水泵', { nodeId: null })])],
      [runtimeActionApi.noticeTurnDode, ok('已标为已读')],
    ]);
    const u = user();
    renderScreen('/work/myNotice', {
      '/work/myNotice': <MyNoticePage />,
      '/noticeTask/:noticeId/:type/:isRead/:curNodeId/:from': <div>notice view</div>,
    });
    await screen.findByText('采购水泵');
    expect(screen.getByText('待阅 (2)')).toBeTruthy();
    expect(row('张敏请假 3 天').querySelector('.matter-dot')).toBeTruthy();
    expect(within(row('张敏请假 3 天')).getByText('传阅人 张伟')).toBeTruthy();
    expect(row('张敏请假 3 天').querySelector('[data-outcome="inProgress"]')?.textContent).toBe('审批中');

    await u.click(within(row('张敏请假 3 天')).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(callsOf(runtimeActionApi.noticeTurnDode)[0]?.query).toEqual({ taskId: 'n1', idempotencyKey: expect.any(String) }));

    await u.click(screen.getByText('采购水泵'));
    expect(await screen.findByText('notice view')).toBeTruthy();
  });

  it('shows the readers of what I circulated with their read state', async () => {
    serve([
      [runtimeListApi.getNoticeTodoReadList, () => page([])],
      [runtimeListApi.getMyNoticeReadList, () => page([notice('n1', '张敏请假 3 天', { isRead: 1, assigneeName: '王芳' }), notice('n2', '采购水泵', { assigneeName: '李军' })])],
    ]);
    renderScreen('/work/myNotice?tab=mine', { '/work/myNotice': <MyNoticePage /> });
    await screen.findByText('采购水泵');
    expect(within(row('张敏请假 3 天')).getByText('阅读人 王芳')).toBeTruthy();
    expect(within(row('张敏请假 3 天')).getByText('已读')).toBeTruthy();
    expect(within(row('采购水泵')).getByText('未读')).toBeTruthy();
    expect(row('采购水泵').querySelector('.matter-dot')).toBeNull();
  });
});
