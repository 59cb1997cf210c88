import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createKit, R } from '../modules/bpm-runtime/test-kit.js';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, seed: false });
});
afterAll(() => t.close());

const scrape = async () => (await t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

describe('GET /metrics', () => {
  it('gives a scraper with the token each route\'s latency and refusals by pattern, and the process\'s gauges', async () => {
    await t.call({ method: 'GET', url: '/health' });
    await t.call({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/getTodoList', payload: {} });
    const res = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} [1-9]/);
    expect(res.body).toMatch(/http_refusals_total\{method="POST",route="\/bpm-runtime\/runtime\/task\/v1\/getTodoList",status="401"\} 1/);
    for (const gauge of ['live_event_streams 0', 'job_executor_lag_seconds 0', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(res.body).toContain(gauge);
    }
  });

  it('labels a route by its pattern, never the URL a caller made up', async () => {
    await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=anything-at-all' });
    const body = await scrape();
    expect(body).toContain('route="/uc/uc/tenantManage/v1/getTenantByCode"');
    expect(body).not.toContain('anything-at-all');
  });

  it('says how long the longest-waiting due job has waited', async () => {
    const due = new Date(Date.now() - 90_000).toISOString();
    await t.db.insertInto('sys_job').values({ id: 'metrics-job', tenant_id: 't', kind: 'none', payload_json: '{}', due_at: due, attempts: 0, claimed_by: null, claimed_until: null, last_error: null, created_at: due }).execute();
    const lag = Number(/^job_executor_lag_seconds (\S+)$/m.exec(await scrape())?.[1]);
    expect(lag).toBeGreaterThanOrEqual(89);
    // Out of attempts, it waits for an operator, not the executor.
    await t.db.updateTable('sys_job').set({ attempts: 8 }).where('id', '=', 'metrics-job').execute();
    expect(await scrape()).toMatch(/^job_executor_lag_seconds 0$/m);
    await t.db.deleteFrom('sys_job').where('id', '=', 'metrics-job').execute();
  });

  it('is refused without the token, and does not exist when no token is configured', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const res = await t.call({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const plain = await createTestApp({ seed: false });
    const res = await plain.call({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('http_request_duration_seconds');
    await plain.close();
  });
});

describe('GET /metrics on a plant at work', () => {
  it('counts engine actions by command and how they ended: done, replayed from the key, refused', async () => {
    const k = await createKit({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await k.deploy('m_three', 'three-step');
      const instId = await k.start('chenjing', 'm_three');
      const taskId = await k.taskOf('wangfang', instId);
      const agree = () => k.post(`${R}/task/v1/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意' }, { 'idempotency-key': 'metrics-agree' });
      expect((await agree()).statusCode).toBe(200);
      expect((await agree()).statusCode).toBe(200);
      expect((await k.post(`${R}/task/v1/complete`, 'wangfang', { taskId: 'no-such-task', actionName: 'agree' })).statusCode).toBe(409);

      const body = (await k.t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const count = (labels: string) => Number(new RegExp(`^bpm_actions_total\\{${labels}\\} (\\d+)$`, 'm').exec(body)?.[1] ?? 0);
      expect(count('kind="start",outcome="done"')).toBe(1);
      expect(count('kind="complete",outcome="done"')).toBe(1);
      expect(count('kind="unknown",outcome="replayed"')).toBe(1);
      expect(count('kind="unknown",outcome="refused"')).toBe(1);
    } finally {
      await k.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('says how the PostgreSQL pool is used', async () => {
    const body = await scrape();
    expect(body).toMatch(/^db_pool_connections_max 10$/m);
    expect(body).toMatch(/^db_pool_connections_open \d+$/m);
    expect(body).toMatch(/^db_pool_queries_waiting 0$/m);
  });
});
