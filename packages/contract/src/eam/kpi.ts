import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { eamResult, formText } from './common.js';

/**
 * The asset KPIs (设备指标, ADR 0025): per asset, category and repair team over a range of plant days, worked out
 * by the server from the repair, maintenance and inspection records. Every user of the tenant reads them (figures
 * only, no record). A figure that cannot be worked out (no failure for MTBF, nothing due for a rate) is null, never
 * Infinity or NaN. Hours are decimal hours; rates are fractions (0.955 for 95.5%).
 *
 * The range is `from`..`to` inclusive (yyyy-MM-dd, Asia/Shanghai), at most KPI_MAX_YEARS years; it is counted up
 * to now when it reaches into the future. `categoryId` and `assetId` narrow every figure to those assets; `groupId`
 * (a repair team) narrows the repair figures (failures, MTBF, MTTR, availability, repair backlog) to the orders of
 * that team, while maintenance and rounds, done by other groups, stay those of the assets.
 */

export const KPI_MAX_YEARS = 3;
export const KPI_GRANULARITIES = ['month', 'week'] as const;
export type KpiGranularity = (typeof KPI_GRANULARITIES)[number];
export const KPI_RANK_BY = ['asset', 'category', 'team'] as const;
export type KpiRankBy = (typeof KPI_RANK_BY)[number];
/** mttr: the longest repairs first; failures: the most; availability: the lowest. */
export const KPI_RANK_FIGURES = ['mttr', 'failures', 'availability'] as const;
export type KpiRankFigure = (typeof KPI_RANK_FIGURES)[number];
export const KPI_RANK_MAX = 20;

const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);
/** yyyy-MM-dd; whether it is a real day the server checks, naming the field. */
const plantDay = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/);

export const kpiFilters = z.object({
  from: plantDay,
  to: plantDay,
  /** An asset category of the tenant. */
  categoryId: formText(64),
  /** A repair team of the tenant. */
  groupId: formText(64),
  assetId: formText(64),
});
export type KpiFilters = z.infer<typeof kpiFilters>;

/** Repair times split by step; the three parts add up to `hours`. */
export const kpiRepairTimes = z.object({
  /** Repairs restored (finished) in the range whose times are known. */
  repairs: z.number().int(),
  /** MTTR: mean of (acceptance, or finish while not accepted yet) − report. */
  hours: z.number().nullable(),
  /** Mean of start − report (dispatch and waiting for the team). */
  waitingHours: z.number().nullable(),
  /** Mean of finish − start (diagnosis and repair). */
  repairHours: z.number().nullable(),
  /** Mean of acceptance − finish (0 for those not accepted yet). */
  acceptanceHours: z.number().nullable(),
});

export const kpiUrgencyBacklog = z.object({ urgencyId: z.string(), code: z.string(), name: z.string(), count: z.number().int(), hours: z.number() });

export const kpiSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** The instants counted: the start of `from` and the end of `to` or now, whichever is earlier (ISO, UTC). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Hours of the counted period. */
  periodHours: z.number(),
  /** Assets counted for operating time: those of the scope not scrapped (the ledger as it is now). */
  assets: z.number().int(),
  /** Corrective failures: repair orders reported in the range, cancelled ones excepted. */
  failures: z.number().int(),
  /** Assets × period hours − downtime. */
  operatingHours: z.number(),
  /** Downtime of asset-down repairs (report → downtime end, or still running), clipped to the range. */
  downtimeHours: z.number(),
  /** Operating hours ÷ failures; null without a failure. */
  mtbfHours: z.number().nullable(),
  mttr: kpiRepairTimes,
  /** Operating ÷ (operating + downtime); null without an asset or time. */
  availability: z.number().nullable(),
  /** Preventive maintenance: tasks whose deadline fell in the range, cancelled ones excepted. */
  maintenance: z.object({
    due: z.number().int(),
    /** Finished by their deadline. */
    onTime: z.number().int(),
    /** Finished after their deadline. */
    late: z.number().int(),
    /** Still open after their deadline. */
    overdueOpen: z.number().int(),
    /** onTime ÷ due; null when none was due. */
    compliance: z.number().nullable(),
  }),
  /** Inspection rounds: the points of the tasks whose deadline fell in the range, cancelled tasks excepted. */
  rounds: z.object({
    due: z.number().int(),
    /** Recorded normal or abnormal. */
    recorded: z.number().int(),
    abnormal: z.number().int(),
    /** Marked 'not inspected' or still waiting after the deadline. */
    missed: z.number().int(),
    /** recorded ÷ due; null when none was due. */
    completion: z.number().nullable(),
    /** abnormal ÷ recorded; null when none was recorded. */
    abnormalRate: z.number().nullable(),
  }),
  /** Open work now, whatever the range. */
  backlog: z.object({
    repairs: z.object({
      /** Orders whose repair is not done yet (from approval to repairing again after a failed acceptance). */
      open: z.number().int(),
      /** The standard hours of their fault templates. */
      hours: z.number(),
      /** Open orders without a fault template (or one without standard hours). */
      withoutEstimate: z.number().int(),
      /** Repaired, waiting for acceptance (no work left for the team). */
      waitingAcceptance: z.number().int(),
      byUrgency: z.array(kpiUrgencyBacklog),
    }),
    maintenance: z.object({
      open: z.number().int(),
      /** The standard hours of their projects. */
      hours: z.number(),
      overdue: z.number().int(),
    }),
  }),
});
export type KpiSummary = z.infer<typeof kpiSummary>;

/** One value per period of `periods`, null where the figure cannot be worked out. */
const series = z.array(z.number().nullable());

export const kpiTrend = z.object({
  granularity: z.enum(KPI_GRANULARITIES),
  /** The periods (months or Monday-to-Sunday weeks) cut to the range and to now: first and last plant day. */
  periods: z.array(z.object({ from: z.string(), to: z.string() })),
  series: z.object({
    failures: series,
    mtbfHours: series,
    mttrHours: series,
    waitingHours: series,
    repairHours: series,
    acceptanceHours: series,
    availability: series,
    pmCompliance: series,
    roundCompletion: series,
    abnormalRate: series,
    /** Open repair orders (repair not done) at the end of the period. */
    openRepairs: series,
    /** Open maintenance tasks at the end of the period. */
    openMaintenance: series,
  }),
});
export type KpiTrend = z.infer<typeof kpiTrend>;
export type KpiSeriesName = keyof KpiTrend['series'];

export const kpiRankingRow = z.object({
  id: z.string(),
  /** The asset's or category's code; null for a team. */
  code: z.string().nullable(),
  name: z.string(),
  /** The figure ranked by. */
  value: z.number().nullable(),
  failures: z.number().int(),
  mttrHours: z.number().nullable(),
  repairs: z.number().int(),
  availability: z.number().nullable(),
  downtimeHours: z.number(),
  mtbfHours: z.number().nullable(),
});
export type KpiRankingRow = z.infer<typeof kpiRankingRow>;

export const kpiRanking = z.object({
  by: z.enum(KPI_RANK_BY),
  figure: z.enum(KPI_RANK_FIGURES),
  /** The worst first; only rows the figure applies to: with a repair (mttr), a failure (failures), downtime (availability). */
  rows: z.array(kpiRankingRow),
});
export type KpiRanking = z.infer<typeof kpiRanking>;

export const kpiQuerySummary = endpoint({
  host: 'eam', method: 'POST', path: '/eam-kpi/query-summary',
  summary: 'The asset KPIs over a range of plant days: MTBF, MTTR by step, availability, PM compliance, round completion, open backlog',
  body: kpiFilters,
  reply: eamResult(kpiSummary),
});

export const kpiQueryTrend = endpoint({
  host: 'eam', method: 'POST', path: '/eam-kpi/query-trend',
  summary: 'The asset KPIs month by month or week by week over a range: one series per figure',
  body: kpiFilters.extend({ granularity: z.preprocess(emptyIsAbsent, z.enum(KPI_GRANULARITIES).default('month')) }),
  reply: eamResult(kpiTrend),
});

export const kpiQueryRanking = endpoint({
  host: 'eam', method: 'POST', path: '/eam-kpi/query-ranking',
  summary: 'The worst assets, categories or repair teams by MTTR, failures or availability over a range',
  body: kpiFilters.extend({
    by: z.enum(KPI_RANK_BY),
    figure: z.enum(KPI_RANK_FIGURES),
    limit: z.preprocess(emptyIsAbsent, z.coerce.number().int().min(1).max(KPI_RANK_MAX).default(10)),
  }),
  reply: eamResult(kpiRanking),
});
