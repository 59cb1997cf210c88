import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi, fileApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { call } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { serveCalls } from '../../../../test/serve-calls.js';
import { fakeCanvas, type FakeCanvas } from '../../shared/photos/test/fake-canvas.js';
import { bodiesOf, detail, serveEam } from '../../devices/test/fixtures.js';
import { project, refusal, task, taskSystem } from '../test/fixtures.js';
import { TaskDetailPage } from './TaskDetailPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));
// Photos go through the portal's upload call (lib/http), not the asset system.
vi.mock('../../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/http/client.js')>()),
  call: vi.fn(),
  blobUrl: vi.fn(async () => 'blob:remote/1'),
}));

// No pause between keystrokes: the long journey below types a dozen fields.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const asset = () => detail({ id: 'a1', assetCode: 'BL-001', name: '1#鼓风机', kind: 'machinery' });

/** The task screen over a stand-in asset system keeping `initial`. */
function open(initial = task()) {
  const system = taskSystem(initial);
  serveEam([
    [eamApi.maintainTaskGetById, () => system.get()],
    [eamApi.maintainTaskStart, () => system.start()],
    [eamApi.maintainTaskExecute, (b) => system.execute(b)],
    [eamApi.maintainTaskFinish, (b) => system.finish(b)],
    [eamApi.maintainTaskCancel, (b) => system.cancel(b)],
    [eamApi.getById, () => asset()],
  ]);
  renderScreen(`/eam/maintenance/devTask/details/${initial.id}`, { '/eam/maintenance/devTask/details/:id': <TaskDetailPage /> });
  return system;
}
const outcome = (name: string) => screen.getByRole('radiogroup', { name: `${name} 的保养结果` });
const finishButton = () => screen.getByRole('button', { name: '完成' });

let canvas: FakeCanvas;
beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  vi.mocked(call).mockReset();
  canvas = fakeCanvas();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => canvas.restore());

describe('a maintenance task', () => {
  it('is started, executed project by project with parts, and finished with its hours and result', async () => {
    const u = user();
    open();
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养' })).toBeTruthy();
    expect(screen.getByText('待保养', { selector: '.eam-mt-tag' })).toBeTruthy();
    // The asset card opens the asset's page for its kind, once the ledger named it.
    await waitFor(() => expect(screen.getByRole('link', { name: '查看设备 1#鼓风机（BL-001）' }).getAttribute('href')).toBe('/eam/device-machinery-details/BL-001'));
    expect(screen.getByText('生物处理区 / 鼓风机房 / 1#机位')).toBeTruthy();
    // Waiting: the checklist is read only until the task is started.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await u.click(screen.getByRole('button', { name: '开始保养' }));
    expect(await screen.findByText('保养中', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainTaskStart)).toEqual([{ id: 't1' }]);

    // Finishing waits for every project, and says which.
    expect(finishButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('还有 2 个项目未保养：检查润滑油位、清洗进风滤网')).toBeTruthy();
    await u.click(within(outcome('检查润滑油位')).getByRole('radio', { name: '已保养' }));
    await u.type(screen.getAllByLabelText('保养记录')[0], '油位正常');
    await u.click(within(outcome('清洗进风滤网')).getByRole('radio', { name: '不保养' }));
    // Not needed wants its reason.
    expect(screen.getAllByText('请填写“清洗进风滤网”不保养的原因').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '保存进度' }).hasAttribute('disabled')).toBe(true);
    await u.type(screen.getByLabelText(/不保养原因/), '滤网上周已更换');
    await u.click(screen.getByRole('button', { name: /添加备件/ }));
    await u.type(screen.getByRole('textbox', { name: '第 1 行备件名称' }), '润滑脂');
    await u.type(screen.getByRole('textbox', { name: '第 1 行数量' }), '0.5');
    await u.type(screen.getByRole('textbox', { name: '第 1 行单位' }), 'kg');
    await u.click(screen.getByRole('button', { name: '保存进度' }));
    await waitFor(() => expect(bodiesOf(eamApi.maintainTaskExecute)).toHaveLength(1));
    const saved = bodiesOf(eamApi.maintainTaskExecute)[0];
    expect(saved.taskId).toBe('t1');
    expect(JSON.parse(String(saved.projects))).toEqual([
      { id: 'j1', status: 'executed', content: '油位正常', pictureIds: [] },
      { id: 'j2', status: 'none', content: '滤网上周已更换', pictureIds: [] },
    ]);
    expect(JSON.parse(String(saved.parts))).toEqual([{ name: '润滑脂', qty: 0.5, unit: 'kg' }]);
    expect(await screen.findByText('已完成 2/2')).toBeTruthy();

    // The actual hours default to those since the start (90 minutes), and may be changed.
    const hours = screen.getByRole('textbox', { name: '实际工时（小时）' }) as HTMLInputElement;
    expect(hours.value).toBe('1.5');
    await u.clear(hours);
    await u.type(hours, '2');
    await u.type(screen.getByRole('textbox', { name: '保养结果' }), '运行平稳');
    expect(finishButton().hasAttribute('disabled')).toBe(false);
    await u.click(finishButton());
    expect(await screen.findByText('已完成', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainTaskFinish)).toEqual([{ id: 't1', result: '运行平稳', actTotalCost: 2 }]);
    expect(screen.getByText('2 小时')).toBeTruthy();
    expect(screen.getByText('运行平稳')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '润滑脂' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成' })).toBeNull();
  }, 60_000);

  it('finishing saves what is not saved yet, then finishes', async () => {
    const u = user();
    open(task({ status: 'acting', actStartTime: new Date(Date.now() - 3_600_000).toISOString(), actions: ['execute', 'finish'],
      projects: [project('j1', '检查润滑油位')] }));
    await u.click(within(await screen.findByRole('radiogroup', { name: '检查润滑油位 的保养结果' })).getByRole('radio', { name: '已保养' }));
    expect(screen.getByText('未保存')).toBeTruthy();
    await u.click(finishButton());
    expect(await screen.findByText('已完成', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(JSON.parse(String(bodiesOf(eamApi.maintainTaskExecute)[0].projects))).toEqual([{ id: 'j1', status: 'executed', pictureIds: [] }]);
    expect(bodiesOf(eamApi.maintainTaskFinish)).toEqual([{ id: 't1', result: undefined, actTotalCost: 1 }]);
  });

  it('uploads a project\'s photo as a JPEG and saves its file id with the project', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    serveCalls([[fileApi.upload, () => ({ state: true, message: '', value: { fileId: 'f1', fileName: 'IMG_1.jpg', mimeType: 'image/jpeg', size: 10, createTime: '', extraProp: null } })]]);
    open(task({ status: 'acting', actStartTime: new Date().toISOString(), actions: ['execute', 'finish'], projects: [project('j1', '检查润滑油位')] }));
    await u.click(within(await screen.findByRole('radiogroup', { name: '检查润滑油位 的保养结果' })).getByRole('radio', { name: '已保养' }));
    await u.upload(screen.getByLabelText('从相册选择：检查润滑油位 的照片'), [new File(['raw'], 'IMG_1.png', { type: 'image/png' })]);
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalledTimes(1));
    const sent = (vi.mocked(call).mock.calls[0][1] as { body: FormData }).body.get('file') as File;
    expect(sent.type).toBe('image/jpeg');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存进度' }).hasAttribute('disabled')).toBe(false));
    await u.click(screen.getByRole('button', { name: '保存进度' }));
    await waitFor(() => expect(bodiesOf(eamApi.maintainTaskExecute)).toHaveLength(1));
    expect(JSON.parse(String(bodiesOf(eamApi.maintainTaskExecute)[0].projects))).toEqual([{ id: 'j1', status: 'executed', pictureIds: ['f1'] }]);
  });

  it('shows the server\'s refusal to finish, naming the projects still to do, and fetches the task again', async () => {
    const u = user();
    // The screen believes every project is done; the asset system knows one was not recorded.
    const shown = task({ status: 'acting', actStartTime: new Date(Date.now() - 3_600_000).toISOString(), actions: ['execute', 'finish'],
      projects: [project('j1', '检查润滑油位', { status: 'executed' }), project('j2', '清洗进风滤网', { status: 'executed' })] });
    serveEam([
      [eamApi.maintainTaskGetById, () => shown],
      [eamApi.maintainTaskFinish, () => { throw refusal(409, 'conflict', '以下保养项目尚未执行：清洗进风滤网'); }],
      [eamApi.getById, () => asset()],
    ]);
    renderScreen('/eam/maintenance/devTask/details/t1', { '/eam/maintenance/devTask/details/:id': <TaskDetailPage /> });
    await u.click(await screen.findByRole('button', { name: '完成' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('无法完成保养')).toBeTruthy();
    expect(within(alert).getByText('以下保养项目尚未执行：清洗进风滤网')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(eamApi.maintainTaskGetById).length).toBeGreaterThan(1));
  });

  it('is cancelled by a leader with a reason', async () => {
    const u = user();
    open();
    await u.click(await screen.findByRole('button', { name: '取消任务' }));
    const sheet = await screen.findByRole('dialog', { name: '取消保养任务' });
    const confirm = within(sheet).getByRole('button', { name: '确认取消' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await u.type(within(sheet).getByLabelText(/取消原因/), '设备停运检修');
    await u.click(confirm);
    expect(await screen.findByText('已取消', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainTaskCancel)).toEqual([{ id: 't1', reason: '设备停运检修' }]);
    expect(screen.getByText('设备停运检修', { selector: 'dd' })).toBeTruthy();
  });

  it('offers nothing the server does not allow, and shows what was recorded', async () => {
    open(task({ status: 'acting', actions: [], executor: { id: 'u2', name: '赵磊' },
      projects: [project('j1', '检查润滑油位', { status: 'executed', result: '油位正常', operator: { id: 'u2', name: '赵磊' }, operTime: '2025-06-05T02:00:00.000Z' })],
      parts: [{ name: '润滑脂', qty: 1, unit: 'kg' }] }));
    expect(await screen.findByText('油位正常')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始保养' })).toBeNull();
    expect(screen.queryByRole('button', { name: '完成' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消任务' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('cell', { name: '润滑脂' })).toBeTruthy();
  });

  it('marks an overdue deadline in red with words, and names the plan\'s runs this late task took the place of', async () => {
    open(task({ overdue: true, skippedDates: ['2025-06-12', '2025-06-19'] }));
    expect(await screen.findByText('已逾期')).toBeTruthy();
    expect(document.querySelector('[data-fact="deadline"] .eam-mt-late')).not.toBeNull();
    expect(screen.getByText('以下 2 次周期因本任务而未另行生成任务：2025-06-12、2025-06-19')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1#鼓风机月度保养计划' }).getAttribute('href')).toBe('/eam/maintenance/devPlan/details?id=p1');
  });

  it('keeps naming the plan of a finished task once the plan is deleted, with no way to its gone page', async () => {
    open(task({ status: 'finish', actions: [], plan: { id: 'p1', code: 'BYJH-001', name: '1#鼓风机月度保养计划', triggerText: '每1个月', deleted: true } }));
    expect(await screen.findByText('1#鼓风机月度保养计划（BYJH-001，已删除）')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /1#鼓风机月度保养计划/ })).toBeNull();
  });

  it('says when the task does not exist, and when it failed, with a retry', async () => {
    serveEam([[eamApi.maintainTaskGetById, () => { throw refusal(404, 'notFound', '保养任务不存在'); }]]);
    const first = renderScreen('/eam/maintenance/devTask/details/x', { '/eam/maintenance/devTask/details/:id': <TaskDetailPage /> });
    expect(await screen.findByText('未找到该保养任务')).toBeTruthy();
    first.unmount();
    let fail = true;
    serveEam([
      [eamApi.maintainTaskGetById, () => { if (fail) throw refusal(500, 'failed', '服务异常'); return task(); }],
      [eamApi.getById, () => asset()],
    ]);
    const u = user();
    renderScreen('/eam/maintenance/devTask/details/t1', { '/eam/maintenance/devTask/details/:id': <TaskDetailPage /> });
    expect(await screen.findByText('保养任务加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养' })).toBeTruthy();
  });

  it('speaks Traditional Chinese (zh-TW)', async () => {
    await i18n.changeLanguage('zh-TW');
    open();
    expect(await screen.findByRole('button', { name: '開始保養' })).toBeTruthy();
    expect(screen.getByText('保養項目')).toBeTruthy();
  });
});
