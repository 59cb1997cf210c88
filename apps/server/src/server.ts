import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { buildApp } from './app.js';
import { prepareDatabase } from './start-up.js';
import { createUcRepository } from './modules/uc/uc.repository.js';

/** Starts the server: config, database, migrations, first-run seed, listen, graceful shutdown. */
const config = loadConfig();
const { db, dialect } = await openDatabase(config);
await prepareDatabase(db, dialect, config, { onWait: () => console.log('Another server process is migrating or seeding this database; waiting for it.') });
const app = await buildApp({ config, db });

const close = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shown = `${config.tls ? 'https' : 'http'}://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(`\n  Water plant portal is running at ${shown}\n  API documentation: ${shown}/api-docs\n`);
// Without the demo, a new installation has no plant and nobody can sign in until the operator creates it.
if (!(await createUcRepository(db).tenantByCode(config.defaultTenant))) {
  console.log(`  No plant on this database yet (tenant "${config.defaultTenant}"): create it and its first administrator with\n`
    + '    npm run init-plant -- --name <plant name> --admin <account>\n');
}
