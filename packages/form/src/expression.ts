/**
 * The arithmetic of computed form fields, shared by the server (checked on deploy) and the web form renderer
 * (evaluated as the user types), and by the server again on every submit: its result is the one stored.
 * Grammar, no functions but `sum` and `workdays`, no `eval`:
 *
 *   expr   := term (('+' | '-') term)*
 *   term   := factor (('*' | '/') factor)*
 *   factor := number | key | 'sum' '(' table '.' column ')' | 'workdays' '(' key ',' key ')' | '(' expr ')' | '-' factor
 *
 * `workdays(startDate, endDate)` counts the working days from one date field to another, both included, by
 * the calendar the caller passes (the server's is the plant's working-day calendar).
 */

export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; key: string }
  | { kind: 'sum'; table: string; column: string }
  | { kind: 'workdays'; from: string; to: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr };

const tokenPattern = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/().,]))/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let pos = 0;
  while (text.slice(pos).trim() !== '') {
    tokenPattern.lastIndex = pos;
    const m = tokenPattern.exec(text);
    if (!m) throw new SyntaxError(`unexpected '${text.slice(pos).trim().charAt(0)}'`);
    tokens.push(m[1] ?? m[2] ?? m[3]);
    pos = tokenPattern.lastIndex;
  }
  return tokens;
}

/** Parses a computed expression; throws SyntaxError with a readable message. */
export function parseExpression(text: string): Expr {
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i];
  const expect = (t: string) => {
    if (tokens[i] !== t) throw new SyntaxError(tokens[i] === undefined ? `'${t}' expected at the end` : `'${t}' expected before '${tokens[i]}'`);
    i++;
  };
  const isName = (t: string | undefined) => t !== undefined && /^[A-Za-z_]/.test(t);

  function factor(): Expr {
    const t = tokens[i++];
    if (t === undefined) throw new SyntaxError('the expression ends too early');
    if (/^\d/.test(t)) return { kind: 'num', value: Number(t) };
    if (t === '-') return { kind: 'neg', arg: factor() };
    if (t === '(') {
      const e = expr();
      expect(')');
      return e;
    }
    if (t === 'sum') {
      expect('(');
      const table = tokens[i++];
      expect('.');
      const column = tokens[i++];
      if (!isName(table) || !isName(column)) throw new SyntaxError('sum needs a sub-table column: sum(table.column)');
      expect(')');
      return { kind: 'sum', table, column };
    }
    if (t === 'workdays') {
      expect('(');
      const from = tokens[i++];
      expect(',');
      const to = tokens[i++];
      if (!isName(from) || !isName(to)) throw new SyntaxError('workdays needs two date fields: workdays(start, end)');
      expect(')');
      return { kind: 'workdays', from, to };
    }
    if (isName(t)) return { kind: 'ref', key: t };
    throw new SyntaxError(`unexpected '${t}'`);
  }
  function term(): Expr {
    let left = factor();
    while (peek() === '*' || peek() === '/') left = { kind: 'bin', op: tokens[i++] as '*' | '/', left, right: factor() };
    return left;
  }
  function expr(): Expr {
    let left = term();
    while (peek() === '+' || peek() === '-') left = { kind: 'bin', op: tokens[i++] as '+' | '-', left, right: term() };
    return left;
  }

  if (tokens.length === 0) throw new SyntaxError('the expression is empty');
  const e = expr();
  if (i < tokens.length) throw new SyntaxError(`unexpected '${tokens[i]}'`);
  return e;
}

/** The field keys, sub-table columns and date fields an expression reads. */
export function expressionRefs(e: Expr): { keys: string[]; sums: Array<{ table: string; column: string }>; dates: string[] } {
  const keys: string[] = [];
  const sums: Array<{ table: string; column: string }> = [];
  const dates: string[] = [];
  const walk = (x: Expr) => {
    if (x.kind === 'ref') keys.push(x.key);
    else if (x.kind === 'sum') sums.push({ table: x.table, column: x.column });
    else if (x.kind === 'workdays') dates.push(x.from, x.to);
    else if (x.kind === 'neg') walk(x.arg);
    else if (x.kind === 'bin') { walk(x.left); walk(x.right); }
  };
  walk(e);
  return { keys, sums, dates };
}

const toNumber = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};

/** Working days from one 'yyyy-MM-dd' date to another, both included; 0 when the end is before the start. */
export type WorkdayCalendar = (startDate: string, endDate: string) => number;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Monday to Friday, counted on the calendar dates themselves (no time zone involved). */
export const weekdayCalendar: WorkdayCalendar = (startDate, endDate) => {
  const first = Date.parse(`${startDate}T00:00:00Z`);
  const last = Date.parse(`${endDate}T00:00:00Z`);
  let count = 0;
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const day = new Date(ms).getUTCDay();
    if (day !== 0 && day !== 6) count += 1;
  }
  return count;
};

/**
 * Evaluates a computed expression over form values (`values[key]`; sub-tables as arrays of row objects).
 * Missing or non-numeric values count as 0; division by zero gives 0; `workdays` of a missing or bad date is
 * 0; the result is rounded to `precision`.
 */
export function evaluateExpression(e: Expr | string, values: Record<string, unknown>, precision = 2, calendar: WorkdayCalendar = weekdayCalendar): number {
  const tree = typeof e === 'string' ? parseExpression(e) : e;
  const run = (x: Expr): number => {
    switch (x.kind) {
      case 'num': return x.value;
      case 'ref': return toNumber(values[x.key]);
      case 'sum': {
        const rows = values[x.table];
        return Array.isArray(rows) ? rows.reduce((s: number, r) => s + toNumber((r as Record<string, unknown> | null)?.[x.column]), 0) : 0;
      }
      case 'workdays': {
        const [from, to] = [values[x.from], values[x.to]];
        const valid = (d: unknown): d is string => typeof d === 'string' && DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
        return valid(from) && valid(to) && from <= to ? calendar(from, to) : 0;
      }
      case 'neg': return -run(x.arg);
      case 'bin': {
        const a = run(x.left);
        const b = run(x.right);
        if (x.op === '+') return a + b;
        if (x.op === '-') return a - b;
        if (x.op === '*') return a * b;
        return b === 0 ? 0 : a / b;
      }
    }
  };
  const factor = 10 ** precision;
  return Math.round(run(tree) * factor) / factor;
}
