import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { modelApi, runtimeActionApi, runtimeInstanceApi, runtimeMiscApi, runtimeTaskApi, type Button, type TaskGetVo } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls, type CallHandler } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { purchaseDef, taskVo } from '../test/fixtures.js';
import { TaskPage } from './TaskPage.js';

// Only the module boundary to the server is replaced.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const serverButtons: Button[] = [
  { alias: 'inqu', name: '征询' }, { alias: 'agree', name: '同意' }, { alias: 'oppose', name: '反对' }, { alias: 'reject', name: '驳回' },
  { alias: 'backToStart', name: '驳回发起人' }, { alias: 'rejectToAnyNode', name: '驳回指定节点' }, { alias: 'delegate', name: '转办' },
  { alias: 'flowImage', name: '流程图' },
];

const ok = (message: string) => () => ({ state: true, message, value: '' });

function serveTask(vo = taskVo(), extra: Array<[Parameters<typeof serveCalls>[0][number][0], CallHandler]> = []) {
  serveCalls([
    [runtimeTaskApi.get, () => vo],
    [modelApi.defGet, () => purchaseDef],
    [runtimeTaskApi.getButtonsBytaskId, () => ({ buttons: serverButtons })],
    [runtimeActionApi.addReadRecord, ok('')],
    [runtimeInstanceApi.instanceFlowOpinions, () => vo.opinionList],
    [modelApi.getApprovalByDefKeyAndTypeId, () => ['同意', '同意采购，请比价后执行']],
    ...extra,
  ]);
}

function renderTask() {
  return renderScreen('/task/task-1/0', {
    '/task/:taskId/:leaderId': <TaskPage />,
    '/work/myMatters/:activeNumber': <div>to-do list</div>,
  });
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const bar = () => screen.getByRole('toolbar');

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('the task view', () => {
  it("shows the head, the form under this node's permissions, and the server's buttons with 'more'", async () => {
    serveTask();
    const u = user();
    renderTask();

    expect(await screen.findByRole('heading', { name: '采购离心泵备件 52,000 元' })).toBeTruthy();
    expect(screen.getByText('部门负责人审批', { selector: 'dd' })).toBeTruthy();
    // r fields show as text, the w field is an input, the n field is not there at all.
    expect(await screen.findByText('2号离心泵备件')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '采购事项' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '供应商' })).toBeTruthy();
    expect(screen.queryByText('内部备注')).toBeNull();

    // The decision first, then the reject family as one button, 'more' always there.
    const names = within(await waitFor(bar)).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['更多', '同意', '驳回']);
    await u.click(within(bar()).getByRole('button', { name: '更多' }));
    const sheet = await screen.findByText('反对');
    const actions = [...sheet.closest('.adm-action-sheet')!.querySelectorAll('.adm-action-sheet-button-item-name')].map((n) => n.textContent);
    expect(actions).toEqual(['反对', '征询', '转办', '流程图', '取消']);
    // The pending record of this task shows in the opinion list.
    expect(screen.getByText('待审批')).toBeTruthy();
    expect(optionsOf(runtimeActionApi.addReadRecord)[0].query).toEqual({ taskId: 'task-1' });
  });

  it("tags the head with the request's outcome; the starter's withdrawn request reads 已撤回, not 被驳回", async () => {
    serveTask({ ...taskVo({ status: 'BACK', instStatus: 'revoke', nodeId: 'start', name: '发起人' }), outcome: 'withdrawn', outcomeName: '已撤回' });
    renderTask();
    expect(await screen.findByRole('heading', { name: '采购离心泵备件 52,000 元' })).toBeTruthy();
    const head = screen.getByRole('region', { name: '申请概要' });
    expect(head.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('withdrawn');
    expect(within(head).getAllByText('已撤回')).toHaveLength(2);
    expect(within(head).queryByText('被驳回')).toBeNull();
  });

  it("names the leader a request was filed for (代发起) in the approver's header", async () => {
    serveTask({ ...taskVo({ creator: '何珍' }), agentLeaderName: '张伟' });
    renderTask();
    const head = await screen.findByRole('region', { name: '申请概要' });
    expect(within(head).getByText('何珍')).toBeTruthy();
    expect(within(head).getByText('代发起：张伟')).toBeTruthy();
  });

  it('agrees with the opinion and the fields this node may write, shows the server message, then goes back to the list', async () => {
    serveTask(taskVo(), [[runtimeActionApi.complete, ok('办理成功')]]);
    const u = user();
    renderTask();

    await u.type(await screen.findByRole('textbox', { name: '供应商' }), '南方泵业');
    await u.click(await screen.findByRole('button', { name: '同意采购，请比价后执行' }));
    await u.click(within(bar()).getByRole('button', { name: '同意' }));

    await waitFor(() => expect(optionsOf(runtimeActionApi.complete)).toHaveLength(1));
    const sent = optionsOf(runtimeActionApi.complete)[0];
    expect(sent.overlay).toBe(true);
    expect(sent.body).toMatchObject({ taskId: 'task-1', actionName: 'agree', opinion: '同意采购，请比价后执行', data: { supplier: '南方泵业' } });
    // Only what this node may write goes back; read-only and hidden fields stay as the server has them.
    expect(Object.keys(sent.body!.data as object)).toEqual(['supplier']);
    expect(sent.body!.idempotencyKey).toEqual(expect.any(String));
    expect(await screen.findByText('办理成功')).toBeTruthy();
    expect(await screen.findByText('to-do list', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('asks for the opinion first when the node requires one', async () => {
    serveTask(taskVo({}, { opinionRequired: true }), [[runtimeActionApi.complete, ok('办理成功')]]);
    const u = user();
    renderTask();
    await u.click(within(await waitFor(bar)).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('请填写审批意见')).toBeTruthy();
    expect(optionsOf(runtimeActionApi.complete)).toHaveLength(0);
  });

  it("shows the server's refusal of a field as the field list (form-data save code 3) and marks the field", async () => {
    serveTask(taskVo(), [[runtimeActionApi.complete, () => {
      throw new CallError('请求参数有误，请检查后重试', 400, { state: false, message: 'data.supplier: is read-only at this node' });
    }]]);
    const u = user();
    renderTask();
    await u.type(await screen.findByRole('textbox', { name: '供应商' }), '某公司');
    await u.click(within(bar()).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('供应商：is read-only at this node')).toBeTruthy();
    const item = screen.getByRole('textbox', { name: '供应商' }).closest('[data-field]') as HTMLElement;
    expect(within(item).getByRole('alert').textContent).toBe('is read-only at this node');
    expect(screen.queryByText('to-do list')).toBeNull();
  });

  it('rejects to a node picked from the pickable nodes only (no start, end or gateway)', async () => {
    const atDirector = taskVo({ nodeId: 'director', taskKey: 'director', name: '厂长审批' },
      { nodeId: 'director', name: '厂长审批', permissions: purchaseDef.permissions.director, resubmit: 'direct' });
    const node = (nodeId: string, nodeType: string, name: string) => ({ nodeId, nodeType, name });
    serveTask(atDirector, [
      [runtimeActionApi.taskToReject, () => ({
        taskId: 'task-1', backMode: 'reject', backNode: [node('deptHead', 'USERTASK', '部门负责人审批')], canReject: true, canRejectPreAct: true,
        canRejectToStart: true, canRejectToAnyNode: true,
        allowNormalNode: [node('start', 'START', '提交采购申请'), node('deptHead', 'USERTASK', '部门负责人审批'), node('gw', 'EXCLUSIVEGATEWAY', '采购金额'),
          node('signers', 'SIGNTASK', '会签'), node('end', 'END', '结束')],
        allowDirectNode: [node('deptHead', 'USERTASK', '部门负责人审批')],
        isInGateway: false, isAfterGateway: true, isInSubProcess: false,
      })],
      [runtimeActionApi.complete, ok('驳回成功')],
    ]);
    const u = user();
    renderTask();
    await u.click(within(await waitFor(bar)).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await u.click(await within(dialog).findByText('指定节点'));
    const nodes = [...dialog.querySelectorAll('.task-sheet-nodes [data-node]')].map((n) => n.getAttribute('data-node'));
    expect(nodes).toEqual(['deptHead', 'signers']);
    await u.click(within(dialog).getByText('部门负责人审批', { selector: '.task-sheet-nodes *' }));
    await u.type(within(dialog).getByPlaceholderText('请说明驳回的原因'), '金额超预算');
    await u.click(within(dialog).getByRole('button', { name: '确认驳回' }));

    await waitFor(() => expect(optionsOf(runtimeActionApi.complete)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.complete)[0].body).toMatchObject({
      taskId: 'task-1', actionName: 'reject', destination: 'deptHead', opinion: '金额超预算', backHandMode: 'direct',
    });
    expect(await screen.findByText('驳回成功')).toBeTruthy();
  });

  it('withdraws the added approvers who have not answered, with a note, and stays on the task', async () => {
    serveTask(taskVo(), [
      [runtimeTaskApi.getButtonsBytaskId, () => ({ buttons: [{ alias: 'revokeSign', name: '撤回加签' }, { alias: 'flowImage', name: '流程图' }] })],
      [runtimeActionApi.revokeSignLine, ok('已撤回加签')],
    ]);
    const u = user();
    renderTask();
    await u.click(await screen.findByRole('button', { name: '撤回加签' }));
    expect(await screen.findByText('尚未回复的加签人员将被撤回，他们的待办随即取消，之后由您直接审批。')).toBeTruthy();
    await u.type(screen.getByPlaceholderText('撤回的原因（选填）'), '我来决定');
    await u.click(screen.getByRole('button', { name: '确认撤回' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.revokeSignLine)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.revokeSignLine)[0].body).toMatchObject({ taskId: 'task-1', instanceId: taskVo().bpmTask.procInstId, opinion: '我来决定' });
    expect(await screen.findByText('已撤回加签')).toBeTruthy();
    expect(screen.queryByText('to-do list')).toBeNull();
  });

  it('says whom the holder waits for instead of a silently missing agree, and withdraws the inquiry from the banner', async () => {
    let vo: TaskGetVo = { ...taskVo(), awaiting: [{ id: 'u-liqiang', name: '李强', kind: 'inquiry' }] };
    let buttons: Button[] = [{ alias: 'inqu', name: '征询' }, { alias: 'revokeInqu', name: '撤回征询' }, { alias: 'flowImage', name: '流程图' }];
    serveTask(vo, [
      [runtimeTaskApi.get, () => vo],
      [runtimeTaskApi.getButtonsBytaskId, () => ({ buttons })],
      [runtimeActionApi.revokeInqu, () => {
        vo = taskVo();
        buttons = serverButtons;
        return { state: true, message: '已撤回征询', value: '' };
      }],
    ]);
    const u = user();
    renderTask();
    const banner = await screen.findByText('等待李强的回复');
    expect(within(await waitFor(bar)).queryByRole('button', { name: '同意' })).toBeNull();
    await u.click(within(banner.closest('.detail-banner') as HTMLElement).getByRole('button', { name: '撤回征询' }));
    expect(await screen.findByText('尚未回复的征询将被撤回，被征询人的待办随即取消，之后由您直接审批。')).toBeTruthy();
    await u.type(screen.getByPlaceholderText('撤回的原因（选填）'), '已核实');
    await u.click(screen.getByRole('button', { name: '确认撤回' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.revokeInqu)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.revokeInqu)[0].body).toMatchObject({ taskId: 'task-1', opinion: '已核实' });
    expect(await screen.findByText('已撤回征询')).toBeTruthy();
    // The view refreshed: the banner is gone and the decision is back.
    expect(await within(bar()).findByRole('button', { name: '同意' })).toBeTruthy();
    expect(screen.queryByText('等待李强的回复')).toBeNull();
  });

  it('names everyone still to answer', async () => {
    serveTask({ ...taskVo(), awaiting: [{ id: 'u-liqiang', name: '李强', kind: 'inquiry' }, { id: 'u-zhaoli', name: '赵丽', kind: 'addSign' }] });
    renderTask();
    expect(await screen.findByText('等待李强、赵丽的回复')).toBeTruthy();
  });

  it('refreshes itself after a 409 (handled meanwhile): it shows the task as handled, with no action left', async () => {
    let vo = taskVo();
    serveTask(vo, [
      [runtimeTaskApi.get, () => vo],
      [runtimeActionApi.complete, () => {
        vo = taskVo({ open: false });
        throw new CallError('该任务已被处理或已不存在，请刷新后重试', 409, { state: false, message: '该任务已被处理或已不存在，请刷新后重试' });
      }],
    ]);
    const u = user();
    renderTask();
    await u.click(within(await waitFor(bar)).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('此任务已处理，以下为办理时的内容')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(vi.mocked(call).mock.calls.filter(([e]) => e === runtimeTaskApi.get).length).toBeGreaterThan(1);
    expect(screen.queryByText('to-do list')).toBeNull();
  });

  it('follows nodes (跟踪): ticks the approval nodes of the process and saves the list', async () => {
    serveTask(taskVo(), [
      [runtimeMiscApi.getFollowedNode, () => ({ state: true, message: '', value: ['director'] })],
      [runtimeMiscApi.saveFollow, () => ({ state: true, message: '保存跟踪节点成功', value: ['director', 'deptHead'] })],
    ]);
    const u = user();
    renderTask();
    await u.click(await screen.findByRole('button', { name: '跟踪' }));
    const sheet = await screen.findByRole('dialog', { name: '跟踪节点' });
    const nodes = await waitFor(() => {
      const found = [...sheet.querySelectorAll('[data-node]')].map((n) => n.getAttribute('data-node'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(nodes).not.toContain('start');
    await u.click(within(sheet).getByText('部门负责人审批'));
    await u.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(optionsOf(runtimeMiscApi.saveFollow)).toHaveLength(1));
    expect(optionsOf(runtimeMiscApi.saveFollow)[0].body).toMatchObject({ instId: 'inst-1', nodeIds: ['director', 'deptHead'] });
    expect(await screen.findByText('保存跟踪节点成功')).toBeTruthy();
  });

  it('claims a task shared by several candidates, and says so', async () => {
    const shared = taskVo({ assigneeId: null, assigneeName: null });
    let code = 1;
    serveTask({ ...shared, bpmIdentities: [{ id: 'u-wangfang', name: '王芳', type: 'user' }, { id: 'u-lijun', name: '李军', type: 'user' }] }, [
      [runtimeActionApi.canLock, () => code],
      [runtimeActionApi.lockUnlock, () => {
        code = 3;
        return 1;
      }],
    ]);
    const u = user();
    renderTask();
    expect(await screen.findByText('此任务由 王芳、李军 共同处理，签收后由您办理')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '签收' }));
    expect(await screen.findByText('签收成功')).toBeTruthy();
    expect(await screen.findByText('您已签收此任务')).toBeTruthy();
    expect(optionsOf(runtimeActionApi.lockUnlock)[0].query).toMatchObject({ taskId: 'task-1' });
  });

  it("shows a stranger the 403 page ('you may not view this content') with the way back", async () => {
    serveCalls([[runtimeTaskApi.get, () => {
      throw new CallError('您不是该流程的参与者', 403, { state: false, message: '您不是该流程的参与者' });
    }]]);
    renderTask();
    expect(await screen.findByText('您没有权限访问该内容')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回工作台' }).getAttribute('href')).toBe('/work');
    expect(screen.queryByRole('toolbar')).toBeNull();
    // Nothing else was asked once the task was refused.
    expect(vi.mocked(call).mock.calls.map(([e]) => e)).toEqual([runtimeTaskApi.get]);
  });
});
