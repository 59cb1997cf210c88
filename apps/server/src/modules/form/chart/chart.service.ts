import { formDataApi, type QueryFilter } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { whereOf } from '../../../platform/query-filter.js';
import type { Principals } from '../../uc/principals.js';
import { applyConditions, checkNames, splitFilter } from '../query/conditions.js';
import { definitionRow, usableDefinition } from '../query/definition.js';
import { roundTo, whitelistOfColumns, type Sources } from '../query/sources.repository.js';
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
  const usable = async (session: Session, idOrAlias: string): Promise<Chart> =>
    usableDefinition<Settings>(principals, session, await repo.find(session.tenantId, idOrAlias), () => notFound('bo.query.chartNotFound', { alias: idOrAlias }));

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
      return repo.save(definitionRow(clock, tenantId, userId, settings));
    },

    /** get/{id}: the definition by id or alias. */
    get: usable,

    /**
     * getListData: the source filtered by the chart's conditions and the caller's QueryFilter (querys on the
     * source's fields; params and querys on a view parameter feed the view), the last `conf.lastDays` days,
     * grouped by the category (its day or month), one aggregate per series, categories in order; at most
     * `conf.maxLength` of them, the latest. Rows, and the same as a dataset. The chart's fixed conditions hold
     * whatever the caller sends: their view parameters win over the caller's, their row conditions are met
     * besides the caller's filter (never joined to it by its OR).
     */
    async listData(session: Session, alias: string, filter: QueryFilter | undefined) {
      const chart = await usable(session, alias);
      const parameters = sources.parameterNames(chart.source);
      const fixed = applyConditions(chart.conditionfield, new Map(), parameters);
      const caller = splitFilter(filter, parameters);
      const src = await sources.open(session, chart.source, { ...caller.params, ...fixed.params });
      const whitelist = whitelistOfColumns(src.columns);
      const x = chart.xaxisField.field;
      const limit = Math.min(chart.conf.maxLength ?? MAX_CATEGORIES, MAX_CATEGORIES);
      const grouped = await repo.grouped(src.query, {
        x, bucket: chart.xaxisField.bucket, series: chart.displayfield, limit,
        where: [whereOf({ querys: fixed.querys }, whitelist), whereOf(caller.rest, whitelist)],
        from: chart.conf.lastDays ? addDays(today(), 1 - chart.conf.lastDays) : undefined,
      });
      const keys = seriesKeys(chart.displayfield, x);
      const source: Cell[][] = grouped.map((r) => [r.x === null ? null : String(r.x), ...chart.displayfield.map((s, i) => roundTo(r[`v${i}`], s.aggregate === 'count' ? 0 : s.precision))]);
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
