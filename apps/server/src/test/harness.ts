import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/database.js';
import { openTestDatabase } from './database.js';
import { buildApp } from '../app.js';
import { seedDemoPlant } from '../seed/index.js';
import { encryptForServer } from '../platform/auth/rsa.js';
import type { Clock } from '../platform/clock.js';

export interface TestApp {
  app: FastifyInstance; db: Db; config: Config; dialect: 'sqlite' | 'postgres';
  /** Encrypts like the web client does. */
  encrypt(plain: string): string;
  login(account: string, password?: string, tenantId?: string): Promise<string>;
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh server on a fresh database with the demo plant: SQLite in memory by default, PostgreSQL in a
 * schema of its own when TEST_DATABASE_URL is set (the CI runs the suite both ways).
 */
export async function createTestApp(opts: {
  env?: Record<string, string>; clock?: Clock; seed?: boolean;
  /** Also the demo process instances (off by default: most suites count the rows they create themselves). */
  demoInstances?: boolean;
} = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', JOB_POLL_MS: '0', ADDRESS_LIMIT_PER_MINUTE: '100000', ...opts.env } as NodeJS.ProcessEnv);
  const { db, dialect, drop } = await openTestDatabase(dataDir);
  if (opts.seed !== false) await seedDemoPlant(db, config, { instances: opts.demoInstances ?? false });
  const app = await buildApp({ config, db, clock: opts.clock });
  await app.ready();
  const publicKey = fs.readFileSync(path.join(dataDir, 'keys', 'rsa-public.pem'), 'utf8');
  const encrypt = (plain: string) => encryptForServer(publicKey, plain);
  const call: TestApp['call'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app, db, config, dialect, encrypt, call,
    async login(account, password = 'Water@2026', tenantId) {
      const res = await call({ method: 'POST', url: `/uc/auth${tenantId ? `?tenantId=${tenantId}` : ''}`, payload: { username: account, password: encrypt(password) } });
      if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
