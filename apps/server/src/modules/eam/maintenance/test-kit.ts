import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { newId, systemClock, type Clock } from '../../../platform/clock.js';
import { ASSET, eamKit } from '../test-kit.js';
import { insertNewPlan, type PlanSpec } from './plan-rows.js';

export const PLAN = (verb: string) => `/service-eam/eam-maintain-plan/${verb}`;
export const TASK = (verb: string) => `/service-eam/eam-maintain-task/${verb}`;
export const METER = (verb: string) => `/service-eam/eam-asset-meter/${verb}`;

/**
 * What the maintenance tests share: asset tokens by account, form calls, the seeded groups (机修保养组 led by
 * heping with luobin, gaoyuan, lintao; 电仪保养组 led by pengcheng) and plans and meters of their own.
 */
export function maintenanceKit(t: TestApp, clock?: Clock) {
  let k = eamKit(t);
  // Asset tokens live 12 hours of the clock; a sign-in drops the tokens ended a week before it.
  const tokens = new Map<string, { at: number; token: Promise<string> }>();
  const now = () => (clock ?? systemClock).now().getTime();
  const token = (account: string, tenantId?: string) => {
    const key = `${tenantId ?? ''}/${account}`;
    // A sign-in at a moved clock drops the tokens that clock has outlived: all of them are issued anew.
    if ([...tokens.values()].some((c) => Math.abs(now() - c.at) >= 6 * 3_600_000)) kit.renew();
    const cached = tokens.get(key);
    if (cached) return cached.token;
    const fresh = { at: now(), token: k.assetToken(account, tenantId) };
    tokens.set(key, fresh);
    return fresh.token;
  };
  const plantId = k.plantId();

  const kit = {
    token,
    eam: () => k,
    /** New sign-ins (after the clock moved past the tokens' life). */
    renew() {
      k = eamKit(t);
      tokens.clear();
    },
    /** A form POST as `account` (asset token), in `lang` when given. */
    async call(url: string, account: string, fields: Record<string, string> = {}, lang?: string): Promise<LightMyRequestResponse> {
      return k.form(url, await token(account), fields, lang ? { lang } : undefined);
    },
    /** A call that must succeed; answers its data. */
    async ok<T = Record<string, unknown>>(url: string, account: string, fields: Record<string, string> = {}): Promise<T> {
      const res = await kit.call(url, account, fields);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as T;
    },
    /** A call that must be refused with `status`; answers its message. */
    async refused(url: string, account: string, fields: Record<string, string>, status: number, lang?: string): Promise<string> {
      const res = await kit.call(url, account, fields, lang);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
      return res.json().message as string;
    },
    plantId: () => plantId,
    /** A seeded group's id, read from its plans. */
    async groupId(name: '机修保养组' | '电仪保养组'): Promise<string> {
      const page = await kit.ok<{ list: Array<{ group: { id: string; name: string } }> }>(PLAN('query-paged-list'), 'chenjing', { pageSize: '100' });
      return page.list.find((p) => p.group.name === name)!.group.id;
    },
    /** An asset's id by its code (its label). */
    assetId: async (code: string) => (await kit.ok<{ id: string }>(ASSET('scan-label'), 'chenjing', { txt: code })).id,
    /** A started plan of 机修保养组 on the asset, scheduled from `now`; three projects unless given. */
    async plan(now: string, spec: Partial<PlanSpec> & Pick<PlanSpec, 'trigger'>, assetCode = 'TS-PU-001'): Promise<string> {
      return insertNewPlan(t.db, await plantId, {
        code: `T-${newId().slice(0, 8)}`, name: '测试保养计划', assetId: await kit.assetId(assetCode), groupId: await kit.groupId('机修保养组'), maintainType: 'first',
        timeout: 72, projects: [
          { name: '检查机械密封', content: '无渗漏', baseCost: 0.5 },
          { name: '补充润滑脂', content: '加注至规定量', baseCost: 0.5 },
          { name: '紧固地脚螺栓', content: '无松动', baseCost: 0.3 },
        ], ...spec,
      }, now);
    },
    /** Executes every project of the task as done, as `account`. */
    async executeAll(taskId: string, account: string) {
      const task = await kit.ok<{ projects: Array<{ id: string }> }>(TASK('get-by-id'), account, { id: taskId });
      return kit.ok(TASK('execute'), account, { taskId, projects: JSON.stringify(task.projects.map((p) => ({ id: p.id, status: 'executed' }))) });
    },
  };
  return kit;
}
export type MaintenanceKit = ReturnType<typeof maintenanceKit>;

/** The rows of a plan the tests look at directly: its tasks, its own row and its due jobs (`app`: the test app, once made). */
export const planRowsOf = (app: () => TestApp) => ({
  tasksOf: (planId: string) => app().db.selectFrom('eam_maintain_task').selectAll().where('plan_id', '=', planId).orderBy('plan_start_time').execute(),
  planRow: (planId: string) => app().db.selectFrom('eam_maintain_plan').selectAll().where('id', '=', planId).executeTakeFirstOrThrow(),
  jobsOf: async (planId: string) => (await app().db.selectFrom('sys_job').selectAll().where('kind', '=', 'eam.maintainPlan').execute())
    .filter((j) => (JSON.parse(j.payload_json) as { planId: string }).planId === planId),
});
