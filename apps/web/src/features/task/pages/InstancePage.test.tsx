import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { modelApi, runtimeActionApi, runtimeInstanceApi, runtimeMiscApi, runtimeTaskApi, shortUrlApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { allowed, instanceDetail, opinion, purchaseDef } from '../test/fixtures.js';
import { InstancePage } from './InstancePage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const records = [
  opinion('o3', { taskKey: 'director', taskName: '厂长审批', auditorName: '张伟', status: 'agree', statusVal: '同意', opinion: '同意，按程序办理' }),
  opinion('o2', { taskKey: 'deptHead', taskName: '部门负责人审批', auditorName: '王芳', status: 'agree', statusVal: '同意', opinion: '同意采购' }),
  opinion('o1'),
];

function serveInstance(detail = instanceDetail(), myTasks: unknown[] = []) {
  serveCalls([
    [runtimeInstanceApi.getInstanceByInstId, () => detail],
    [modelApi.defGet, () => purchaseDef],
    [runtimeInstanceApi.instanceFlowOpinions, () => records],
    [runtimeTaskApi.getBpmTaskByInstId, () => myTasks],
    [runtimeActionApi.sendBpmTaskUrgent, () => ({ state: true, message: '已催办', value: '' })],
    [runtimeActionApi.revokeInstance, () => ({ state: true, message: '撤回成功', value: '' })],
    [shortUrlApi.getShortUrlByLong, () => ({ state: true, message: '', value: 'Ab3dEf7h' })],
  ]);
}

const render = (path: string) => renderScreen(path, {
  '/doneDetail/:instId/:type': <InstancePage />,
  '/inst/:instId/:type': <InstancePage />,
  '/task/:taskId/:leaderId': <div>task view</div>,
});
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  vi.mocked(call).mockReset();
  useSession.setState({ user: null });
});

describe('read views of an instance', () => {
  it('done detail: the form read-only with hidden fields left out, the records, and no actions', async () => {
    serveInstance();
    render('/doneDetail/inst-1/done');
    expect(await screen.findByRole('heading', { name: '采购离心泵备件 52,000 元' })).toBeTruthy();
    expect(screen.getByText('已办详情')).toBeTruthy();
    // The header says how it came out, not merely that it ended.
    expect(screen.getByText('已通过').closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('approved');
    expect(await screen.findByText('南方泵业')).toBeTruthy();
    expect(screen.getByText('2号离心泵备件')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByText('内部备注')).toBeNull();
    expect(screen.queryByText('只给财务看')).toBeNull();
    expect(await screen.findByText('同意，按程序办理')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(document.querySelector('.detail-bar')).toBeNull();
  });

  it('tags a refused request 未通过 in the header, and a withdrawn one 已撤回', async () => {
    serveInstance(instanceDetail({ outcome: 'refused', outcomeName: '未通过' }));
    const { unmount } = render('/doneDetail/inst-1/done');
    const tag = (await screen.findByText('未通过')).closest('[data-outcome]') as HTMLElement;
    expect(tag.getAttribute('data-outcome')).toBe('refused');
    expect(tag.style.getPropertyValue('--text-color')).toBe('#b3261e');
    expect(screen.queryByText('已结束')).toBeNull();
    unmount();
    serveInstance(instanceDetail({ status: 'manualend', statusName: '人工终止', outcome: 'withdrawn', outcomeName: '已撤回' }));
    render('/doneDetail/inst-1/done');
    expect((await screen.findByText('已撤回')).closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('withdrawn');
  });

  it("names the leader in the header of a request started on his behalf (代发起), beside the agent who started it", async () => {
    serveInstance(instanceDetail({ creator: '何珍', createBy: 'u-hezhen', agentLeaderId: 'u-zhangwei', agentLeaderName: '张伟' }));
    render('/doneDetail/inst-1/done');
    const head = await screen.findByRole('region', { name: '申请概要' });
    expect(within(head).getByText('何珍')).toBeTruthy();
    expect(within(head).getByText('代发起：张伟')).toBeTruthy();
  });

  it('leads someone who holds a task of the instance to it', async () => {
    serveInstance(instanceDetail({ status: 'running', statusName: '运行中' }), [{ taskId: 'task-9', name: '厂长审批' }]);
    const u = user();
    render('/inst/inst-1/request');
    await u.click(await screen.findByRole('button', { name: '去处理（厂长审批）' }));
    expect(await screen.findByText('task view')).toBeTruthy();
  });

  it('lets the starter urge while the instance runs, and says why revoke is not possible', async () => {
    useSession.setState({ user: { userId: 'u-chenjing', account: 'chenjing', username: '陈静', token: 't', loginTime: Date.now(), expiration: 3600 } as never });
    serveInstance(instanceDetail({
      status: 'running', statusName: '运行中',
      preconditions: { ...allowed, canRevoke: false, reason: { revoke: '下一节点已处理，不能撤回' } },
      curNodes: [{ taskId: 'task-9', nodeId: 'director', name: '厂长审批', userIds: ['u-zhangwei'], userNames: '张伟' }],
    }));
    const u = user();
    render('/inst/inst-1/request');
    expect(await screen.findByText('下一节点已处理，不能撤回')).toBeTruthy();
    expect(screen.getByRole('button', { name: '撤回' }).hasAttribute('disabled')).toBe(true);
    await u.click(within(document.querySelector('.detail-bar') as HTMLElement).getByRole('button', { name: '催办' }));
    const dialog = await screen.findByRole('dialog', { name: '催办' });
    expect(within(dialog).getByText('将提醒以下处理人尽快办理：厂长审批（张伟）')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: '发送催办' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.sendBpmTaskUrgent)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.sendBpmTaskUrgent)[0].body).toMatchObject({ instId: 'inst-1', content: '请尽快处理，谢谢！' });
    expect(await screen.findByText('已催办')).toBeTruthy();
  });

  it('lets a handler revoke their own agreement from the done detail while nobody acted since', async () => {
    useSession.setState({ user: { userId: 'u-wangfang', account: 'wangfang', username: '王芳', token: 't', loginTime: Date.now(), expiration: 3600 } as never });
    serveInstance(instanceDetail({ status: 'running', statusName: '运行中', preconditions: { ...allowed, canRevoke: true, reason: {} } }));
    const u = user();
    render('/doneDetail/inst-1/done');
    const revoke = await screen.findByRole('button', { name: '撤回' });
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
    await u.click(revoke);
    expect(await screen.findByText('撤回您的审批后，这一步回到您的待办，下一节点的待办随即取消。')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '确认撤回' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.revokeInstance)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.revokeInstance)[0].body).toMatchObject({ instanceId: 'inst-1' });
    expect(await screen.findByText('撤回成功')).toBeTruthy();
  });

  it('shows a stranger the 403 page', async () => {
    serveCalls([[runtimeInstanceApi.getInstanceByInstId, () => {
      throw new CallError('您不是该流程的参与者', 403);
    }]]);
    render('/inst/inst-1/request');
    expect(await screen.findByText('您没有权限访问该内容')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });

  it('shares the instance: the sheet makes the short link of its read-only page', async () => {
    useSession.setState({ user: { userId: 'u-chenjing', account: 'chenjing', username: '陈静', token: 't', loginTime: Date.now(), expiration: 3600 } as never });
    serveInstance();
    const u = user();
    render('/doneDetail/inst-1/done');
    await u.click(await screen.findByRole('button', { name: '分享' }));
    const sheet = await screen.findByRole('dialog', { name: '分享流程' });
    const link = await within(sheet).findByRole('textbox', { name: '分享链接' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/surl/Ab3dEf7h`);
    expect(optionsOf(shortUrlApi.getShortUrlByLong)[0].body).toEqual({ url: '/shareInst/inst-1/1' });
  });

  it('offers a shared link\'s guest no share', async () => {
    const claims = btoa(JSON.stringify({ guest: '/shareInst/inst-1/1' })).replace(/=+$/, '');
    useSession.setState({ user: { userId: 'u-chenjing', account: 'chenjing', username: '陈静', token: `h.${claims}.s`, loginTime: Date.now(), expiration: 3600 } as never });
    serveInstance();
    render('/doneDetail/inst-1/done');
    expect(await screen.findByRole('button', { name: '流程图' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
    expect(screen.queryByRole('button', { name: '跟踪' })).toBeNull();
  });

  it('follows nodes of the instance (跟踪): the approval nodes, the ones followed ticked, the list saved', async () => {
    serveInstance(instanceDetail({ status: 'running', statusName: '运行中' }));
    const extra = new Map<unknown, () => unknown>([
      [runtimeMiscApi.getFollowedNode, () => ({ state: true, message: '', value: ['deptHead'] })],
      [runtimeMiscApi.saveFollow, () => ({ state: true, message: '保存跟踪节点成功', value: [] })],
    ]);
    const served = vi.mocked(call).getMockImplementation()!;
    vi.mocked(call).mockImplementation(((e: unknown, o: never) => (extra.has(e) ? Promise.resolve(extra.get(e)!()) : served(e as never, o))) as never);
    const u = user();
    render('/inst/inst-1/0');
    await u.click(await screen.findByRole('button', { name: '跟踪' }));
    const sheet = await screen.findByRole('dialog', { name: '跟踪节点' });
    await waitFor(() => expect([...sheet.querySelectorAll('[data-node]')].map((n) => n.getAttribute('data-node'))).toEqual(['deptHead', 'director']));
    // Unticking the only followed node stops following: an empty list is sent.
    await u.click(within(sheet).getByText('部门负责人审批'));
    await u.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(optionsOf(runtimeMiscApi.saveFollow)).toHaveLength(1));
    expect(optionsOf(runtimeMiscApi.saveFollow)[0].body).toMatchObject({ instId: 'inst-1', nodeIds: [] });
    expect(await screen.findByText('保存跟踪节点成功')).toBeTruthy();
  });
});
