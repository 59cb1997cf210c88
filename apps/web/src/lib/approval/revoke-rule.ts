/** The fields of a done row the spec's revoke rule reads. */
export interface DoneRow { id: string; taskKey?: string | null; status?: string | null; opinionStatus?: string | null }

/**
 * Spec 000 section 4: a done row is revocable when the instance is running and my opinion was agree, or
 * when my opinion was an inquiry (inqu); never when an earlier row has the same id and taskKey (only the
 * newest of repeated handlings of one node offers it).
 */
export function markRevocable<T extends DoneRow>(rows: T[]): Array<T & { revoke: boolean }> {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = `${row.id}\u0000${row.taskKey ?? ''}`;
    const repeated = seen.has(key);
    seen.add(key);
    const allowed = (row.status === 'running' && row.opinionStatus === 'agree') || row.opinionStatus === 'inqu';
    return { ...row, revoke: allowed && !repeated };
  });
}
