// Generates the asset benchmark's plant: the demo organisation and its asset seed, then, in bulk inserts
// (db/insert-rows.ts), a drainage company's ledger of N assets over many sites (the demo plant's 319 assets copied
// per site, codes, names and positions led by the site), and a year of inspection rounds at enough sites to reach M
// recorded points: each site runs the demo plant's five routes at every shift, every round a task copied from its
// route by the product's own task builder and recorded as the server records (readings checked by its rules,
// abnormal points raising defects). About one round in a hundred was missed. Also one wide route of 200 points
// over several sites (the offline round the benchmark syncs), and a year of repairs and maintenance (eam-history.ts).
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Insertable } from 'kysely';
import type { EamAssetTable, EamInspectionAbnormalTable, EamInspectionPointItemTable, EamInspectionPointTable, EamInspectionTaskItemTable, EamInspectionTaskPointTable, EamInspectionTaskTable, EamPositionTable } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase, type Db } from '../src/db/database.js';
import { insertRows } from '../src/db/insert-rows.js';
import { defectSummary, readItem, type CheckItem, type Reading } from '../src/modules/eam/inspection/readings.js';
import { latestOccurrence, nextOccurrence } from '../src/modules/eam/inspection/shifts.js';
import { buildTask, type RoutePoint } from '../src/modules/eam/inspection/task-builder.js';
import { totalCostHours } from '../src/modules/eam/inspection/task-rules.js';
import { seedDemoPlant } from '../src/seed/index.js';
import { COMPLETION_HOURS, SHIFTS, inspectionGroups, inspectionRoutes, type SeedItem, type SeedRoute } from '../src/seed/eam/inspection-routes.js';
import { plantAssets, positions as templatePositions, type SeedAsset } from '../src/seed/eam/ledger.js';
import { seededRandom } from '../src/seed/portal/readings.js';
import { sequentialIds } from './bench-ids.js';
import type { BenchDatabase } from './eam-db.js';
import { writeHistory } from './eam-history.js';
import { benchSites, type Site } from './eam-sites.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The offline round's route: its plan code, its group (陈静's) and its size. */
export const ROUND_PLAN = 'XJ-BENCH-PQ';
export const ROUND_GROUP = 'YX1';
export const ROUND_POINTS = 200;

const nextId = sequentialIds();
type Row = Record<string, unknown>;

/** Recorded points a site's five routes give in a day (each route's points at each of its shifts). */
const pointsPerSiteDay = inspectionRoutes.reduce((n, r) => n + r.points.length * (r.shifts ?? SHIFTS).length, 0);

export interface EamPlantOptions { target: BenchDatabase; assets: number; points: number; log: (line: string) => void }

/** Builds the plant in `target` (a fresh SQLite file, or a fresh PostgreSQL schema); answers counts and seconds. */
export async function generateEamPlant(opts: EamPlantOptions) {
  const began = performance.now();
  const { target, log } = opts;
  fs.mkdirSync(target.dir, { recursive: true });
  await clearTarget(target);
  const config = loadConfig({ DATA_DIR: target.dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db, dialect } = await openDatabase({ dataDir: config.dataDir, databaseUrl: target.databaseUrl, pgSchema: target.pgSchema });
  try {
    await migrate(db, { pgSchema: target.pgSchema });
    await seedDemoPlant(db, config, { instances: false });
    if (dialect === 'sqlite') {
      // A bulk load: durability per statement is not needed until the end; the indexes stay in memory meanwhile.
      await sql`pragma synchronous = OFF`.execute(db);
      await sql`pragma cache_size = -1048576`.execute(db);
    }
    const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
    const today = new Date();

    const ledgerBegan = performance.now();
    const ledger = await writeLedger(db, tenantId, opts.assets, today);
    log(`  ${ledger.assets.length.toLocaleString('en')} assets over ${ledger.sites.length} sites in ${seconds(ledgerBegan)} s`);

    const roundsBegan = performance.now();
    const rounds = await withoutSecondaryIndexes(db, dialect, ['eam_inspection_task', 'eam_inspection_task_point', 'eam_inspection_task_item'],
      () => writeRounds(db, tenantId, ledger, opts.points, today, log), log);
    log(`  ${rounds.tasks.toLocaleString('en')} rounds, ${rounds.points.toLocaleString('en')} points, ${rounds.items.toLocaleString('en')} readings, `
      + `${rounds.defects.toLocaleString('en')} defects at ${rounds.sites} sites in ${seconds(roundsBegan)} s`);

    const historyBegan = performance.now();
    const history = await writeHistory(db, tenantId, ledger.assets, today);
    log(`  ${history.repairs.toLocaleString('en')} repair orders, ${history.plans.toLocaleString('en')} maintenance plans with ${history.tasks.toLocaleString('en')} tasks in ${seconds(historyBegan)} s`);

    if (dialect === 'sqlite') await sql`pragma synchronous = NORMAL`.execute(db);
    // Fresh statistics (and, on PostgreSQL, the visibility map a steady database has): the planners pick the indexes by them.
    await sql.raw(dialect === 'sqlite' ? 'analyze' : 'vacuum analyze').execute(db);
    return { tenantId, seconds: (performance.now() - began) / 1000, assets: ledger.assets.length, ...rounds, roundSites: rounds.sites, sites: ledger.sites.length, ...history };
  } finally {
    await db.destroy();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Runs a bulk load with the tables' secondary indexes dropped, and builds them again after: one sort per index is
 * much faster than keeping them up to date row by row. Unique and primary keys stay (they guard the load).
 */
async function withoutSecondaryIndexes<T>(db: Db, dialect: 'sqlite' | 'postgres', tables: string[], load: () => Promise<T>, log: (line: string) => void): Promise<T> {
  const listed = sql.join(tables.map((t) => sql.lit(t)));
  const indexes = dialect === 'sqlite'
    ? (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${listed})`.execute(db)).rows
    : (await sql<{ name: string; sql: string }>`select i.indexname as name, i.indexdef as sql from pg_indexes i where i.schemaname = current_schema()
        and i.tablename in (${listed}) and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db)).rows;
  for (const ix of indexes) await sql.raw(`drop index ${ix.name}`).execute(db);
  const result = await load();
  const began = performance.now();
  for (const ix of indexes) await sql.raw(ix.sql).execute(db);
  log(`  ${indexes.length} indexes built again in ${seconds(began)} s`);
  return result;
}

/** A new plant starts from nothing: the SQLite file removed, or the PostgreSQL schema dropped. */
async function clearTarget(target: BenchDatabase) {
  if (!target.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(target.dir, `app.db${suffix}`), { force: true });
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${(target.pgSchema ?? 'bench_eam').replace(/"/g, '')}" cascade`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------- ledger

/** An asset of the generated ledger as the history needs it. */
export interface BenchAsset {
  id: string; code: string; name: string; model: string; category: string; criticality: 'A' | 'B' | 'C'; status: string; positionPath: string;
}

interface Ledger {
  sites: Site[];
  assets: BenchAsset[];
  /** Each site's assets by their template's code: id and status. */
  assetsOf: Map<string, Map<string, { id: string; status: string; positionPath: string }>>;
}

/** The status of a copy: the ledger's own mix (mostly in use, a few idle, under repair, to scrap or scrapped). */
const statusOf = (roll: number) => (roll < 0.86 ? 'using' : roll < 0.92 ? 'idle' : roll < 0.96 ? 'repair' : roll < 0.985 ? 'scrap' : 'scrapped');

/** The asset row of a template's copy at a site. */
function assetRow(t: SeedAsset, site: Site, siteIndex: number, ids: { id: string; tenantId: string; categoryId: string; positionId: string }, status: string, now: string): Insertable<EamAssetTable> {
  return {
    id: ids.id, tenant_id: ids.tenantId, asset_code: `${site.code}-${t.assetCode}`, name: `${site.name}${t.name}`, model: t.model, category_id: ids.categoryId,
    asset_status: status, criticality: t.criticality, position_id: ids.positionId, position_detail: t.positionDetail, parent_id: null,
    serial_number: `${t.serialNumber}${String(siteIndex).padStart(3, '0')}`, manufacturer: t.manufacturer, supplier: t.supplier, production_date: t.productionDate,
    purchase_date: t.purchaseDate, service_life: t.serviceLife, use_organization: `${site.name}${t.useOrganization}`, manager: t.manager, picture_id: null,
    last_inspect_time: null, specs_json: JSON.stringify(t.specs), equipment_status: status === 'using' ? 'running' : 'stop', equipment_ip: t.equipmentIp,
    manage_ip: t.manageIp, rack_name: t.rackName, rack_up_number: t.rackUpNumber, maintainer: t.maintainer, contacts: t.contacts,
    contact_information: t.contactInformation, maintenance_method: t.maintenanceMethod, maintenance_start_date: t.maintenanceStartDate,
    maintenance_end_date: t.maintenanceEndDate, maintenance_price: t.maintenancePrice, original_unit_price: t.originalUnitPrice,
    residuals_rate: t.residualsRate, register_date: t.registerDate, financial_category: t.financialCategory, created_at: now, updated_at: now,
  };
}

/** The sites' position trees (the site at the top) and their assets, ten sites per transaction. */
async function writeLedger(db: Db, tenantId: string, count: number, today: Date): Promise<Ledger> {
  const templates = plantAssets(today);
  const sites = benchSites(Math.ceil(count / templates.length));
  const categoryIds = new Map((await db.selectFrom('eam_asset_category').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((c) => [c.code, c.id]));
  const rng = seededRandom(20_260_302);
  const now = today.toISOString();
  const assetsOf: Ledger['assetsOf'] = new Map();
  const assets: BenchAsset[] = [];
  for (let from = 0; from < sites.length; from += 10) {
    const positionRows: EamPositionTable[] = [];
    const assetRows: Insertable<EamAssetTable>[] = [];
    for (const [offset, site] of sites.slice(from, from + 10).entries()) {
      const siteIndex = from + offset;
      const positionIds = new Map<string, string>();
      for (const names of [[], ...templatePositions, ...templates.map((t) => t.position.split(' / '))]) {
        const full = [site.name, ...names];
        for (let depth = 1; depth <= full.length; depth += 1) {
          const pathName = full.slice(0, depth).join(' / ');
          if (positionIds.has(pathName)) continue;
          const id = nextId();
          positionIds.set(pathName, id);
          positionRows.push({ id, tenant_id: tenantId, parent_id: depth > 1 ? positionIds.get(full.slice(0, depth - 1).join(' / '))! : null, name: full[depth - 1]!, path: pathName });
        }
      }
      const byCode = new Map<string, { id: string; status: string; positionPath: string }>();
      for (const t of templates) {
        if (assets.length >= count) break;
        const id = nextId();
        const status = statusOf(rng());
        const positionPath = `${site.name} / ${t.position}`;
        assetRows.push(assetRow(t, site, siteIndex, { id, tenantId, categoryId: categoryIds.get(t.categoryCode)!, positionId: positionIds.get(positionPath)! }, status, now));
        byCode.set(t.assetCode, { id, status, positionPath });
        const row = assetRows.at(-1)!;
        assets.push({ id, code: row.asset_code, name: row.name, model: t.model, category: t.categoryCode, criticality: t.criticality, status, positionPath });
      }
      assetsOf.set(site.code, byCode);
    }
    await db.transaction().execute(async (tx) => {
      await insertRows(tx, 'eam_position', positionRows);
      await insertRows(tx, 'eam_asset', assetRows);
    });
  }
  return { sites, assets, assetsOf };
}

// ---------------------------------------------------------------------------------------------------------- rounds

/** Reasons a point was not inspected. */
const NONE_REASONS = ['设备停机检修，未运行', '现场积水，无法靠近', '区域动火作业，暂停进入', '备用设备，本班未启动'];
const ABNORMAL_REMARKS = ['已告知中控并通知维修班', '已现场复核，读数属实', '已拍照，待维修班处理', ''];

/** The item's config as the route stores it. */
const storedConfig = (item: SeedItem) => (item.type === 'radiobox' ? { options: item.options } : item.type === 'number_range' ? { min: item.min ?? null, max: item.max ?? null } : {});

/**
 * What a person reads at an item: a number inside the normal range with noise (outside it about once in 170
 * readings), the usual option mostly (an abnormal one about once in 250), a remark in a text item now and then.
 */
export function readingOf(item: SeedItem, rng: () => number): string {
  if (item.type === 'radiobox') {
    const options = item.options ?? [];
    const normal = options.filter((o) => !o.abnormal);
    const abnormal = options.filter((o) => o.abnormal);
    const r = rng();
    if (r < 0.004 && abnormal.length > 0) return abnormal[Math.floor(rng() * abnormal.length)]!.code;
    if (r > 0.9 && normal.length > 1) return normal[1 + Math.floor(rng() * (normal.length - 1))]!.code;
    return normal[0]!.code;
  }
  if (item.type === 'input') return rng() < 0.03 ? '现场已清理' : '';
  const out = rng() < 0.006;
  const { min, max } = item;
  let v: number;
  if (min !== undefined && max !== undefined) {
    const mid = (min + max) / 2;
    const half = (max - min) / 2;
    v = out ? (rng() < 0.5 ? max + half * (0.1 + 0.3 * rng()) : min - half * (0.1 + 0.3 * rng())) : mid + half * 0.8 * (rng() * 2 - 1);
  } else if (max !== undefined) {
    v = out ? max * (1.03 + 0.1 * rng()) : max * (0.62 + 0.2 * (rng() * 2 - 1));
  } else {
    v = out ? min! * (0.82 + 0.1 * rng()) : min! * (1.3 + 0.15 * (rng() * 2 - 1));
  }
  return Math.max(0, v).toFixed(item.digits ?? 1);
}

/** A route of the plant written for a site: its points and items as rows, and as a task copies them. */
interface SiteRoute {
  routeRow: Row;
  pointRows: EamInspectionPointTable[];
  itemRows: EamInspectionPointItemTable[];
  /** As buildTask takes them. */
  points: RoutePoint[];
  /** Each item's check (for the rules) and seed (for readings), by point code and item code. */
  checks: Map<string, { check: CheckItem; seed: SeedItem }>;
}

/** A route over `stops` (each a point of the plant's routes at a site), with codes made by `codeOf`. */
function siteRoute(tenantId: string, code: string, name: string, stops: Array<{ site: Site; point: SeedRoute['points'][number] }>,
  codeOf: (site: Site, pointCode: string) => string, ledger: Ledger): SiteRoute {
  const routeId = nextId();
  const route: SiteRoute = { routeRow: { id: routeId, tenant_id: tenantId, code, name, notes: null }, pointRows: [], itemRows: [], points: [], checks: new Map() };
  stops.forEach(({ site, point }, i) => {
    const asset = ledger.assetsOf.get(site.code)?.get(point.assetCode);
    const pointCode = codeOf(site, point.code);
    const row = { id: nextId(), tenant_id: tenantId, route_id: routeId, code: pointCode, name: `${site.name}${point.name}`, content: point.content,
      asset_id: asset?.id ?? null, position_id: null, sort: i + 1 };
    route.pointRows.push(row);
    route.points.push({ id: row.id, code: pointCode, name: row.name, content: point.content, asset_id: row.asset_id, sort: row.sort, position_name: asset?.positionPath ?? null });
    point.items.forEach((item, sort) => {
      const config = storedConfig(item);
      route.itemRows.push({ id: nextId(), tenant_id: tenantId, point_id: row.id, code: item.code, name: item.name, check_desc: item.checkDesc ?? null, type: item.type,
        unit: item.unit || null, config_json: JSON.stringify(config), def_value: item.defValue ?? null, sort: sort + 1 });
      route.checks.set(`${pointCode}/${item.code}`, { seed: item, check: { id: '', itemCode: item.code, itemName: item.name, type: item.type, unit: item.unit || null, config } });
    });
  });
  return route;
}

type Built = ReturnType<typeof buildTask>;

/** The task's rows under ids in creation order (the builder's are random: see bench-ids.ts). */
function renumbered(built: Built): Built {
  const taskId = nextId();
  const pointIds = new Map(built.points.map((p) => [p.id, nextId()]));
  return {
    task: { ...built.task, id: taskId },
    points: built.points.map((p) => ({ ...p, id: pointIds.get(p.id)!, task_id: taskId })),
    items: built.items.map((i) => ({ ...i, id: nextId(), task_point_id: pointIds.get(i.task_point_id)!, task_id: taskId })),
  };
}

interface RoundWriter {
  tasks: EamInspectionTaskTable[]; points: EamInspectionTaskPointTable[]; items: EamInspectionTaskItemTable[]; defects: EamInspectionAbnormalTable[];
}

/**
 * Records every point of a round as the server would (readings through its rules, the status it decides, a defect
 * for an abnormal point) at the times a person walking the route takes, and finishes the round.
 */
function recordRound(built: Built, route: SiteRoute, userId: string, start: Date, today: Date, rng: () => number, lastInspect: Map<string, string>, out: RoundWriter) {
  let at = start.getTime() + (5 + rng() * 40) * MINUTE;
  const itemsOf = new Map<string, EamInspectionTaskItemTable[]>();
  for (const item of built.items) (itemsOf.get(item.task_point_id) ?? itemsOf.set(item.task_point_id, []).get(item.task_point_id)!).push(item);
  for (const point of built.points) {
    const time = new Date(at).toISOString();
    at += (3 + rng() * 6) * MINUTE;
    const items = itemsOf.get(point.id) ?? [];
    Object.assign(point, { oper_time: time, record_time: new Date(Date.parse(time) + MINUTE).toISOString(), oper_user_id: userId, insp_method: rng() < 0.85 ? 'scan' : 'manual', pics_json: '[]' });
    for (const item of items) item.oper_time = time;
    built.task.point_wait_count -= 1;
    if (rng() < 0.005) {
      Object.assign(point, { point_status: 'none', content: NONE_REASONS[Math.floor(rng() * NONE_REASONS.length)]! });
      built.task.point_none_count += 1;
      continue;
    }
    const readings = new Map<string, Reading>();
    const checks: CheckItem[] = [];
    for (const item of items) {
      const { seed, check } = route.checks.get(`${point.point_code}/${item.item_code}`)!;
      checks.push({ ...check, id: item.id });
      const reading = readItem({ ...check, id: item.id }, { value: readingOf(seed, rng) });
      readings.set(item.id, reading);
      Object.assign(item, { result: reading.result, result_meta: reading.resultMeta, value_num: reading.valueNum, abnormal: reading.abnormal ? 1 : 0, pics_json: '[]' });
    }
    const abnormal = [...readings.values()].filter((r) => r.abnormal).length;
    point.abnormal_item_count = abnormal;
    if (abnormal === 0) {
      point.point_status = 'normal';
      built.task.point_normal_count += 1;
    } else {
      point.point_status = 'abnormal';
      point.content = ABNORMAL_REMARKS[Math.floor(rng() * ABNORMAL_REMARKS.length)] || null;
      point.action_label = rng() < 0.6 ? 'repair' : null;
      built.task.point_abnormal_count += 1;
      out.defects.push({
        id: nextId(), tenant_id: built.task.tenant_id, task_id: built.task.id, task_point_id: point.id, asset_id: point.asset_id,
        summary: defectSummary(checks, readings, point.content ?? undefined), content: point.content, pics_json: '[]',
        status: today.getTime() - Date.parse(time) > 7 * DAY ? 'processed' : 'not_process', oper_user_id: userId, oper_time: time, repair_order_id: null,
        created_at: point.record_time!,
      });
    }
    if (point.asset_id && (lastInspect.get(point.asset_id) ?? '') < time) lastInspect.set(point.asset_id, time);
  }
  Object.assign(built.task, {
    task_status: 'finish', act_start_time: built.points[0]?.oper_time ?? null, act_finish_time: new Date(at + (2 + rng() * 10) * MINUTE).toISOString(),
    act_total_cost: totalCostHours(built.points.map((p) => p.oper_time)), finished_by: userId,
    content: built.task.point_abnormal_count > 0 ? '发现异常已上报' : rng() < 0.3 ? '设备运行正常' : null,
  });
}

/**
 * A year of rounds at as many sites as `points` recorded points need (the last site's history is shorter), and the
 * wide route of the offline round. Rows go in one transaction per 20,000 points.
 */
async function writeRounds(db: Db, tenantId: string, ledger: Ledger, target: number, today: Date, log: (line: string) => void) {
  const perSiteYear = pointsPerSiteDay * 365;
  const siteCount = Math.ceil(target / perSiteYear);
  if (siteCount > ledger.sites.length) throw new Error(`${target} points need ${siteCount} sites of rounds; the ledger has ${ledger.sites.length}`);
  const groups = new Map((await db.selectFrom('eam_inspection_group').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((g) => [g.code, g.id]));
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
  const membersOf = new Map(inspectionGroups.map((g) => [g.code, g.members.filter((m) => users.has(m)).map((m) => users.get(m)!)]));
  const rng = seededRandom(20_260_303);
  const now = today.toISOString();
  const lastInspect = new Map<string, string>();
  const counts = { tasks: 0, points: 0, items: 0, defects: 0, sites: siteCount };
  let out: RoundWriter = { tasks: [], points: [], items: [], defects: [] };
  const flush = async () => {
    await db.transaction().execute(async (tx) => {
      await insertRows(tx, 'eam_inspection_task', out.tasks);
      await insertRows(tx, 'eam_inspection_task_point', out.points);
      await insertRows(tx, 'eam_inspection_task_item', out.items);
      await insertRows(tx, 'eam_inspection_abnormal', out.defects);
    });
    counts.tasks += out.tasks.length;
    counts.points += out.points.length;
    counts.items += out.items.length;
    counts.defects += out.defects.length;
    out = { tasks: [], points: [], items: [], defects: [] };
  };
  const writeSettings = (routes: Array<{ route: SiteRoute; plan: Row }>) => db.transaction().execute(async (tx) => {
    await insertRows(tx, 'eam_inspection_route', routes.map((r) => r.route.routeRow));
    await insertRows(tx, 'eam_inspection_point', routes.flatMap((r) => r.route.pointRows));
    await insertRows(tx, 'eam_inspection_point_item', routes.flatMap((r) => r.route.itemRows));
    await insertRows(tx, 'eam_inspection_plan', routes.map((r) => r.plan));
  });
  const planRow = (code: string, name: string, routeId: string, group: string, shifts: string[], method: string, hours: number, status: string) => ({
    id: nextId(), tenant_id: tenantId, plan_code: code, name, route_id: routeId, group_id: groups.get(group)!, shifts_json: JSON.stringify(shifts),
    inspection_method: method, completion_time: hours, plan_status: status, notes: '按路线逐点检查，异常及时上报中控', last_time: null, next_time: null, created_at: now,
  });

  let remaining = target;
  for (const site of ledger.sites.slice(0, siteCount)) {
    // The last site joined later: its history covers what the target still needs.
    const days = Math.min(365, remaining / pointsPerSiteDay);
    remaining -= Math.round(days * pointsPerSiteDay);
    const plans = inspectionRoutes.map((r) => {
      const route = siteRoute(tenantId, `${site.code}-${r.code}`, `${site.name}${r.name}`, r.points.map((point) => ({ site, point })), (s, code) => `${s.code}-${code}`, ledger);
      const plan = planRow(`XJ-${site.code}-${r.code}`, `${site.name}${r.name.replace('巡检路线', '巡检')}`, route.routeRow.id as string, r.group, r.shifts ?? SHIFTS,
        r.code === 'PDZK' ? 'random' : 'order', r.completionHours ?? COMPLETION_HOURS, 'start');
      return { seed: r, route, plan };
    });
    await writeSettings(plans);
    for (const { seed, route, plan } of plans) {
      const shifts = seed.shifts ?? SHIFTS;
      const current = latestOccurrence(shifts, today)!;
      const forTask = { ...plan, route_name: route.routeRow.name } as unknown as Parameters<typeof buildTask>[0];
      for (let start = nextOccurrence(shifts, new Date(today.getTime() - days * DAY))!; start <= current; start = nextOccurrence(shifts, start)!) {
        const built = renumbered(buildTask(forTask, route.points, route.itemRows, start, new Date(start.getTime() - 30 * MINUTE).toISOString()));
        const members = membersOf.get(seed.group)!;
        // The current shift's round is open; about one earlier round in a hundred was missed (its points wait, overdue).
        if (start.getTime() !== current.getTime() && rng() >= 0.01) recordRound(built, route, members[Math.floor(rng() * members.length)]!, start, today, rng, lastInspect, out);
        out.tasks.push(built.task);
        out.points.push(...built.points);
        out.items.push(...built.items);
        if (out.points.length >= 20_000) await flush();
      }
    }
    log(`    ${site.name}: ${Math.round(days)} days of rounds; ${(counts.points + out.points.length).toLocaleString('en')} points so far`);
  }
  await flush();

  // The offline round: one route of 200 points over the sites, walked by 运行一班.
  const stops = ledger.sites.flatMap((site) => inspectionRoutes.flatMap((r) => r.points.map((point) => ({ site, point })))).slice(0, ROUND_POINTS);
  const wide = siteRoute(tenantId, 'BENCH-PQ', '片区综合巡检路线（离线）', stops, (s, code) => `${s.code}-PQ-${code.replace(/^XJ-/, '')}`, ledger);
  await writeSettings([{ route: wide, plan: planRow(ROUND_PLAN, '片区综合巡检（离线）', wide.routeRow.id as string, ROUND_GROUP, ['08:00'], 'random', 12, 'stop') }]);

  await db.transaction().execute(async (tx) => {
    for (const [assetId, time] of lastInspect) await tx.updateTable('eam_asset').set({ last_inspect_time: time }).where('id', '=', assetId).execute();
  });
  return counts;
}
