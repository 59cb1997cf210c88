import type { eamApi } from '@wp/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock } from '../../../test/clock.js';
import { multipart } from '../../../test/multipart.js';
import { avatarPng } from '../../../seed/png.js';
import { ASSET, eamKit, type EamKit } from '../test-kit.js';
import { createRepairSettingsRepository } from './repair-settings.repository.js';

export type Detail = eamApi.RepairOrderDetail;

export const REPAIR = (entity: string, call: string) => `/service-eam/${entity}/${call}`;
export const ORDER = (call: string) => REPAIR('eam-repair-order', call);
export const ACT = (call: string) => REPAIR('eam-repair-order-act', call);

export interface RepairKit {
  t: TestApp;
  k: EamKit;
  clock: ReturnType<typeof movableClock>;
  /** The asset token of a plant user (signed in again as the test's clock moves on). */
  token(account: string): Promise<string>;
  /** The portal token of a plant user (the same way). */
  portalToken(account: string): Promise<string>;
  /** A JSON call as the plant user; headers as given (lang …). */
  call(url: string, account: string, payload?: Record<string, unknown>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must succeed; its `data`. */
  ok<T = Record<string, unknown>>(url: string, account: string, payload?: Record<string, unknown>): Promise<T>;
  uid(account: string): Promise<string>;
  assetId(code: string): Promise<string>;
  urgencyId(code: string): Promise<string>;
  tplId(code: string): Promise<string>;
  teamId(name: string): Promise<string>;
  /** Turns the plant's approval setting off (null) or names its process. */
  approval(processKey: string | null): Promise<void>;
  /** Uploads a file through the portal's upload as the user; its id. */
  upload(account: string, file: { name: string; content: Buffer }): Promise<string>;
  photo(account: string): Promise<string>;
  /** Reports a fault as the user with sensible defaults; the order's detail. */
  report(account: string, fields?: Record<string, unknown>): Promise<Detail>;
  close(): Promise<void>;
}

/** A test app with the demo plant (the repair seed included), its clock at the real now, and the repair calls. */
export async function createRepairKit(): Promise<RepairKit> {
  const clock = movableClock(new Date().toISOString());
  const t = await createTestApp({ clock });
  const k = eamKit(t);
  const plant = await k.plantId();
  // Tests move the clock by hours: a token older than half an hour of the test's time is taken again.
  const fresh = <T>(take: (account: string) => Promise<T>) => {
    const held = new Map<string, { at: number; value: Promise<T> }>();
    return (account: string) => {
      const now = clock.now().getTime();
      const hit = held.get(account);
      if (hit && now - hit.at < 30 * 60_000) return hit.value;
      const value = take(account);
      held.set(account, { at: now, value });
      return value;
    };
  };
  const portalToken = fresh((account) => t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026'));
  const ids = new Map<string, string>();
  const token = fresh(async (account) => {
    const res = await k.exchange(await k.ticket(await portalToken(account)));
    if (res.statusCode !== 200) throw new Error(`sso: ${res.statusCode} ${res.body}`);
    ids.set(account, res.json().data.user.id as string);
    return res.json().data.token as string;
  });
  const settings = createRepairSettingsRepository(t.db);
  /** The id of the row of a list call whose `key` is `value` (the lookups go through the calls, as a client's do). */
  const idIn = async (url: string, payload: Record<string, unknown>, key: string, value: string, list = (d: unknown) => d as Array<Record<string, string>>) => {
    const res = await k.post(url, await token('admin'), payload);
    const row = list(res.json().data).find((x) => x[key] === value);
    if (!row) throw new Error(`repair kit: no ${value} in ${url}`);
    return row.id!;
  };
  const kit: RepairKit = {
    t, k, clock, token, portalToken,
    call: async (url, account, payload = {}, headers) => k.post(url, await token(account), payload, headers),
    async ok(url, account, payload = {}) {
      const res = await kit.call(url, account, payload);
      expect(res.statusCode, `${url} as ${account}: ${res.body}`).toBe(200);
      return res.json().data;
    },
    async uid(account) {
      await token(account);
      return ids.get(account)!;
    },
    assetId: async (code) => (await k.post(ASSET('scan-label'), await token('admin'), { txt: code })).json().data.id as string,
    urgencyId: (code) => idIn(REPAIR('eam-repair-urgency', 'query-list'), {}, 'code', code),
    tplId: (code) => idIn(REPAIR('eam-repair-category-tpl', 'query-paged-list'), { searchValue: code }, 'code', code, (d) => (d as { list: Array<Record<string, string>> }).list),
    teamId: (name) => idIn(REPAIR('eam-repair-group', 'query-list'), {}, 'name', name),
    approval: (processKey) => settings.setApprovalKey(plant, processKey, clock.now().toISOString()),
    async upload(account, file) {
      const { payload, headers } = multipart([{ name: 'file', filename: file.name, content: file.content }]);
      const res = await t.call({ method: 'POST', url: '/portal/system/file/v1/upload', token: await portalToken(account), payload, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().fileId as string;
    },
    photo: (account) => kit.upload(account, { name: 'fault.png', content: avatarPng(account, 32) }),
    async report(account, fields = {}) {
      return kit.ok(ORDER('create'), account, {
        assetId: await kit.assetId('TS-PU-003'), urgencyId: await kit.urgencyId('serious'), content: '3#进水提升泵出口压力下降，泵体振动', ...fields,
      });
    },
    close: () => t.close(),
  };
  return kit;
}
