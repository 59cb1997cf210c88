import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

type Slot = { arg: number } | { value: unknown };
const marker = (i: number) => `\uE000arg${i}\uE000`;
const markerIndex = /^\uE000arg(\d+)\uE000$/;

/**
 * A hot read whose shape never depends on its values, built and compiled once: each call binds its values in
 * the places of the markers the query was built with. Kysely otherwise rebuilds and recompiles the query tree
 * on every call, which for a short indexed read costs more than the database takes to answer it (the auth
 * check and the to-do page run on every request). Values the builder itself writes (a constant `open = 1`)
 * stay as they were compiled. Only for queries whose structure is fixed: no condition added or left out
 * depending on an argument.
 */
export function compiledOnce<DB, A extends unknown[], R>(db: Kysely<DB>, build: (...args: A) => Compilable<R>) {
  let template: { sql: string; slots: Slot[] } | undefined;
  const compile = () => {
    const compiled = build(...(Array.from({ length: build.length }, (_, i) => marker(i)) as A)).compile();
    const slots = compiled.parameters.map((p): Slot => {
      const m = typeof p === 'string' ? markerIndex.exec(p) : null;
      return m ? { arg: Number(m[1]) } : { value: p };
    });
    const used = new Set(slots.flatMap((s) => ('arg' in s ? [s.arg] : [])));
    if (used.size !== build.length) throw new Error(`compiledOnce: ${build.length - used.size} argument(s) never reach the query as values`);
    return { sql: compiled.sql, slots };
  };
  return async (...args: A): Promise<R[]> => {
    template ??= compile();
    const parameters = template.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    return (await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters))).rows;
  };
}
