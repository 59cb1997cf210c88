type Obj = Record<string, unknown>;
/** Up to this many category labels all fit a phone when slanted; beyond, ECharts picks the ones that fit. */
const MAX_EVERY_LABEL = 12;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Fits a configured ECharts option to a phone-sized box without changing what it says: a legend that would
 * sit on the title moves below it, the grid keeps its labels inside, and crowded category labels slant
 * instead of disappearing; a long run of them (30 days of a daily report) is thinned to the ones that fit, each
 * still readable, instead of 30 slanted labels on top of each other. Anything the option places itself is left alone.
 */
export function fitOption(option: Obj): Obj {
  const o: Obj = { ...option };
  const title = [o.title].flat().find(isObj);
  const legend = isObj(o.legend) ? o.legend : undefined;
  const placed = (x: Obj) => ['top', 'bottom', 'left', 'right'].some((k) => k in x);
  const titled = !!title && typeof title.text === 'string' && title.text !== '';
  if (titled && legend && !placed(legend)) o.legend = { type: 'scroll', ...legend, top: 30 };
  const cartesian = [o.xAxis, o.yAxis].flat().some(isObj);
  if (cartesian && !Array.isArray(o.grid)) {
    const grid = isObj(o.grid) ? o.grid : {};
    if (!placed(grid)) o.grid = { left: 8, right: 16, bottom: 8, top: titled && legend && !placed(legend) ? 72 : titled || legend ? 48 : 24, containLabel: true, ...grid };
  }
  if (isObj(o.xAxis) && Array.isArray(o.xAxis.data) && o.xAxis.data.length > 4 && !isObj(o.xAxis.axisLabel)) {
    const many = o.xAxis.data.length > MAX_EVERY_LABEL;
    o.xAxis = { ...o.xAxis, axisLabel: many ? { hideOverlap: true, rotate: 30, fontSize: 11 } : { interval: 0, rotate: 30, fontSize: 11 } };
  }
  return o;
}

/** The payload of a reply: the `value` of a `{state, value}` envelope, else the reply itself. */
export function unwrap(data: unknown): unknown {
  if (isObj(data) && typeof data.state === 'boolean' && 'value' in data) return data.value;
  return data;
}

type ChartSeries = { comment?: unknown; type?: unknown; yAxis?: unknown; limit?: unknown };
const seriesTypes: Record<string, string> = { line: 'line', bar: 'bar', scatter: 'scatter' };

/**
 * A custom chart's data (form customChart getListData: `{dataset: {dimensions, source}, chart}`) as an ECharts
 * option in dataset mode: the category first, a series per figure (line, bar or scatter as the chart or series
 * says; pie as a pie; other styles as bars), a second y-axis when a series asks for it, limit lines, a zoom over
 * long runs, the legend at the bottom. Null for any other data.
 */
export function datasetOption(value: unknown): Record<string, unknown> | null {
  const v = value as { dataset?: { dimensions?: unknown; source?: unknown }; chart?: { style?: unknown; displayfield?: unknown; conf?: Record<string, unknown> } } | null;
  if (!v || typeof v !== 'object' || !v.chart || !Array.isArray(v.dataset?.dimensions) || !Array.isArray(v.dataset?.source)) return null;
  const style = String(v.chart.style ?? 'line');
  const series = (Array.isArray(v.chart.displayfield) ? v.chart.displayfield : []) as ChartSeries[];
  const conf = v.chart.conf ?? {};
  const dataset = { dimensions: v.dataset.dimensions, source: v.dataset.source };
  if (style === 'pie') {
    return { dataset, tooltip: { trigger: 'item' }, legend: { type: 'scroll', bottom: 0 }, series: [{ type: 'pie', radius: '60%', encode: { itemName: 0, value: 1 } }] };
  }
  const twoAxes = series.some((s) => s.yAxis === 1);
  const long = v.dataset.source.length > 20;
  const axis = (unit: unknown) => ({ type: 'value', ...(typeof unit === 'string' && unit ? { name: unit } : {}) });
  return {
    dataset,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: long ? 64 : 32, containLabel: true },
    xAxis: { type: 'category' },
    yAxis: twoAxes ? [axis(conf.yaxisUnit), axis(conf.yaxisUnit2)] : axis(conf.yaxisUnit),
    ...(long ? { dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 28, height: 16 }] } : {}),
    series: series.map((s, i) => ({
      type: seriesTypes[String(s.type ?? style)] ?? 'bar', name: String(s.comment ?? ''), encode: { x: 0, y: i + 1 },
      ...(twoAxes ? { yAxisIndex: s.yAxis === 1 ? 1 : 0 } : {}),
      ...(conf.smooth ? { smooth: true } : {}), ...(conf.stack ? { stack: 'total' } : {}),
      ...(typeof s.limit === 'number' ? { markLine: { symbol: 'none', lineStyle: { type: 'dashed' }, data: [{ yAxis: s.limit, name: String(s.comment ?? '') }] } } : {}),
    })),
  };
}

/**
 * The ECharts option of chart data: a custom chart's dataset mapped to one (datasetOption), else the option the
 * data is: an object, or the first item of an array (spec 000 section 7).
 */
export function chartOption(data: unknown): Record<string, unknown> | null {
  let v = unwrap(data);
  const mapped = datasetOption(v);
  if (mapped) return mapped;
  if (Array.isArray(v)) v = v[0];
  return isObj(v) && Object.keys(v).length > 0 ? v : null;
}
