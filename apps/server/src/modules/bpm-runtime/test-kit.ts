import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { workflowSeedDeps } from '../../seed/workflow/index.js';
import type { Clock } from '../../platform/clock.js';

/** Test helpers of the flow runtime: a server with the demo plant, signed-in staff, processes deployed from the engine's fixtures. */

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/engine/fixtures');
const fixture = (name: string) => ({
  xml: fs.readFileSync(path.join(fixtures, `${name}.bpmn`), 'utf8'),
  settings: JSON.parse(fs.readFileSync(path.join(fixtures, `${name}.settings.json`), 'utf8')),
});

export const R = '/bpm-runtime/runtime';

export interface Kit {
  t: TestApp;
  tenantId: string;
  /** Token per account (signed in on first use). */
  token(account: string): Promise<string>;
  uid: Record<string, string>;
  post(url: string, account: string | null, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, account: string | null, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, account: string | null): Promise<LightMyRequestResponse>;
  /** Deploys an engine fixture under its own key (its XML edited first, if asked), startable by everyone; returns the definition id. */
  deploy(key: string, fixtureName: string, extra?: { form?: unknown; settings?: object; xml?: (xml: string) => string }): Promise<string>;
  /** Starts an instance as `account`; returns its id. */
  start(account: string, key: string, data?: Record<string, unknown>, extra?: Record<string, unknown>): Promise<string>;
  /** The open task of `account` in an instance (throws when there is not exactly one). */
  taskOf(account: string, instId: string): Promise<string>;
  /** Completes the user's task in the instance with agree. */
  agree(account: string, instId: string, opinion?: string): Promise<void>;
  close(): Promise<void>;
}

/** `clock`: a clock the test moves (due times, timers); `env`: settings of the server. */
export async function createKit(opts: { clock?: Clock; env?: Record<string, string> } = {}): Promise<Kit> {
  const t = await createTestApp({ clock: opts.clock, env: opts.env });
  const tenantId = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow()).id;
  const uid = Object.fromEntries((await t.db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
  const tokens = new Map<string, Promise<string>>();
  const token = (account: string) => {
    if (!tokens.has(account)) tokens.set(account, t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026'));
    return tokens.get(account)!;
  };
  const withToken = async (account: string | null) => (account ? await token(account) : undefined);
  const seed = workflowSeedDeps(t.db);
  const kit: Kit = {
    t, tenantId, token, uid,
    post: async (url, account, payload, headers) => t.call({ method: 'POST', url, token: await withToken(account), payload: payload as never, headers }),
    get: async (url, account, headers) => t.call({ method: 'GET', url, token: await withToken(account), headers }),
    del: async (url, account) => t.call({ method: 'DELETE', url, token: await withToken(account) }),
    async deploy(key, fixtureName, extra = {}) {
      const f = fixture(fixtureName);
      const xml = extra.xml ? extra.xml(f.xml) : f.xml;
      const { id } = await seed.definitions.deploy(tenantId, null, { key, name: key, xml, settings: { ...f.settings, ...extra.settings }, form: extra.form });
      if (!(await t.db.selectFrom('bpm_def_authorize').select('id').where('def_key', '=', key).executeTakeFirst())) {
        await seed.startRights.grant(tenantId, key, [{ type: 'everyone' }]);
      }
      return id;
    },
    async start(account, key, data = {}, extra = {}) {
      const res = await kit.post(`${R}/instance/v1/start`, account, { flowKey: key, data, ...extra });
      if (res.statusCode !== 200) throw new Error(`start ${key} as ${account}: ${res.statusCode} ${res.body}`);
      return res.json().instId as string;
    },
    async taskOf(account, instId) {
      const res = await kit.get(`${R}/task/v1/getBpmTaskByInstId?instId=${instId}`, account);
      if (res.statusCode !== 200) throw new Error(`getBpmTaskByInstId as ${account}: ${res.statusCode} ${res.body}`);
      const rows = res.json() as Array<{ id: string }>;
      if (rows.length !== 1) throw new Error(`${account} holds ${rows.length} tasks in ${instId}`);
      return rows[0].id;
    },
    async agree(account, instId, opinion = '同意') {
      const taskId = await kit.taskOf(account, instId);
      const res = await kit.post(`${R}/task/v1/complete`, account, { taskId, actionName: 'agree', opinion });
      if (res.statusCode !== 200) throw new Error(`agree as ${account}: ${res.statusCode} ${res.body}`);
    },
    close: () => t.close(),
  };
  return kit;
}
