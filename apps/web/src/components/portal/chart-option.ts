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

/** The ECharts option of chart data: an object, or the first item of an array (spec 000 section 7). */
export function chartOption(data: unknown): Record<string, unknown> | null {
  let v = unwrap(data);
  if (Array.isArray(v)) v = v[0];
  return isObj(v) && Object.keys(v).length > 0 ? v : null;
}
