// Who the load acts as, read from the plant: the approvers holding open tasks of the benchmark process (each
// completes and views his own tasks, reads his to-do list and inbox) and staff who start new cases. Everyone signs
// in as the web app does: the password encrypted with the server's published RSA key (runtime-config.json).
import { appApi, fullPath } from '@wp/contract';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../../src/seed/plant.js';
import { signInAt } from '../bench-kit.js';
import { BENCH_KEY } from '../bench-plant.js';
import type { BenchDb } from './db.js';

export interface Actor {
  account: string;
  /** The demo plant's password of this account (administrators have their own). */
  password: string;
  userId: string;
  /** Headers of this person's calls (bearer token, JSON). */
  headers: Record<string, string>;
}

export interface OpenTask { id: string; instId: string; assigneeId: string }

export interface Cast {
  tenantId: string;
  /** Approvers with open tasks, most tasks first. */
  approvers: Actor[];
  /** Their open tasks at the start, interleaved across approvers (one approver's tasks are not all done in a row). */
  openTasks: OpenTask[];
  /** Staff whose new cases go to a department head. */
  starters: Actor[];
  /** The department head that a case of each starter goes to first (for the live-event check). */
  headOf: Map<string, string>;
}

/** The demo password of an account: administrators have their own. */
export const passwordOf = (isAdmin: number | string | boolean) => (Number(isAdmin) === 1 || isAdmin === true ? ADMIN_PASSWORD : DEMO_PASSWORD);

/** Signs an account in at `base` with the key the server publishes; the headers of its calls. */
export async function signIn(base: string, account: string, password: string): Promise<Actor> {
  const runtime = (await (await fetch(`${base}${fullPath(appApi.getRuntimeConfig)}`)).json()) as { rsaPublicKey: string };
  return { account, password, ...(await signInAt(base, runtime.rsaPublicKey, account, password)) };
}

/** Reads who holds open tasks now and signs them in (at most `maxApprovers`), with `starterCount` starters. */
export async function castFor(db: BenchDb, base: string, opts: { maxApprovers: number; starterCount: number; exclude: Set<string> }): Promise<Cast> {
  const tenantId = (await db.all<{ tenant_id: string }>('select tenant_id from bpm_instance where def_key = ? limit 1', [BENCH_KEY]))[0]?.tenant_id;
  if (!tenantId) throw new Error(`no instance of ${BENCH_KEY} in the database: the plant was not loaded`);
  const holders = await db.all<{ id: string; account: string; is_admin: number | string; n: number | string }>(
    `select u.id, u.account, u.is_admin, count(*) as n from bpm_task t join uc_user u on u.id = t.assignee_id
     where t.open = 1 and t.def_key = ? and u.status = 1 group by u.id, u.account, u.is_admin order by n desc, u.account limit ?`, [BENCH_KEY, opts.maxApprovers]);
  const approvers: Actor[] = [];
  for (const h of holders) approvers.push({ ...(await signIn(base, h.account, passwordOf(h.is_admin))), userId: h.id });
  const byUser = new Map<string, OpenTask[]>();
  const rows = await db.all<{ id: string; inst_id: string; assignee_id: string }>(
    `select t.id, t.inst_id, t.assignee_id from bpm_task t where t.open = 1 and t.def_key = ? and t.assignee_id in (${holders.map(() => '?').join(',') || "''"})
     order by t.created_at`, [BENCH_KEY, ...holders.map((h) => h.id)]);
  for (const r of rows) {
    if (opts.exclude.has(r.id)) continue;
    const list = byUser.get(r.assignee_id) ?? [];
    list.push({ id: r.id, instId: r.inst_id, assigneeId: r.assignee_id });
    byUser.set(r.assignee_id, list);
  }
  const openTasks: OpenTask[] = [];
  const lists = [...byUser.values()];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) openTasks.push(l[i]);

  // Starters: people whose cases of the benchmark process went to a department head other than themselves.
  const firstSteps = await db.all<{ starter_id: string; account: string; is_admin: number | string; head: string }>(
    `select t.starter_id, u.account, u.is_admin, min(t.assignee_id) as head from bpm_task t join uc_user u on u.id = t.starter_id
     where t.def_key = ? and t.node_id = 'deptHead' and t.assignee_id is not null and t.assignee_id <> t.starter_id and u.status = 1
     group by t.starter_id, u.account, u.is_admin order by u.account limit ?`, [BENCH_KEY, opts.starterCount]);
  const starters: Actor[] = [];
  const headOf = new Map<string, string>();
  for (const s of firstSteps) {
    starters.push({ ...(await signIn(base, s.account, passwordOf(s.is_admin))), userId: s.starter_id });
    headOf.set(s.starter_id, s.head);
  }
  return { tenantId, approvers, openTasks, starters, headOf };
}
