import { weekdayCalendar } from '@wp/form';
import type { formDataApi } from '@wp/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Session } from '../../platform/auth/session.js';
import type { Clock } from '../../platform/clock.js';
import { createFilesService } from '../../modules/files/files.service.js';
import { createFormData } from '../../modules/form/data.js';
import { createFormsRepository } from '../../modules/form/forms.repository.js';
import { createFormsService } from '../../modules/form/forms.service.js';
import { createSeedRowsRepository } from '../../modules/form/bo/seed-rows.repository.js';
import { createSeedRecords, type SeedRecord } from '../../modules/form/template/seed-records.js';
import { createSysCatalogue } from '../../modules/sys/index.js';
import { createOrgDirectoryProvider } from '../../modules/uc/org-directory.js';
import { createUcRepository } from '../../modules/uc/uc.repository.js';
import { generateReadings } from '../portal/readings.js';
import { DAY_MS, addDays, plantDay, plantInstant, type Audience, type SeedTemplate } from './common.js';
import { dailyOpsFields, dailyOpsTemplate, generateDailyOps } from './daily-ops.js';
import { hazardFields, hazardPhotoPng, hazards, hazardTemplate, responsibleOf } from './hazards.js';
import { generateLabSamples, labFields, labTemplate, overLimitItems } from './lab.js';
import { materialFields, materials, materialTemplate, movesOf, stockOf } from './materials.js';
import { seedPlantQueries } from './queries.js';
import { seedPlantDialogs } from './dialogs.js';
import { seedSamplingSpots, spotOf } from './sampling-spots.js';

/** Days of lab results, ending today; daily reports end yesterday (a day's report closes at midnight). */
export const LAB_DAYS = 366;
export const OPS_DAYS = 365;
const ANALYSTS = ['xiemei', 'tangning', 'fengyu', 'jiangli'];
const SHIFT_LEADERS = ['lijun', 'zhaolei'];

/** The form module's services over a database, built as the server builds them, for seeding (and the seed's tests). */
export function formServices(db: Db, dataDir: string, clock: Clock) {
  const uc = createUcRepository(db);
  const organisation = createOrgDirectoryProvider(uc);
  const names = {
    nameOf: async (t: string, userId: string) => (await organisation.forTenant(t)).nameOf(userId),
    people: async (t: string) => (await organisation.forTenant(t)).names,
  };
  const sys = createSysCatalogue({ db, clock });
  const forms = createFormsService({ repo: createFormsRepository(db), clock });
  // The user centre's rights lookups, without its sign-in machinery: what principals read of a user.
  const directory = {
    userRightMap: async (_s: Session, id: string) => ({
      [id]: { user: [id], org: (await uc.orgsOfUser(id)).map((o) => o.id), post: (await uc.postsOfUser(id)).map((p) => p.id), role: (await uc.rolesOfUser(id)).map((r) => r.id) },
    }),
    orgsOfUser: async (_s: Session, id: string) => (await uc.orgsOfUser(id)).map((o) => ({
      id: o.id, parentId: o.parent_id, demId: o.dem_id, code: o.code, name: o.name, path: o.path, pathName: o.path_name, sn: o.sn, isParent: false, isMaster: o.is_master,
    })),
  };
  // No seeded form counts working days, so the weekday calendar computes the same as the plant's.
  const data = createFormData({ db, clock, forms, directory, names, dictionaries: sys.dict, calendar: weekdayCalendar });
  const bulk = createSeedRecords({ templates: data.templates, repo: createSeedRowsRepository(db), calendar: weekdayCalendar, dictionaries: sys.dict, names });
  const files = createFilesService({ db, dataDir, maxBytes: 20 * 1024 * 1024, clock });
  return { data, forms, bulk, files };
}

/**
 * The plant's everyday data templates on first run — 化验数据, 运行日报, 安全隐患排查, 物资台账 — each a BO,
 * its form and its template, with a year of records written as the plant's people: the daily rows in one
 * batch per template (the same rules, storage and change rows as a boSave), hazards and materials through
 * boSave itself so their history shows each step. Does nothing when the plant already has them.
 */
export async function seedPlantForms(db: Db, config: Pick<Config, 'dataDir' | 'defaultTenant'>, now = new Date()): Promise<void> {
  const tenant = await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirst();
  if (!tenant) return;
  const tenantId = tenant.id;
  // Dialogs first, each only if missing: a plant seeded before dialogs existed gets them too.
  await seedPlantDialogs(db, tenantId, { now: () => now });
  if (await db.selectFrom('form_bo_def').select('id').where('tenant_id', '=', tenantId).where('alias', '=', labTemplate.boAlias).executeTakeFirst()) return;

  let at = now;
  const clock: Clock = { now: () => at };
  const { data, forms, bulk, files } = formServices(db, config.dataDir, clock);

  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account', 'is_admin']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u]));
  const idsOf = async (table: 'uc_role' | 'uc_org', codes: string[]) => {
    const rows = codes.length ? await db.selectFrom(table).select(['id', 'code']).where('tenant_id', '=', tenantId).where('code', 'in', codes).execute() : [];
    if (rows.length !== codes.length) throw new Error(`form seed: unknown ${table} among ${codes.join(',')}`);
    return rows.map((r) => r.id);
  };
  const postIds = async (codes: string[]) => {
    const rows = codes.length ? await db.selectFrom('uc_post').select('id').where('tenant_id', '=', tenantId).where('code', 'in', codes).execute() : [];
    if (rows.length !== codes.length) throw new Error(`form seed: unknown post among ${codes.join(',')}`);
    return rows.map((r) => r.id);
  };
  const user = (account: string) => users.get(account) ?? fail(`no user ${account}`);
  const session = (account: string): Session => {
    const u = user(account);
    return { userId: u.id, account, tenantId, sid: 'seed', jti: 'seed', iat: 0, exp: 0, isAdmin: u.is_admin === 1 };
  };
  const rulesOf = async (a: Audience): Promise<formDataApi.template.RightRule[]> => [
    ...(a.orgs?.length ? [{ type: 'org' as const, id: (await idsOf('uc_org', a.orgs)).join(',') }] : []),
    ...(a.roles?.length ? [{ type: 'role' as const, id: (await idsOf('uc_role', a.roles)).join(',') }] : []),
    ...(a.posts?.length ? [{ type: 'post' as const, id: (await postIds(a.posts)).join(',') }] : []),
    ...(a.users?.length ? [{ type: 'user' as const, id: a.users.map((x) => user(x).id).join(',') }] : []),
  ];
  const admin = user('admin').id;
  const define = async (fields: formDataApi.bo.BoDefinitionInput['fields'], t: SeedTemplate) => {
    await data.bos.define(tenantId, admin, { alias: t.boAlias, name: t.name, fields });
    await forms.save(tenantId, admin, t.formKey, t.name, { fields });
    await data.templateDefinitions.define(tenantId, admin, {
      ...t,
      right: await rulesOf(t.right),
      manageField: await Promise.all(t.manageField.map(async (b) => ({ ...b, right: b.right ? await rulesOf(b.right) : undefined }))),
      filterField: await Promise.all((t.filterField ?? []).map(async (f) => ({ ...f, right: await rulesOf(f.right) }))),
    });
  };
  await seedSamplingSpots(db, tenantId);
  await define(labFields, labTemplate);
  await define(dailyOpsFields, dailyOpsTemplate);
  await define(hazardFields, hazardTemplate);
  await define(materialFields, materialTemplate);
  await seedPlantQueries(data, tenantId, admin);

  const today = plantDay(now);
  // Results are entered in the afternoon of the sampling day; today's, if the seed runs earlier, just now.
  const enteredAt = (day: string, hhmm: string) => new Date(Math.min(plantInstant(day, hhmm).getTime(), now.getTime() - 60_000)).toISOString();
  const readings = new Map(generateReadings(now.toISOString().slice(0, 10), 30).map((r) => [r.day, r]));

  const lab: SeedRecord[] = generateLabSamples(today, LAB_DAYS, readings).map((s, i) => {
    const analyst = ANALYSTS[Math.floor(i / 3) % ANALYSTS.length];
    const over = s.point === 'effluent' ? overLimitItems(s.values) : [];
    return {
      session: session(analyst), at: enteredAt(s.day, `${15 + (i % 3)}:${String(10 + ((i * 7) % 40)).padStart(2, '0')}`),
      values: {
        sampleDate: s.day, sampleTime: s.time, samplePoint: s.point, sampleSpot: spotOf(s.point, i), ...s.values, overLimit: over.length > 0, overItems: over.join('、') || null,
        analyst: [user(analyst).id], reviewer: [user('zhengyu').id], remark: s.remark ?? null,
      },
    };
  });
  await bulk.addMany(labTemplate.alias, lab);

  const ops: SeedRecord[] = generateDailyOps(today, OPS_DAYS, readings).map((d, i) => {
    const leader = SHIFT_LEADERS[i % 2];
    const { day, remark, ...figures } = d;
    return { session: session(leader), at: plantInstant(addDays(day, 1), '08:30').toISOString(), values: { reportDate: day, ...figures, shiftLeader: [user(leader).id], remark: remark ?? null } };
  });
  await bulk.addMany(dailyOpsTemplate.alias, ops);

  // Hazards step by step through boSave, each at its moment: reported, taken on, rectified, signed off.
  const save = async (account: string, when: Date, alias: string, values: Record<string, unknown>) => {
    at = when;
    return data.records.save(session(account), alias, { templateKey: alias, [alias]: values });
  };
  const year = (day: string) => day.slice(0, 4);
  const serials = new Map<string, number>();
  for (const [i, h] of hazards.entries()) {
    const found = addDays(today, -h.daysAgo);
    const serial = (serials.get(year(found)) ?? 0) + 1;
    serials.set(year(found), serial);
    const reportedAt = plantInstant(found, `${String(9 + (i % 7)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`);
    at = reportedAt;
    const photo = await files.save(session(h.foundBy), { fileName: `隐患${serial}-现场.png`, content: hazardPhotoPng(h.level, i), visibility: 'tenant' });
    const values: Record<string, unknown> = {
      hazardNo: `YH-${year(found)}-${String(serial).padStart(3, '0')}`, foundDate: found, location: h.location, category: h.category, level: h.level,
      description: h.description, photos: [photo.fileId], foundBy: [user(h.foundBy).id], ...responsibleOf(h.responsible),
      deadline: addDays(found, h.level === 'major' ? 30 : 7), status: 'pending',
    };
    let saved = await save(h.foundBy, reportedAt, hazardTemplate.alias, values);
    const step = async (account: string, when: Date, change: Record<string, unknown>) => {
      Object.assign(values, change);
      saved = await save(account, when, hazardTemplate.alias, { ...values, id_: saved.id, rev_: saved.rev });
    };
    const rank = ['pending', 'inProgress', 'rectified', 'accepted'].indexOf(h.status);
    const fixDays = Math.min(h.level === 'major' ? 20 : 5, Math.max(1, h.daysAgo - 1));
    if (rank >= 1) await step(h.responsible, new Date(reportedAt.getTime() + 0.2 * DAY_MS), { status: 'inProgress', measure: h.measure });
    if (rank >= 2) await step(h.responsible, plantInstant(addDays(found, fixDays), '16:00'), { status: 'rectified', rectifiedDate: addDays(found, fixDays) });
    if (rank >= 3) {
      const acceptor = h.level === 'major' ? 'zhaoli' : (['maqian', 'zhuxin', 'zhaoli'] as const)[i % 3];
      await step(acceptor, plantInstant(addDays(found, fixDays + 1), '10:00'), {
        status: 'accepted', acceptor: [user(acceptor).id], acceptDate: addDays(found, fixDays + 1), acceptOpinion: '整改到位，同意销号',
      });
    }
  }

  // Materials: entered with their opening balance a year ago, then the year's ledger saved by the keeper.
  const keepers: Record<string, string> = { chemical: 'zhangmin', spare: 'guohui', reagent: 'zhangmin', ppe: 'zhangmin', tool: 'guohui' };
  const issuers: Record<string, string[]> = {
    chemical: ['lijun', 'zhaolei', 'chenjing', 'yangfan'], spare: ['heping', 'luobin', 'gaoyuan', 'lintao', 'pengcheng'],
    reagent: ['xiemei', 'tangning', 'fengyu', 'jiangli'], ppe: ['maqian', 'hujun', 'lijun', 'heping'], tool: ['lijun', 'zhaolei', 'heping'],
  };
  const opened = addDays(today, -365);
  for (const [i, m] of materials.entries()) {
    const keeper = keepers[m.category];
    const moves = movesOf(m, i, issuers[m.category], keeper).sort((a, b) => b.daysAgo - a.daysAgo);
    const rowOf = (x: (typeof moves)[number]) => ({ moveDate: addDays(today, -x.daysAgo), direction: x.direction, quantity: x.quantity, handler: [user(x.handler).id], note: x.note });
    const values: Record<string, unknown> = {
      code: m.code, name: m.name, spec: m.spec, category: m.category, unit: m.unit, stock: m.opening, safetyStock: m.safetyStock,
      location: m.location, keeper: [user(keeper).id], moves: [rowOf(moves[0])],
    };
    const first = await save(keeper, plantInstant(opened, '09:30'), materialTemplate.alias, values);
    const sub = await data.records.subData(session(keeper), { alias: 'moves', refId: first.id, templateKey: materialTemplate.alias });
    const last = moves[moves.length - 1];
    await save(keeper, plantInstant(addDays(today, -last.daysAgo), '15:00'), materialTemplate.alias, {
      ...values, id_: first.id, rev_: first.rev, stock: Math.round(stockOf(moves) * 10) / 10, moves: [sub[0], ...moves.slice(1).map(rowOf)],
    });
  }
}

function fail(message: string): never {
  throw new Error(`form seed: ${message}`);
}
