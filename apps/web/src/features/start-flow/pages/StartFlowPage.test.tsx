import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { modelApi, runtimeActionApi, runtimeInstanceApi, type DefinitionDetail, type InstanceDetail } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls, type CallHandler } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { StartFlowPage } from './StartFlowPage.js';
import { AgentStartPage } from './AgentStartPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const def: DefinitionDetail = {
  id: 'def-purchase', key: 'purchase', name: '采购申请', version: 1, isMain: 1, typeId: null, typeName: null, description: '物资采购',
  status: 'deployed', supportMobile: 1, createTime: '2026-11-01T00:00:00.000Z', bpmnXml: '<xml/>',
  nodes: [{ nodeId: 'start', nodeType: 'START', name: '提交' }, { nodeId: 'deptHead', nodeType: 'USERTASK', name: '部门负责人审批' }],
  form: {
    fields: [
      { key: 'item', label: '采购事项', type: 'text', required: true },
      { key: 'amount', label: '采购金额', type: 'money', required: true },
      { key: 'note', label: '审批备注', type: 'text' },
    ],
  },
  permissions: { start: { item: 'w', amount: 'w', note: 'n' }, deptHead: { item: 'r', amount: 'r', note: 'w' } },
};

const draft = {
  id: 'draft-1', subject: '离心泵草稿', procDefId: 'def-purchase', procDefKey: 'purchase', procDefName: '采购申请', typeId: null, status: 'draft',
  statusName: '草稿', creator: '陈静', createBy: 'u-chenjing', createOrgId: null, createTime: '2026-11-20T02:00:00.000Z', updateTime: '2026-11-20T02:00:00.000Z',
  endTime: null, bizKey: null, urgentState: 1, supportMobile: 1, taskName: '', outcome: null, outcomeName: '', preconditions: { canRevoke: false, canRetrieve: false, canUrge: false, reason: {} },
  data: { item: '机械密封' }, formKey: null, agentLeaderId: null, agentLeaderName: null, curNodes: [],
} satisfies InstanceDetail;

const levels = { right: 'w', levels: [{ value: 0, name: '普通' }, { value: 1, name: '紧急' }, { value: 2, name: '特急' }] };

function serve(extra: Array<[Parameters<typeof serveCalls>[0][number][0], CallHandler]> = []) {
  serveCalls([
    [modelApi.defGet, () => def],
    [runtimeInstanceApi.getUrgentStateConf, () => levels],
    [runtimeInstanceApi.getInstanceByInstId, () => draft],
    [runtimeActionApi.start, () => ({ state: true, message: '流程已启动', value: 'inst-9', instId: 'inst-9' })],
    [runtimeActionApi.saveDraft, () => ({ state: true, message: '草稿已保存', value: 'draft-1', instId: 'draft-1' })],
    ...extra,
  ]);
}

const render = (path: string) => renderScreen(path, {
  '/work/startFlow/:defId/:instId': <StartFlowPage />,
  '/work/agentStart/:defId/:leaderId': <AgentStartPage />,
  '/work/myRequest': <div>my requests</div>,
});
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('starting a process', () => {
  it('validates with the renderer first: nothing is sent while required fields are empty', async () => {
    serve();
    const u = user();
    render('/work/startFlow/def-purchase/0');
    await u.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText(/采购事项：不能为空/)).toBeTruthy();
    expect(optionsOf(runtimeActionApi.start)).toHaveLength(0);
    // The field hidden at the start ('n') is not there to fill in.
    expect(screen.queryByText('审批备注')).toBeNull();
  });

  it('sends the form data, subject and urgency, shows the server message, then goes back', async () => {
    serve();
    const u = user();
    render('/work/startFlow/def-purchase/0');
    await u.type(await screen.findByRole('textbox', { name: '采购事项' }), '2号离心泵备件');
    await u.type(screen.getByRole('textbox', { name: '采购金额' }), '52000');
    await u.type(screen.getByPlaceholderText('留空将按流程设置自动生成'), '离心泵采购');
    await u.click(await screen.findByText('紧急'));
    await u.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(optionsOf(runtimeActionApi.start)).toHaveLength(1));
    const sent = optionsOf(runtimeActionApi.start)[0];
    expect(sent.body).toMatchObject({ defId: 'def-purchase', subject: '离心泵采购', urgentStateValue: 1, data: { item: '2号离心泵备件', amount: 52000 } });
    expect(sent.body).not.toHaveProperty('proInstId');
    expect(sent.overlay).toBe(true);
    expect(await screen.findByText('流程已启动')).toBeTruthy();
    expect(await screen.findByText('my requests', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it("maps the server's refusal of a field to the field list (code 3)", async () => {
    serve([[runtimeActionApi.start, () => {
      throw new CallError('请求参数有误，请检查后重试', 400, { state: false, message: 'data.amount: is required (采购金额)' });
    }]]);
    const u = user();
    render('/work/startFlow/def-purchase/0');
    await u.type(await screen.findByRole('textbox', { name: '采购事项' }), '备件');
    await u.type(screen.getByRole('textbox', { name: '采购金额' }), '1');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('采购金额：is required (采购金额)')).toBeTruthy();
    expect(screen.queryByText('my requests')).toBeNull();
  });

  it('opens a draft filled in, and saving it again updates that draft', async () => {
    serve();
    const u = user();
    render('/work/startFlow/def-purchase/draft-1');
    expect(await screen.findByDisplayValue('机械密封')).toBeTruthy();
    expect(screen.getByDisplayValue('离心泵草稿')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.saveDraft)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.saveDraft)[0].body).toMatchObject({ defId: 'def-purchase', proInstId: 'draft-1', urgentStateValue: 1, data: { item: '机械密封' } });
    expect(await screen.findByText('草稿已保存')).toBeTruthy();
  });

  it('starts on behalf of a leader only after the start-right check, and names the leader', async () => {
    serve([
      [modelApi.getPermissionList, () => ({ defKeys: ['purchase'], leaders: [{ id: 'u-zhangwei', name: '张伟', defKeys: ['purchase'] }] })],
      [modelApi.startRight, ({ query }) => ({ state: true, message: '', value: query?.leaderId === 'u-zhangwei' })],
    ]);
    const u = user();
    render('/work/agentStart/def-purchase/0');
    expect(await screen.findByText('代 张伟 发起，审批中将显示为 张伟 的申请')).toBeTruthy();
    expect(optionsOf(modelApi.startRight)[0].query).toEqual({ defId: 'def-purchase', leaderId: 'u-zhangwei' });
    await u.type(screen.getByRole('textbox', { name: '采购事项' }), '会议室投影仪');
    await u.type(screen.getByRole('textbox', { name: '采购金额' }), '8000');
    await u.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(optionsOf(runtimeActionApi.start)).toHaveLength(1));
    expect(optionsOf(runtimeActionApi.start)[0].body).toMatchObject({ agentLeaderId: 'u-zhangwei', data: { item: '会议室投影仪', amount: 8000 } });
  });

  it('refuses to start on behalf of a leader when the start right says no', async () => {
    serve([
      [modelApi.getPermissionList, () => ({ defKeys: ['purchase'], leaders: [] })],
      [modelApi.startRight, () => ({ state: true, message: '您不是该领导的代理人', value: false })],
    ]);
    render('/work/agentStart/def-purchase/u-zhangwei');
    expect(await screen.findByText('您不是该领导的代理人')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });
});
