import fsp from 'node:fs/promises';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { avatarPng } from '../seed/png.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A database that fails every query as PostgreSQL does while it restarts, while `down.now` is set. */
function restartingDatabase() {
  const down = { now: false };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (down.now) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: t.db.withPlugin(plugin), down };
}

describe('the database unavailable for a moment', () => {
  it('answers 503 with Retry-After in the caller\'s language, not a 500, and serves again once it is back', async () => {
    const { db, down } = restartingDatabase();
    const app = await buildApp({ config: t.config, db });
    await app.ready();
    try {
      const url = '/uc/uc/tenantManage/v1/getTenantByCode?code=platform';
      down.now = true;
      for (const [lang, message] of [['zh-CN', '服务暂时不可用，请稍后再试'], ['en-US', 'the service is unavailable for a moment, please try again later'], ['zh-TW', '服務暫時無法使用，請稍後再試']]) {
        const res = await app.inject({ method: 'GET', url, headers: { lang } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ state: false, message });
      }
      // A signed-in user's session cannot be looked up meanwhile: not signed out (a 401 would send the phone to sign in).
      const token = await t.login('zhangwei');
      const todo = { method: 'POST' as const, url: '/bpm-runtime/runtime/task/v1/getTodoList', payload: {}, headers: { authorization: `Bearer ${token}` } };
      expect((await app.inject(todo)).statusCode).toBe(503);
      down.now = false;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await app.inject(todo)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('survives PostgreSQL ending its connections (a restart): the pool connects anew', async () => {
    const name = `wp_outage_${process.pid}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', name);
    const { db } = await openDatabase({ dataDir: t.config.dataDir, databaseUrl: url.href });
    try {
      await Promise.all([1, 2, 3].map(() => db.selectFrom('pg_stat_activity' as never).selectAll().execute()));
      // What a fast restart does to every connection (57P01), here to this pool's idle ones only: unheard, the
      // connections' 'error' events would end the process (and vitest reports them as unhandled errors).
      const { rows } = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ${name}`.execute(t.db);
      expect(rows[0]!.n).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rows: again } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});

describe('the file store\'s disk full', () => {
  it('refuses an upload with 507 saying so in the caller\'s language, and records no file', async () => {
    const token = await t.login('zhangmin');
    const before = await t.db.selectFrom('sys_file').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const full = vi.spyOn(fsp, 'writeFile').mockRejectedValue(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    try {
      for (const [lang, message] of [['zh-CN', '服务器存储空间已满，未能保存，请联系管理员'], ['en-US', "the server's storage is full and nothing was saved; please tell the administrator"]]) {
        const { payload, headers } = multipart([{ name: 'file', filename: '巡检照片.png', content: avatarPng('full-disk', 32), contentType: 'image/png' }]);
        const res = await t.call({ method: 'POST', url: '/portal/system/file/v1/upload', token, payload, headers: { ...headers, lang } });
        expect(res.statusCode).toBe(507);
        expect(res.json()).toMatchObject({ state: false, message });
      }
    } finally {
      full.mockRestore();
    }
    expect(await t.db.selectFrom('sys_file').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});
