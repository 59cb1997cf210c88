import type { FormField, QueryFilter, formDataApi } from '@wp/contract';

type RecordsFilter = formDataApi.template.RecordsFilter;

/** One search condition of a template (its conditionField): the field, its label, operator and control. */
export interface Condition { name: string; desc: string; qt?: string; ct?: string }
/** One list filter of a template (its filterField): a name and conditions on fields. */
export interface TemplateFilter {
  key: string;
  name: string;
  condition: Array<{ property: string; operation: string; value?: string | number | Array<string | number>; current?: 'userId' }>;
}

/** What the record list asks for besides the page. */
export interface RecordSearch {
  /** The search text, trimmed; '' for none. */
  text: string;
  /** The search conditions it runs over (each a field and operator), or none. */
  conditions: Array<{ property: string; operation: string; numeric: boolean }>;
  /** The conditions of the chosen filter (the current user already put in), or none. */
  filter: Array<{ property: string; operation: string; value?: string | number | Array<string | number> }>;
  /** The filter panel's conditions (ranges, choices), each already an operator and a value; none when the panel is empty. */
  panel?: Array<{ property: string; operation: string; value: string | number }>;
}

/**
 * One control of the filter panel: a date or number condition as a range (from / to), a choice of the field's
 * options (or its dictionary's), a yes / no switch. `any` is what the control says when nothing is chosen.
 */
export type PanelCondition =
  | { name: string; label: string; kind: 'dateRange' | 'numberRange' }
  | { name: string; label: string; kind: 'choice'; options?: Array<{ key: string; name: string }>; dictKey?: string }
  | { name: string; label: string; kind: 'switch' };

/** What the user set in the panel, by condition: a range's ends, a choice's key, a switch's 'true' / 'false'. */
export type PanelValues = Record<string, { from?: string; to?: string } | string | undefined>;

const RANGE_OPERATORS: ReadonlySet<string> = new Set(['BETWEEN', 'GE', 'LE', 'GT', 'LT']);
const DATE_TYPES: ReadonlySet<string> = new Set(['date', 'datetime']);

/**
 * The template's search conditions the filter panel shows (those the search box does not take): dates as a
 * range whatever their operator, numbers as a range under a range operator, choices and switches as one pick.
 */
export function panelConditions(conditions: readonly Condition[], fields: readonly FormField[]): PanelCondition[] {
  const boxed = new Set(searchConditions(conditions, fields).map((c) => c.property));
  const out: PanelCondition[] = [];
  for (const c of conditions) {
    if (boxed.has(c.name) || out.some((x) => x.name === c.name)) continue;
    const field = fields.find((f) => f.key === c.name);
    const operation = (c.qt || 'LK').toUpperCase();
    const type = field?.type ?? (c.name === 'create_time_' || c.name === 'update_time_' ? 'date' : undefined);
    if ((type && DATE_TYPES.has(type)) || c.ct === 'date') out.push({ name: c.name, label: c.desc, kind: 'dateRange' });
    else if (type && NUMERIC.has(type) && RANGE_OPERATORS.has(operation)) out.push({ name: c.name, label: c.desc, kind: 'numberRange' });
    else if (type === 'switch' || c.ct === 'switch') out.push({ name: c.name, label: c.desc, kind: 'switch' });
    else if (field && (field.type === 'select' || field.type === 'radio')) out.push({ name: c.name, label: c.desc, kind: 'choice', options: field.options, dictKey: field.dictKey });
  }
  return out;
}

/**
 * The panel's values as list conditions: a range's ends as GE / LE (either may be open), a choice as EQ, a switch
 * as EQ 1 / 0; a number that is not one, or an unset control, adds nothing.
 */
export function panelQuerys(conditions: readonly PanelCondition[], values: PanelValues): NonNullable<RecordSearch['panel']> {
  const out: NonNullable<RecordSearch['panel']> = [];
  for (const c of conditions) {
    const v = values[c.name];
    if (v === undefined || v === '') continue;
    if (c.kind === 'dateRange' || c.kind === 'numberRange') {
      if (typeof v !== 'object') continue;
      const end = (text: string | undefined, operation: 'GE' | 'LE') => {
        const trimmed = text?.trim();
        if (!trimmed) return;
        if (c.kind === 'dateRange') return void out.push({ property: c.name, operation, value: trimmed });
        const n = Number(trimmed);
        if (Number.isFinite(n)) out.push({ property: c.name, operation, value: n });
      };
      end(v.from, 'GE');
      end(v.to, 'LE');
    } else if (typeof v === 'string') {
      out.push({ property: c.name, operation: 'EQ', value: c.kind === 'switch' ? (v === 'true' ? 1 : 0) : v });
    }
  }
  return out;
}

const NUMERIC: ReadonlySet<string> = new Set(['number', 'money', 'computed']);
const SYSTEM_TEXT = new Set(['id_', 'create_time_', 'update_time_', 'create_by_', 'update_by_']);

/** Operators a typed text can answer. */
const TEXT_OPERATORS: ReadonlySet<string> = new Set(['LK', 'LFK', 'RHK', 'EQ', 'EIC']);
const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'serialNo']);

/**
 * The template's search conditions the search box runs over: text fields (and the record id) under an
 * operator a typed text can answer; a number field only under EQ. Conditions of other controls (a date
 * range, a choice, a switch, a number bound) are not the box's: their values are not free text.
 */
export function searchConditions(conditions: readonly Condition[], fields: readonly FormField[]): RecordSearch['conditions'] {
  const out: RecordSearch['conditions'] = [];
  for (const c of conditions) {
    const field = fields.find((f) => f.key === c.name);
    const operation = (c.qt || 'LK').toUpperCase();
    if (!TEXT_OPERATORS.has(operation) || (c.ct && c.ct !== 'input' && c.ct !== 'text' && c.ct !== 'number')) continue;
    if (field && NUMERIC.has(field.type)) {
      if (operation === 'EQ') out.push({ property: c.name, operation, numeric: true });
    } else if ((field && TEXT_TYPES.has(field.type)) || (!field && SYSTEM_TEXT.has(c.name))) {
      out.push({ property: c.name, operation, numeric: false });
    }
  }
  return out;
}

/** A filter's conditions for the list request, `current: 'userId'` being the signed-in user. */
export function filterConditions(filter: TemplateFilter | undefined, userId: string | undefined): RecordSearch['filter'] {
  return (filter?.condition ?? []).map((c) => ({ property: c.property, operation: c.operation, value: c.current === 'userId' ? userId ?? '' : c.value }));
}

/**
 * The QueryFilter of one page: the search text over every search condition joined by OR (group `search`; a
 * number field only when the text is a number), and the chosen filter's conditions joined by AND (group
 * `filter`); the groups are joined by AND. The template's own sort applies on the server.
 */
export function recordFilter(search: RecordSearch, page: number, pageSize: number, after?: string): RecordsFilter {
  // Only the first page is counted: the list shows that total; a later page starts after the row the page before
  // named (nextPageAfter), which needs no count.
  const querys: NonNullable<QueryFilter['querys']> = [];
  if (search.text) {
    const number = Number(search.text);
    for (const c of search.conditions) {
      if (c.numeric && !Number.isFinite(number)) continue;
      querys.push({ property: c.property, operation: c.operation, value: c.numeric ? number : search.text, relation: 'OR', group: 'search' });
    }
    // No condition can take the text (letters where only numbers are searched): nothing matches.
    if (querys.length === 0) querys.push({ property: 'id_', operation: 'ISNULL', relation: 'AND', group: 'search' });
  }
  for (const c of search.filter) querys.push({ property: c.property, operation: c.operation, value: c.value, relation: 'AND', group: 'filter' });
  for (const c of search.panel ?? []) querys.push({ property: c.property, operation: c.operation, value: c.value, relation: 'AND', group: 'panel' });
  return { pageBean: { page, pageSize, showTotal: page === 1, ...(after ? { after } : {}) }, ...(querys.length ? { querys } : {}) };
}

/**
 * The `:data` segment of a form route: a record id, or base64 JSON of the page parameters (`{id, recordId, …}`,
 * as the original passes them). A segment that does not decode to an object is an id.
 */
export function parseDataParam(data: string | undefined): { id: string | null } {
  if (!data) return { id: null };
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const id = (v as Record<string, unknown>).id;
      return { id: typeof id === 'string' && id ? id : typeof id === 'number' ? String(id) : null };
    }
  } catch {
    // Not base64 JSON: a bare id.
  }
  return { id: data };
}
