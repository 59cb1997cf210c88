// The benchmark's own access to the database the servers use, to check what they wrote (the asset benchmark's bare
// driver access: read-only better-sqlite3, or a small pg pool that outlives a PostgreSQL restart).
import { openRawDb, type RawDb } from '../eam-db.js';

export type BenchDb = RawDb;

export const openBenchDb = (target: { dataDir: string; databaseUrl?: string }): Promise<BenchDb> =>
  openRawDb({ dir: target.dataDir, databaseUrl: target.databaseUrl });

/** Runs a statement over ids in chunks (`(?)` in the text is replaced by the chunk's placeholders). */
export async function inChunks<T>(db: BenchDb, text: string, ids: string[], extra: unknown[] = [], size = 500): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    out.push(...(await db.all<T>(text.replace('(?)', `(${chunk.map(() => '?').join(',')})`), [...chunk, ...extra])));
  }
  return out;
}
