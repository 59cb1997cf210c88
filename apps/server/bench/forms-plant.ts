// Generates the plant of the forms benchmark: the demo organisation and, on top of it, a data template of N
// records with 20 fields (a lab-sample log), every record written through the seed's bulk path, which applies
// the same rules, storage mapping and change rows as a boSave.
import fs from 'node:fs';
import type { formDataApi } from '@wp/contract';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import type { Session } from '../src/platform/auth/session.js';
import { seedDemoPlant } from '../src/seed/index.js';
import { formServices } from '../src/seed/forms/index.js';

export const BENCH_TEMPLATE = 'bench_samples';
/** Who writes and reads the records in the benchmark (an operator holding the template's rights through the staff role). */
export const BENCH_ACCOUNTS = ['chenjing', 'yangfan', 'huangli', 'zhoujie', 'wuhao'] as const;

const points = [['influent', '进水'], ['primary', '初沉池'], ['aeration', '曝气池'], ['secondary', '二沉池'], ['effluent', '出水'], ['sludge', '污泥']] as const;
const shifts = [['day', '白班'], ['middle', '中班'], ['night', '夜班']] as const;
const statuses = [['draft', '待复核'], ['checked', '已复核'], ['voided', '作废']] as const;
const options = (list: ReadonlyArray<readonly [string, string]>) => list.map(([key, name]) => ({ key, name }));

/** The 20 fields: a date, three choices, eleven measurements, three texts, a yes/no and an integer. */
export const benchFields = [
  { key: 'sampleDate', label: '采样日期', type: 'date', required: true },
  { key: 'point', label: '采样点', type: 'select', options: options(points), required: true },
  { key: 'shift', label: '班次', type: 'select', options: options(shifts) },
  { key: 'status', label: '状态', type: 'select', options: options(statuses) },
  { key: 'cod', label: 'COD', type: 'number', min: 0, max: 2000, digits: 1 },
  { key: 'bod', label: 'BOD5', type: 'number', min: 0, max: 1000, digits: 1 },
  { key: 'nh3n', label: '氨氮', type: 'number', min: 0, max: 200, digits: 2 },
  { key: 'tn', label: '总氮', type: 'number', min: 0, max: 200, digits: 2 },
  { key: 'tp', label: '总磷', type: 'number', min: 0, max: 50, digits: 2 },
  { key: 'ss', label: 'SS', type: 'number', min: 0, max: 2000, digits: 1 },
  { key: 'ph', label: 'pH', type: 'number', min: 0, max: 14, digits: 2 },
  { key: 'flow', label: '流量', type: 'number', min: 0, max: 200000, digits: 0 },
  { key: 'temp', label: '水温', type: 'number', min: -5, max: 50, digits: 1 },
  { key: 'do', label: '溶解氧', type: 'number', min: 0, max: 20, digits: 2 },
  { key: 'mlss', label: 'MLSS', type: 'number', min: 0, max: 20000, digits: 0 },
  { key: 'batchNo', label: '批号', type: 'text', maxLength: 30 },
  { key: 'analyst', label: '化验员', type: 'text', maxLength: 20 },
  { key: 'note', label: '备注', type: 'text', maxLength: 200 },
  { key: 'retest', label: '复测', type: 'switch' },
  { key: 'bottles', label: '样瓶数', type: 'number', min: 0, max: 20, digits: 0 },
] as const;

const names = ['陈静', '杨帆', '黄丽', '周杰', '吴昊', '徐强', '刘辉', '田野'];
const notes = ['', '', '', '水样略浑浊', '仪器校准后复测', '降雨后采样', '进水颜色偏深', '平行样偏差小于5%'];

/** A deterministic pseudo-random number in [0, 1) of a record index and a salt. */
const noise = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The values of record i: one sample every 5 minutes going back from `end`. */
export function benchValues(i: number, end: Date): Record<string, unknown> {
  const day = new Date(end.getTime() - i * 5 * 60_000).toISOString().slice(0, 10);
  return {
    sampleDate: day, point: points[i % points.length][0], shift: shifts[Math.floor(i / 6) % 3][0], status: statuses[i % 17 === 0 ? 2 : i % 3 === 0 ? 0 : 1][0],
    cod: round(20 + noise(i, 1) * 380, 1), bod: round(5 + noise(i, 2) * 150, 1), nh3n: round(noise(i, 3) * 45, 2), tn: round(5 + noise(i, 4) * 50, 2),
    tp: round(noise(i, 5) * 6, 2), ss: round(5 + noise(i, 6) * 300, 1), ph: round(6.2 + noise(i, 7) * 2.4, 2), flow: Math.round(30000 + noise(i, 8) * 40000),
    temp: round(8 + noise(i, 9) * 22, 1), do: round(noise(i, 10) * 8, 2), mlss: Math.round(2000 + noise(i, 11) * 3000),
    batchNo: `S${day.replaceAll('-', '')}-${String(i % 288).padStart(3, '0')}`, analyst: names[i % names.length], note: notes[i % notes.length] || null,
    retest: i % 23 === 0, bottles: 1 + (i % 4),
  };
}

/** Builds the plant under `dir` (a fresh SQLite file) with `records` records of the benchmark template. */
export async function generateFormsPlant(opts: { dir: string; records: number; log: (line: string) => void }) {
  const began = process.hrtime.bigint();
  fs.mkdirSync(opts.dir, { recursive: true });
  const config = loadConfig({ DATA_DIR: opts.dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db } = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrate(db);
    await seedDemoPlant(db, config, { instances: false });
    const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
    const staff = (await db.selectFrom('uc_role').select('id').where('tenant_id', '=', tenantId).where('code', '=', 'staff').executeTakeFirstOrThrow()).id;
    const admin = (await db.selectFrom('uc_user').select('id').where('tenant_id', '=', tenantId).where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    const { data, forms, bulk } = formServices(db, opts.dir, { now: () => new Date() });
    const fields = benchFields as unknown as formDataApi.bo.BoDefinitionInput['fields'];
    await data.bos.define(tenantId, admin, { alias: BENCH_TEMPLATE, name: '化验样品（基准）', fields });
    await forms.save(tenantId, admin, BENCH_TEMPLATE, '化验样品（基准）', { fields });
    const everyone = [{ type: 'role' as const, id: staff }];
    await data.templateDefinitions.define(tenantId, admin, {
      alias: BENCH_TEMPLATE, name: '化验样品（基准）', boAlias: BENCH_TEMPLATE, formKey: BENCH_TEMPLATE, pageSize: 20, right: everyone,
      displayField: benchFields.map((f) => ({ name: f.key, desc: f.label })),
      manageField: ['add', 'edit', 'export', 'import'].map((name) => ({ name, desc: name, right: everyone })),
    } as never);

    const users = await db.selectFrom('uc_user').select(['id', 'account', 'is_admin']).where('tenant_id', '=', tenantId).where('account', 'in', [...BENCH_ACCOUNTS]).execute();
    const sessions: Session[] = users.map((u) => ({ userId: u.id, account: u.account, tenantId, sid: 'bench', jti: 'bench', iat: 0, exp: 0, isAdmin: u.is_admin === 1 }));
    const end = new Date();
    const BATCH = 5000;
    for (let from = 0; from < opts.records; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, opts.records - from) }, (_, j) => {
        const i = from + j;
        return { session: sessions[i % sessions.length], at: new Date(end.getTime() - i * 5 * 60_000).toISOString(), values: benchValues(i, end) };
      });
      await bulk.addMany(BENCH_TEMPLATE, batch);
      if ((from / BATCH) % 4 === 3) opts.log(`  ${(from + batch.length).toLocaleString('en')} records`);
    }
    const { storage_json } = await db.selectFrom('form_bo_def').select('storage_json').where('tenant_id', '=', tenantId).where('alias', '=', BENCH_TEMPLATE).executeTakeFirstOrThrow();
    return { tenantId, storage: JSON.parse(storage_json) as { table: string }, seconds: Number(process.hrtime.bigint() - began) / 1e9 };
  } finally {
    await db.destroy();
  }
}
