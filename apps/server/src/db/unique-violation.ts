/** Whether a unique index or primary key refused a row, on PostgreSQL (23505) or SQLite (SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = String(err?.code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY')
    || /UNIQUE constraint failed/i.test(String(err?.message ?? ''));
}

/**
 * Runs a step that numbers a row (a code of the day, a plan's next number) again when a concurrent one took the
 * same number first: a unique index refuses the loser, which numbers anew. Other errors, and the last attempt's,
 * go to the caller.
 */
export async function retryOnUniqueViolation<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (e) {
      if (attempt >= attempts || !isUniqueViolation(e)) throw e;
    }
  }
}
