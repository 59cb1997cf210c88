import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

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
