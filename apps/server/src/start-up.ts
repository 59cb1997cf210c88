import type { Config } from './config.js';
import { migrate, type Db } from './db/database.js';
import { withStartUpLock } from './db/start-up-lock.js';
import { seedDemoPlant } from './seed/index.js';

/**
 * What a server process does to its database before it listens: the migrations, then the demo plant on first run,
 * under the start-up lock, so that processes started together (behind a balancer, after a deploy) apply each
 * migration once and seed once; the others wait and find the work done.
 */
export async function prepareDatabase(
  db: Db, dialect: 'sqlite' | 'postgres', config: Pick<Config, 'dataDir' | 'defaultTenant' | 'seedDemo'>,
  opts: { pgSchema?: string; onWait?: () => void; seed?: (db: Db) => Promise<unknown> } = {},
): Promise<void> {
  const seed = opts.seed ?? ((d: Db) => seedDemoPlant(d, config));
  await withStartUpLock(db, { dialect, dataDir: config.dataDir, onWait: opts.onWait }, async () => {
    await migrate(db, { pgSchema: opts.pgSchema });
    if (config.seedDemo) await seed(db);
  });
}
