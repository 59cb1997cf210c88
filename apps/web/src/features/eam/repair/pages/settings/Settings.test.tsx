import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../../test/render.js';
import { eamCall } from '../../../../../lib/eam/client.js';
import { CallError } from '../../../../../lib/http/client.js';
import i18n from '../../../../../i18n/index.js';
import type { RepairCategoryTpl, RepairGroup, RepairUrgency } from '../../../../../domains/eam-repair/types.js';
import { bodiesOf, categories, groups, pagedOf, people, serveEam, signIn, template, urgencies } from '../../test/fixtures.js';
import { SettingsHomePage } from './SettingsHomePage.js';
import { DefectListPage } from './DefectListPage.js';
import { DefectDetailPage } from './DefectDetailPage.js';
import { DegreeDetailPage } from './DegreeDetailPage.js';
import { TeamDetailPage } from './TeamDetailPage.js';
import { TypeTreePage } from './TypeTreePage.js';

vi.mock('../../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const base = '/eam/maintenance2/deviceSet';
const screens = {
  [base]: <SettingsHomePage />,
  [`${base}/defect`]: <DefectListPage />,
  [`${base}/defect/Details/:id`]: <DefectDetailPage />,
  [`${base}/degree`]: <div>degree list</div>,
  [`${base}/degree/Details/:id`]: <DegreeDetailPage />,
  [`${base}/team`]: <div>team list</div>,
  [`${base}/team/Details`]: <TeamDetailPage />,
  [`${base}/type`]: <TypeTreePage />,
};

/** The settings as the server keeps them: saves answer what was saved. */
function serve({ saveTemplate }: { saveTemplate?: (b: Record<string, unknown>) => RepairCategoryTpl } = {}) {
  let stored = template();
  const savedUrgencies: RepairUrgency[] = [];
  const save = saveTemplate ?? ((b: Record<string, unknown>) => template({ id: String(b.id ?? 'tpl-new'), ...(b as Partial<RepairCategoryTpl>) }));
  serveEam([
    [eamApi.repairCategoryQueryList, () => categories],
    [eamApi.repairCategoryTplQueryPagedList, (b) => pagedOf([template(), template({ id: 'tpl-2', code: 'ELEC-001', name: '电机过热', categoryId: 'c-elec', categoryHierarchyName: '电气', usedCount: 0 })]
      .filter((tpl) => (!b.searchValue || tpl.name.includes(String(b.searchValue))) && (!b.categoryId || tpl.categoryId === b.categoryId)))],
    [eamApi.repairCategoryTplGetById, (b) => (b.id === stored.id ? stored : template({ id: String(b.id) }))],
    [eamApi.repairCategoryTplSave, (b) => (stored = save(b))],
    [eamApi.repairCategoryTplDelete, (b) => ({ id: String(b.id) })],
    [eamApi.repairUrgencyQueryList, () => urgencies],
    [eamApi.repairUrgencyGetById, (b) => [...urgencies, ...savedUrgencies].find((u) => u.id === b.id)],
    [eamApi.repairUrgencySave, (b) => {
      const u: RepairUrgency = { id: 'ug-new', code: String(b.code), name: String(b.name), sort: Number(b.sort), responseHours: Number(b.responseHours), usedCount: 0 };
      savedUrgencies.push(u);
      return u;
    }],
    [eamApi.repairGroupGetById, (b) => groups.find((g) => g.id === b.id)],
    [eamApi.repairUserQueryList, (b) => Object.values(people).filter((p) => !b.searchValue || p.name.includes(String(b.searchValue)))],
    [eamApi.repairGroupSave, (b): RepairGroup => {
      const ids = JSON.parse(String(b.memberIds)) as string[];
      const all = Object.values(people);
      return { ...groups[0], name: String(b.name), leader: all.find((p) => p.id === b.leaderId)!, members: all.filter((p) => ids.includes(p.id)), status: b.status as 'enable' };
    }],
  ]);
}

beforeAll(async () => {
  await import('../../components/lazy-parts.js');
}, 60_000);

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  signIn(['repairManager']);
  await i18n.changeLanguage('zh-CN');
});

describe('repair settings', { timeout: 20_000 }, () => {
  it('lists the four settings; someone without the right is told they only read them', async () => {
    signIn([]);
    serve();
    renderScreen(base, screens);
    expect(await screen.findByText('你可以查看维修设置；修改需要维修管理员或系统管理员权限。')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '维修设置' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([`${base}/defect`, `${base}/degree`, `${base}/team`, `${base}/type`]);
  });

  it('searches the fault library; a fault type from the tree narrows it', async () => {
    serve();
    const u = user();
    renderScreen(`${base}/type`, screens);
    const pumps = await screen.findByRole('link', { name: '查看 泵类 的故障' });
    expect(pumps.getAttribute('href')).toBe(`${base}/defect?categoryId=c-pump`);
    await u.click(screen.getByRole('link', { name: '查看 电气 的故障' }));
    expect(await screen.findByText('故障类型：电气')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '查看 电机过热' })).toBeTruthy();
    // The whole library stays on screen until the narrowed page arrives (the list keeps its rows while it loads).
    await waitFor(() => expect(screen.queryByRole('link', { name: '查看 机械密封泄漏' })).toBeNull());
    await u.click(screen.getByRole('button', { name: '清除故障类型筛选' }));
    expect(await screen.findByRole('link', { name: '查看 机械密封泄漏' })).toBeTruthy();
    await u.type(screen.getByRole('searchbox'), '密封');
    await waitFor(() => expect(screen.queryByRole('link', { name: '查看 电机过热' })).toBeNull());
    expect(bodiesOf(eamApi.repairCategoryTplQueryPagedList).at(-1)).toMatchObject({ searchValue: '密封' });
  });

  it('edits a fault template: the form holds its values, the server\'s refusal shows on its field, the saved one is shown', async () => {
    let taken = true;
    serve({ saveTemplate: (b) => {
      if (taken) throw new CallError('code: 编码 PUMP-002 已被使用', 409, { success: false, code: 'conflict', message: 'code: 编码 PUMP-002 已被使用' });
      return template({ code: String(b.code), repairSolution: String(b.repairSolution), costTime: Number(b.costTime), usedCount: 2 });
    } });
    const u = user();
    renderScreen(`${base}/defect/Details/tpl-seal`, screens);
    expect(await screen.findByText('更换机械密封，检查轴套磨损')).toBeTruthy();
    // Used by orders: it may not be deleted, and the page says why.
    expect(screen.getByText('已有 2 张报修单使用，不能删除')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    await u.click(await screen.findByRole('button', { name: '编辑' }));
    const code = screen.getByRole('textbox', { name: /^编码/ }) as HTMLInputElement;
    expect(code.value).toBe('PUMP-001');
    expect(screen.getByRole('button', { name: /^故障类型/ }).textContent).toContain('机械/泵类');
    await u.clear(code);
    await u.type(code, 'PUMP-002');
    const hours = screen.getByRole('textbox', { name: /^标准工时/ });
    await u.clear(hours);
    await u.type(hours, '4');
    await u.click(screen.getByRole('button', { name: '保存' }));
    const item = code.closest('.adm-form-item') as HTMLElement;
    expect(await within(item).findByText('编码 PUMP-002 已被使用')).toBeTruthy();
    expect(bodiesOf(eamApi.repairCategoryTplSave)[0]).toEqual({
      id: 'tpl-seal', code: 'PUMP-002', name: '机械密封泄漏', repairSolution: '更换机械密封，检查轴套磨损', costTime: 4, categoryId: 'c-pump',
    });
    taken = false;
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('4 小时')).toBeTruthy();
    expect(screen.getByText('PUMP-002')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('is read-only for those without the right: no editing, and a new record says so', async () => {
    signIn([]);
    serve();
    renderScreen(`${base}/defect/Details/tpl-seal`, screens);
    expect(await screen.findByText('更换机械密封，检查轴套磨损')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(eamApi.repairCategoryTplGetById)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    renderScreen(`${base}/degree/Details/new`, screens);
    expect(await screen.findByText('你没有修改维修设置的权限')).toBeTruthy();
  });

  it('adds an urgency with its response time and opens the saved one', async () => {
    serve();
    const u = user();
    renderScreen(`${base}/degree/Details/new`, screens);
    await u.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写响应时限')).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: /^编码/ }), 'critical');
    await u.type(screen.getByRole('textbox', { name: /^名称/ }), '特急');
    await u.type(screen.getByRole('textbox', { name: /^响应时限/ }), '0');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('响应时限应为 0.1 到 8760 小时')).toBeTruthy();
    await u.clear(screen.getByRole('textbox', { name: /^响应时限/ }));
    await u.type(screen.getByRole('textbox', { name: /^响应时限/ }), '0.5');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairUrgencySave)).toEqual([{ id: undefined, code: 'critical', name: '特急', sort: 0, responseHours: 0.5 }]));
    // The saved urgency's own page (its id from the server).
    expect(await screen.findByText('0.5 小时')).toBeTruthy();
    expect(screen.getByText('特急')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('edits a team: leader and members from the tenant\'s users, sent as ids', async () => {
    serve();
    const u = user();
    renderScreen(`${base}/team/Details?id=g-1&edit=1`, screens);
    const leader = await screen.findByRole('button', { name: /^班长/ });
    expect(leader.textContent).toContain('李强');
    await u.click(screen.getByRole('button', { name: /^成员/ }));
    const sheet = await screen.findByRole('dialog', { name: '成员' });
    await u.click(await within(sheet).findByText('王芳'));
    await u.click(within(sheet).getByText('赵伟'));
    await u.click(within(sheet).getByRole('button', { name: '确定（已选 2 人）' }));
    expect(screen.getByRole('button', { name: /^成员/ }).textContent).toContain('李强、王芳');
    await u.click(screen.getByRole('option', { name: '停用' }));
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairGroupSave)).toHaveLength(1));
    expect(bodiesOf(eamApi.repairGroupSave)[0]).toEqual({
      id: 'g-1', name: '机修一班', leaderId: 'u-li', memberIds: '["u-li","u-wang"]', status: 'disable', notes: undefined,
    });
  });
});
