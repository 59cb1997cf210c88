import { z } from 'zod';
import { pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { definitionAlias, definitionRight, fieldName, queryCondition, queryRow, querySource } from './query.js';

/**
 * Custom charts (自定义图表, /form/customChart/v1): a source (a data template's records or a registered view,
 * see query.ts) grouped by one field — by day or month for dates — with an aggregate per series. The data
 * reply is a normalised dataset (ECharts' `dataset` form), the client draws it; the style is a name, not a code.
 */

export const chartStyles = ['line', 'bar', 'pie', 'radar', 'funnel', 'scatter'] as const;
export const chartAggregates = ['sum', 'avg', 'max', 'min', 'count'] as const;
/** How the category field is grouped: by its day ('yyyy-MM-dd'), its month ('yyyy-MM'), or its own value. */
export const chartBuckets = ['day', 'month', 'none'] as const;

/** Chart default size (spec 001 section 9). */
export const CHART_DEFAULT_WIDTH = '100%';
export const CHART_DEFAULT_HEIGHT = 360;

export const customChartSettings = z.object({
  alias: definitionAlias,
  name: z.string().trim().min(1).max(100),
  style: z.enum(chartStyles),
  source: querySource,
  width: z.string().regex(/^\d{1,4}(px|%)$/, 'a size like 100% or 320px').default(CHART_DEFAULT_WIDTH),
  height: z.number().int().min(120).max(2000).default(CHART_DEFAULT_HEIGHT),
  /** The category (x) field and its grouping. */
  xaxisField: z.object({ field: fieldName, comment: z.string().trim().min(1).max(100), bucket: z.enum(chartBuckets).default('none') }),
  /** One series per entry: a field with its aggregate; `limit` draws a limit line (a discharge standard). */
  displayfield: z.array(z.object({
    field: fieldName,
    comment: z.string().trim().min(1).max(100),
    aggregate: z.enum(chartAggregates).default('sum'),
    /** For line and bar charts: draw this series as a line or as bars (the chart's style when absent). */
    type: z.enum(['line', 'bar']).optional(),
    /** 1: the second (right) y-axis, for figures of another scale. */
    yAxis: z.union([z.literal(0), z.literal(1)]).default(0),
    precision: z.number().int().min(0).max(6).default(2),
    limit: z.number().optional(),
  })).min(1).max(12),
  conditionfield: z.array(queryCondition).max(20).default([]),
  conf: z.object({
    /** Only the last N days (plant calendar, today included) of the category field. */
    lastDays: z.number().int().min(1).max(3660).optional(),
    /** At most this many categories (the original's maxLength); all (at most 1000) when absent. */
    maxLength: z.number().int().min(1).max(1000).optional(),
    smooth: z.boolean().optional(),
    stack: z.boolean().optional(),
    yaxisUnit: z.string().max(20).optional(),
    yaxisUnit2: z.string().max(20).optional(),
  }).default({}),
  right: definitionRight.optional(),
});
export type CustomChartSettings = z.output<typeof customChartSettings>;
export type CustomChartSettingsInput = z.input<typeof customChartSettings>;

export const customChart = customChartSettings.extend({ id: z.string() });
export type CustomChart = z.infer<typeof customChart>;

export const getChart = endpoint({
  host: 'form', method: 'GET', path: '/form/customChart/v1/get/:id',
  summary: 'A custom chart by id or alias: name, style (line, bar, pie, ...), size (100% × 360 by default), category field, series, conditions, conf',
  reply: customChart,
});

/** One dimension of the dataset: a row key, its label, and whether it is the category or a figure. */
export const chartDimension = z.object({ name: z.string(), displayName: z.string(), type: z.enum(['ordinal', 'number']) });

/** The normalised dataset: `source` holds one array per category in `dimensions` order (the category first). */
export const chartDataset = z.object({
  dimensions: z.array(chartDimension),
  source: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type ChartDataset = z.infer<typeof chartDataset>;

export const getListData = endpoint({
  host: 'form', method: 'POST', path: '/form/customChart/v1/getListData',
  summary: 'The data of a custom chart (alias: its alias or id): grouped rows and the same as a dataset {dimensions, source}, with the chart definition; the body QueryFilter filters the source before grouping',
  query: z.object({ alias: z.string().min(1).max(64) }),
  body: queryFilter.optional(),
  reply: pageList(queryRow).extend({ dataset: chartDataset, chart: customChart }),
});
