import { formDataApi, type QueryFilter } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { forbidden, invalid, notFound } from '../../../platform/errors.js';
import { whereOf } from '../../../platform/query-filter.js';
import type { Principals } from '../../uc/principals.js';
import { applyConditions, checkNames } from '../query/conditions.js';
import { whitelistOfColumns, type Sources } from '../query/sources.repository.js';
import { holds } from '../template/rights.js';
import type { ChartRepository } from './chart.repository.js';

type Settings = formDataApi.chart.CustomChartSettings;
type Chart = formDataApi.chart.CustomChart;
type Cell = string | number | null;
/** The most categories a chart shows when its conf does not say. */
const MAX_CATEGORIES = 1000;

/** The plant date `n` days after `day` ('yyyy-MM-dd'). */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The row key of each series: its field, or field_aggregate where another series or the category reads that field. */
export function seriesKeys(displayfield: Settings['displayfield'], category: string): string[] {
  return displayfield.map((s) => (s.field === category || displayfield.filter((x) => x.field === s.field).length > 1 ? `${s.field}_${s.aggregate}` : s.field));
}

/** Custom charts: definitions over a source, and their data grouped by the category field with one aggregate per series. */
export function createChartService(deps: { repo: ChartRepository; sources: Sources; principals: Principals; clock: Clock; today: () => string }) {
  const { repo, sources, principals, clock, today } = deps;

  /** A chart the caller may use: 404 unknown, 403 when its right leaves them out. */
  async function usable(session: Session, idOrAlias: string): Promise<Chart> {
    const row = await repo.find(session.tenantId, idOrAlias);
    if (!row) throw notFound('bo.query.chartNotFound', { alias: idOrAlias });
    const settings = JSON.parse(row.settings_json) as Settings;
    if (!holds(await principals.of(session), settings.right)) throw forbidden('bo.query.noRight', { name: settings.name });
    return { ...settings, id: row.id };
  }

  return {
    /**
     * Defines a chart (or replaces the one of its alias): the category, series and condition fields must be the
     * source's; sum, avg, max and min need a number field, day and month grouping a date or text one.
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.chart.CustomChartSettingsInput) {
      const settings = formDataApi.chart.customChartSettings.parse(input);
      const { columns, parameters } = await sources.describe(tenantId, settings.source);
      const names = new Set(columns.map((c) => c.name));
      const where = JSON.stringify(settings.source);
      checkNames([['xaxisField.field', settings.xaxisField.field], ...settings.displayfield.map((s, i) => [`displayfield.${i}.field`, s.field] as [string, string])], names, where);
      checkNames(settings.conditionfield.map((c, i) => [`conditionfield.${i}.field`, c.field]), new Set([...names, ...parameters.map((p) => p.name)]), where);
      const typeOf = (name: string) => columns.find((c) => c.name === name)!.type;
      const notNumber = settings.displayfield.findIndex((s) => s.aggregate !== 'count' && typeOf(s.field) !== 'number');
      if (notNumber >= 0) throw invalid(`displayfield.${notNumber}.aggregate`, `${settings.displayfield[notNumber].aggregate} needs a number field`);
      if (settings.xaxisField.bucket !== 'none' && typeOf(settings.xaxisField.field) === 'number') throw invalid('xaxisField.bucket', 'day and month need a date field');
      const at = isoNow(clock);
      await repo.save({ id: newId(), tenant_id: tenantId, alias: settings.alias, name: settings.name, settings_json: JSON.stringify(settings), created_by: userId, created_at: at, updated_at: at });
      return (await repo.find(tenantId, settings.alias))!.id;
    },

    /** get/{id}: the definition by id or alias. */
    get: usable,

    /**
     * getListData: the source filtered by the chart's conditions and the caller's QueryFilter (querys on the
     * source's fields; params and querys on a view parameter feed the view), the last `conf.lastDays` days,
     * grouped by the category (its day or month), one aggregate per series, categories in order; at most
     * `conf.maxLength` of them, the latest. Rows, and the same as a dataset.
     */
    async listData(session: Session, alias: string, filter: QueryFilter | undefined) {
      const chart = await usable(session, alias);
      const parameters = new Set('view' in chart.source ? sources.view(chart.source.view).parameters.map((p) => p.name) : []);
      const fixed = applyConditions(chart.conditionfield, new Map(), parameters);
      const params: Record<string, unknown> = { ...fixed.params, ...(filter?.params ?? {}) };
      const querys = [...fixed.querys];
      for (const q of filter?.querys ?? []) {
        if (parameters.has(q.property)) params[q.property] = Array.isArray(q.value) ? q.value[0] : q.value;
        else querys.push(q);
      }
      const src = await sources.open(session, chart.source, params);
      const x = chart.xaxisField.field;
      const limit = Math.min(chart.conf.maxLength ?? MAX_CATEGORIES, MAX_CATEGORIES);
      const grouped = await repo.grouped(src.query, {
        x, bucket: chart.xaxisField.bucket, series: chart.displayfield, limit,
        where: whereOf({ querys, groupRelation: filter?.groupRelation }, whitelistOfColumns(src.columns)),
        from: chart.conf.lastDays ? addDays(today(), 1 - chart.conf.lastDays) : undefined,
      });
      const keys = seriesKeys(chart.displayfield, x);
      const round = (v: unknown, precision: number): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 10 ** precision) / 10 ** precision);
      const source: Cell[][] = grouped.map((r) => [r.x === null ? null : String(r.x), ...chart.displayfield.map((s, i) => round(r[`v${i}`], s.aggregate === 'count' ? 0 : s.precision))]);
      const rows = source.map((cells) => Object.fromEntries([[x, cells[0]], ...keys.map((k, i) => [k, cells[i + 1]])]));
      return {
        rows, total: rows.length, page: 1, pageSize: limit,
        dataset: {
          dimensions: [
            { name: x, displayName: chart.xaxisField.comment, type: 'ordinal' as const },
            ...chart.displayfield.map((s, i) => ({ name: keys[i], displayName: s.comment, type: 'number' as const })),
          ],
          source,
        },
        chart,
      };
    },
  };
}
export type ChartService = ReturnType<typeof createChartService>;
