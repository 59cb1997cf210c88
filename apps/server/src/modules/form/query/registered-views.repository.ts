import { sql } from 'kysely';
import type { LooseDb, SourceColumn, SourceQuery } from './sources.repository.js';

/**
 * Views declared in code (forms-data.md §3.6: no SQL text from configuration): columns, parameters and a
 * Kysely builder. Query views, custom queries and charts name a view by its key; its builder reads data
 * templates through `template(alias)`, which applies the caller's rights to that template (403, rows, columns).
 */

export type ViewParams = Record<string, string | number>;
export interface ViewContext {
  db: LooseDb;
  /** A data template's records for the caller, as a derived table with a column per field key. */
  template(alias: string): Promise<SourceQuery>;
  /** Parameters the caller gave, checked against their declared types. */
  params: ViewParams;
  /** The plant's date today, 'yyyy-MM-dd'. */
  today: string;
}
export interface RegisteredView {
  key: string;
  name: string;
  columns: SourceColumn[];
  parameters: Array<Omit<SourceColumn, 'kind' | 'precision'>>;
  build(ctx: ViewContext): Promise<SourceQuery>;
}

const samplingPoints = [{ key: 'influent', name: '进水' }, { key: 'secondary', name: '二沉池出水' }, { key: 'effluent', name: '总出水' }];
const labItems = [['cod', 'COD'], ['bod5', 'BOD5'], ['nh3n', '氨氮(NH3-N)'], ['tn', '总氮(TN)'], ['tp', '总磷(TP)'], ['ss', '悬浮物(SS)'], ['ph', 'pH']] as const;

/**
 * 月度水质: the lab results (template lab_results) by month and sampling point, the average of each item and the
 * number of samples over a limit; parameters limit the months (yyyy-MM) and the point before grouping.
 */
export const waterQualityMonthly: RegisteredView = {
  key: 'water_quality_monthly',
  name: '月度水质',
  columns: [
    { name: 'month', type: 'month', label: '月份' },
    { name: 'samplingPoint', type: 'text', label: '采样点', options: samplingPoints },
    ...labItems.map(([name, label]) => ({ name, type: 'number' as const, label: `${label}均值`, precision: 2 })),
    { name: 'samples', type: 'number', label: '样品数' },
    { name: 'overLimitCount', type: 'number', label: '超标次数' },
  ],
  parameters: [
    { name: 'monthFrom', type: 'month', label: '起始月份' },
    { name: 'monthTo', type: 'month', label: '截止月份' },
    { name: 'samplingPoint', type: 'text', label: '采样点', options: samplingPoints },
  ],
  async build({ db, template, params }) {
    const lab = await template('lab_results');
    const month = sql<string>`substr(${sql.ref('sampleDate')}, 1, 7)`;
    let samples = db.selectFrom(lab.as('lab')).select([
      month.as('month'), sql.ref('samplePoint').as('samplingPoint'), ...labItems.map(([k]) => sql.ref(k).as(k)),
      sql<number>`case when ${sql.ref('overLimit')} = 1 then 1 else 0 end`.as('over'),
    ]);
    if (params.monthFrom !== undefined) samples = samples.where(month, '>=', String(params.monthFrom));
    if (params.monthTo !== undefined) samples = samples.where(month, '<=', String(params.monthTo));
    if (params.samplingPoint !== undefined) samples = samples.where(sql.ref('samplePoint'), '=', String(params.samplingPoint));
    // Grouped one level up, by the names of the level below: PostgreSQL would not match a bound substr() in GROUP BY.
    return db.selectFrom(samples.as('s')).select((eb) => [
      sql.ref('month').as('month'), sql.ref('samplingPoint').as('samplingPoint'),
      ...labItems.map(([k]) => eb.fn.avg(sql.ref(k)).as(k)),
      eb.fn.countAll().as('samples'), eb.fn.sum(sql.ref('over')).as('overLimitCount'),
    ]).groupBy([sql.ref('month'), sql.ref('samplingPoint')]) as unknown as SourceQuery;
  },
};

/** Every registered view by key. */
export const registeredViews: ReadonlyMap<string, RegisteredView> = new Map([waterQualityMonthly].map((v) => [v.key, v]));
