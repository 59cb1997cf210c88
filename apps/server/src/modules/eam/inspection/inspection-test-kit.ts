import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { avatarPng } from '../../../seed/png.js';
import { movableClock } from '../../../test/clock.js';
import type { TestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { jobRow } from '../../jobs/index.js';
import { createJobsRepository } from '../../jobs/jobs.repository.js';
import { createInspectionRepository } from './inspection.repository.js';
import type { EamKit } from '../test-kit.js';
import { INSPECTION_PLAN_JOB, planJob } from './generation.js';

export const TASK = (call: string) => `/service-eam/eam-inspection-task/${call}`;
export const POINT = (call: string) => `/service-eam/eam-inspection-task-point/${call}`;
export const ABNORMAL = (call: string) => `/service-eam/eam-inspection-abnormal/${call}`;
export const ACTION = (call: string) => `/service-eam/eam-inspection-process-action/${call}`;

interface Item { id: string; itemCode: string; type: string; config: { min?: number | null; max?: number | null; options?: Array<{ code: string; abnormal: boolean }> } }

/** A reading inside the normal range of an item (numbers mid-range, the first normal option, no text). */
export function normalValue(item: Item): string {
  const { min, max, options } = item.config;
  if (item.type === 'radiobox') return options!.find((o) => !o.abnormal)!.code;
  if (item.type !== 'number_range') return '';
  if (min !== null && min !== undefined && max !== null && max !== undefined) return String(Math.round(((min + max) / 2) * 1000) / 1000);
  return String(max !== null && max !== undefined ? max * 0.6 : min! * 1.2);
}

/** itemData of normal readings for every item, some replaced by item code: by a value, or by a whole entry `{value, pics}`. */
export function itemData(items: Item[], overrides: Record<string, unknown> = {}) {
  const entry = (i: Item) => {
    const o = overrides[i.itemCode];
    return o !== null && typeof o === 'object' && 'value' in o ? o : { value: o ?? normalValue(i) };
  };
  return JSON.stringify(Object.fromEntries(items.map((i) => [i.id, entry(i)])));
}

/** Helpers of the inspection tests: tasks generated through their plan's job, calls, photos. */
export function inspectionKit(t: TestApp, k: EamKit, clock: ReturnType<typeof movableClock>) {
  const repo = createInspectionRepository(t.db);
  const jobs = createJobsRepository(t.db);
  const planOf = async (code: string) => (await repo.planByCode(await k.plantId(), code))!;
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return {
    planOf,
    ok,
    /** Schedules the plan's job for an occurrence, moves the clock to 20 minutes before it and runs the due jobs; the task's id. */
    async generate(planCode: string, occurrence: string): Promise<string> {
      const plan = await planOf(planCode);
      const at = new Date(occurrence);
      await jobs.insert([jobRow(planJob(plan.tenant_id, plan.id, at), clock.now().toISOString())]);
      clock.set(new Date(at.getTime() - 20 * 60_000).toISOString());
      await t.app.jobs.runDue();
      return (await repo.taskOfOccurrence(plan.id, at.toISOString()))!;
    },
    /** Schedules a plan's job for an occurrence (the same job may be delivered twice). */
    schedule: async (planId: string, tenantId: string, occurrence: Date) => jobs.insert([jobRow(planJob(tenantId, planId, occurrence), clock.now().toISOString())]),
    /** The plan's generation jobs waiting in the table. */
    planJobs: async (planId: string) => (await jobs.list(INSPECTION_PLAN_JOB)).filter((j) => (JSON.parse(j.payload_json) as { planId: string }).planId === planId),
    /** A form call in a language. */
    call: (url: string, token: string, fields: Record<string, string>, lang = 'zh-CN') => k.form(url, token, fields, { lang }),
    /** Uploads a file through the portal as a user; its file id. */
    async upload(account: string, name: string, content: Buffer): Promise<string> {
      const { payload, headers } = multipart([{ name: 'file', filename: name, content, contentType: 'image/png' }]);
      const res = await t.call({ method: 'POST', url: '/portal/system/file/v1/upload', token: await k.portalToken(account), payload, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().fileId as string;
    },
    png: (seed: string) => avatarPng(seed, 32),
  };
}
