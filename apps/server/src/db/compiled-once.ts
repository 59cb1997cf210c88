import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.js';

/**
 * Kysely builds a statement's tree and compiles it to SQL on every run; for a short indexed statement that
 * costs more than the database takes to run it. The two helpers here build a statement once with a marker in
 * the place of each value, keep the compiled SQL with where each parameter comes from, and bind each run's
 * values there. Values the builder itself writes (a constant `open = 1`) stay as they were compiled.
 */
type Slot = number | { fixed: unknown };
interface Template { sql: string; slots: Slot[] }

const marker = (i: number) => `\uE000v${i}\uE000`;
const markerIndex = /^\uE000v(\d+)\uE000$/;

/** The template of a statement built with `count` markers; every marker must be bound, or a value would be lost. */
function templateOf(compiled: CompiledQuery, count: number, name: string): Template {
  const slots = compiled.parameters.map((p): Slot => {
    const m = typeof p === 'string' ? markerIndex.exec(p) : null;
    return m ? Number(m[1]) : { fixed: p };
  });
  const used = new Set(slots.filter((s) => typeof s === 'number')).size;
  if (used !== count) throw new Error(`${name}: ${count - used} value(s) never reach the query as values`);
  return { sql: compiled.sql, slots };
}

const bind = (template: Template, values: readonly unknown[]) => template.slots.map((s) => (typeof s === 'number' ? values[s] : s.fixed));

/**
 * A hot read of one database whose shape never depends on its arguments (no condition added or left out
 * depending on one): `compiledPerShape` with the arguments as its values.
 */
export function compiledOnce<DB, A extends unknown[], R>(db: Kysely<DB>, build: (...args: A) => Compilable<R>) {
  const run = compiledPerShape<A, R>('compiledOnce', (_, args) => build(...args));
  return async (...args: A): Promise<R[]> => (await run(db as unknown as Kysely<Database>, args)).rows;
}

/** Templates kept per statement: shapes are few in practice (column sets, list lengths); this bounds a surprise. */
const MAX_SHAPES = 256;

/**
 * A statement run in any transaction, whose SQL depends on the shape of its values: built once per dialect and
 * shape. The shape is the keys of objects, the lengths of arrays, which values are undefined (Kysely leaves those
 * columns out) and the booleans; `build` may branch on those, never on another value (a string, a number, null),
 * which it only sees as a marker.
 */
export function compiledPerShape<V, R>(name: string, build: (db: Kysely<Database>, values: V) => Compilable<R>) {
  const templates = new Map<string, Template>();
  return async (db: Kysely<Database>, values: V): Promise<QueryResult<R>> => {
    const flat: unknown[] = [];
    // A transaction is a Kysely of its own, but it writes the same SQL as its database.
    const key = `${db.getExecutor().adapter.constructor.name}\u0000${shapeOf(values, flat)}`;
    let template = templates.get(key);
    if (!template) {
      template = templateOf(build(db, markedOf(values, { i: 0 }) as V).compile(), flat.length, name);
      if (templates.size >= MAX_SHAPES) templates.delete(templates.keys().next().value!);
      templates.set(key, template);
    }
    return db.executeQuery<R>(CompiledQuery.raw(template.sql, bind(template, flat)));
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The shape of `value` as text; its values that are not part of the shape (see `compiledPerShape`) are pushed to
 * `flat` in walking order. Object keys are plain identifiers here (column names), so they are written as they are.
 */
function shapeOf(value: unknown, flat: unknown[]): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (const v of value) text += `${shapeOf(v, flat)},`;
    return `${text}]`;
  }
  if (isRecord(value)) {
    let text = '{';
    for (const k in value) text += `${k}:${shapeOf(value[k], flat)},`;
    return `${text}}`;
  }
  if (value === undefined) return 'u';
  if (typeof value === 'boolean') return String(value);
  flat.push(value);
  return 'v';
}

/** `value` with each of its values pushed to `flat` by `shapeOf` replaced by the marker of its place there. */
function markedOf(value: unknown, next: { i: number }): unknown {
  if (Array.isArray(value)) return value.map((v) => markedOf(v, next));
  if (isRecord(value)) return Object.fromEntries(Object.keys(value).map((k) => [k, markedOf(value[k], next)]));
  if (value === undefined || typeof value === 'boolean') return value;
  return marker(next.i++);
}
