import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { movableClock } from '../../test/clock.js';
import { openTestDatabase } from '../../test/database.js';
import { createJobsModule, type JobsModule } from './index.js';
import type { Job } from './executor.js';


describe('job executor', () => {
  let dataDir: string;
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const extras: Db[] = [];
  let clock: ReturnType<typeof movableClock>;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-jobs-'));
    opened = await openTestDatabase(dataDir);
    clock = movableClock('2026-03-02T08:00:00.000Z');
  });
  afterEach(async () => {
    for (const db of extras.splice(0)) if (db !== opened.db) await db.destroy();
    await opened.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A "server process": its own pool (on PostgreSQL) and executor over the shared database. */
  async function process(fired: string[], opts: Partial<Parameters<typeof createJobsModule>[0]> = {}): Promise<JobsModule> {
    const db = await opened.extra();
    extras.push(db);
    const jobs = createJobsModule({ db, clock, batch: 3, ...opts });
    jobs.executor.handle('test', async (job: Job) => { fired.push((job.payload as { n: number }).n.toString()); });
    return jobs;
  }

  it('fires each job once when several executors claim at the same moment', async () => {
    const fired: string[] = [];
    const executors = await Promise.all(Array.from({ length: 4 }, () => process(fired)));
    await executors[0]!.schedule(Array.from({ length: 200 }, (_, n) => ({ tenantId: 't', kind: 'test', payload: { n }, dueAt: '2026-03-02T08:00:00.000Z' })));
    const ran = await Promise.all(executors.map((e) => e.executor.runDue()));
    expect(ran.reduce((a, b) => a + b)).toBe(200);
    expect(fired.sort()).toEqual(Array.from({ length: 200 }, (_, n) => String(n)).sort());
    expect(await executors[0]!.repo.list()).toEqual([]);
  });

  it('lets one of two simultaneous claims of one job have it', async () => {
    const [a, b] = await Promise.all([process([]), process([])]);
    await a!.schedule([{ tenantId: 't', kind: 'test', payload: { n: 1 }, dueAt: '2026-03-02T08:00:00.000Z' }]);
    for (let round = 0; round < 20; round++) {
      const claim = (jobs: JobsModule, workerId: string) =>
        jobs.repo.claim({ workerId, now: clock.now().toISOString(), until: new Date(clock.now().getTime() + 60_000).toISOString(), limit: 1, maxAttempts: 100 });
      const [ca, cb] = await Promise.all([claim(a!, 'a'), claim(b!, 'b')]);
      expect(ca.length + cb.length).toBe(1);
      clock.advance(2);
    }
  });

  it('leaves a job alone until it is due', async () => {
    const fired: string[] = [];
    const a = await process(fired);
    await a.schedule([{ tenantId: 't', kind: 'test', payload: { n: 1 }, dueAt: '2026-03-02T09:00:00.000Z' }]);
    expect(await a.executor.runDue()).toBe(0);
    clock.advance(60);
    expect(await a.executor.runDue()).toBe(1);
    expect(fired).toEqual(['1']);
  });

  it('retries a failing handler with a back-off and keeps the last error', async () => {
    const a = await process([]);
    let calls = 0;
    a.executor.handle('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`down ${calls}`);
    });
    await a.schedule([{ tenantId: 't', kind: 'flaky', payload: {}, dueAt: '2026-03-02T08:00:00.000Z' }]);
    expect(await a.executor.runDue()).toBe(1);
    const [failed] = await a.repo.list('flaky');
    expect(failed).toMatchObject({ attempts: 1, claimed_by: null, last_error: 'down 1', due_at: '2026-03-02T08:01:00.000Z' });
    expect(await a.executor.runDue()).toBe(0);
    clock.advance(1);
    await a.executor.runDue();
    expect((await a.repo.list('flaky'))[0]).toMatchObject({ attempts: 2, last_error: 'down 2', due_at: '2026-03-02T08:03:00.000Z' });
    clock.advance(2);
    await a.executor.runDue();
    expect(calls).toBe(3);
    expect(await a.repo.list('flaky')).toEqual([]);
  });

  it('gives up after the last attempt and keeps the row', async () => {
    const a = await process([], { maxAttempts: 2, backoffMs: () => 0 });
    a.executor.handle('broken', async () => { throw new Error('always'); });
    await a.schedule([{ tenantId: 't', kind: 'broken', payload: {}, dueAt: '2026-03-02T08:00:00.000Z' }]);
    await a.executor.runDue();
    await a.executor.runDue();
    expect(await a.executor.runDue()).toBe(0);
    expect(await a.repo.list('broken')).toMatchObject([{ attempts: 2, last_error: 'always' }]);
  });

  it('fires a job that fell due while no server ran, after a restart', async () => {
    const before = await process([]);
    await before.schedule([{ tenantId: 't', kind: 'test', payload: { n: 7 }, dueAt: '2026-03-02T10:00:00.000Z' }]);
    await before.executor.stop();
    clock.advance(24 * 60);
    const fired: string[] = [];
    const after = await process(fired);
    expect(await after.executor.runDue()).toBe(1);
    expect(fired).toEqual(['7']);
  });

  it('takes over a job whose worker died once its claim expired', async () => {
    const fired: string[] = [];
    const dead = await process([], { leaseMs: 10 * 60_000 });
    await dead.schedule([{ tenantId: 't', kind: 'test', payload: { n: 3 }, dueAt: '2026-03-02T08:00:00.000Z' }]);
    // The dead worker claimed the job and never finished it.
    await dead.repo.claim({ workerId: 'dead', now: clock.now().toISOString(), until: '2026-03-02T08:10:00.000Z', limit: 1, maxAttempts: 8 });
    const alive = await process(fired);
    expect(await alive.executor.runDue()).toBe(0);
    clock.advance(11);
    expect(await alive.executor.runDue()).toBe(1);
    expect(fired).toEqual(['3']);
  });

  it('holds its claim while a job runs longer than the lease, so that no other process runs it too', async () => {
    const fired: string[] = [];
    const beats: Array<() => Promise<void>> = [];
    const other = await process(fired);
    const slowFired: string[] = [];
    const slow = await process(slowFired, { heartbeat: (renew) => { beats.push(renew); return () => undefined; } });
    let otherRan = -1;
    slow.executor.handle('backup', async () => {
      // A backup of five minutes and more: the lease (five minutes) is renewed on the way.
      clock.advance(4);
      await beats.at(-1)!();
      clock.advance(4);
      otherRan = await other.executor.runDue();
      fired.push('backup');
    });
    await slow.schedule([
      { tenantId: 't', kind: 'backup', payload: {}, dueAt: '2026-03-02T08:00:00.000Z' },
      { tenantId: 't', kind: 'test', payload: { n: 1 }, dueAt: '2026-03-02T08:00:00.000Z' },
    ]);
    expect(await slow.executor.runDue()).toBe(2);
    // Neither the backup nor the job waiting behind it in the batch was taken by the other process.
    expect(otherRan).toBe(0);
    expect(fired).toEqual(['backup']);
    expect(slowFired).toEqual(['1']);
    expect(await slow.repo.list()).toEqual([]);
  });

  it('renews no claim for a batch of quick jobs', async () => {
    const fired: string[] = [];
    const jobs = await process(fired, { heartbeat: () => () => undefined });
    await jobs.schedule([1, 2, 3].map((n) => ({ tenantId: 't', kind: 'test', payload: { n }, dueAt: '2026-03-02T08:00:00.000Z' })));
    let renewals = 0;
    const renew = jobs.repo.renew;
    jobs.repo.renew = async (...args) => { renewals++; return renew(...args); };
    expect(await jobs.executor.runDue()).toBe(3);
    expect(fired.sort()).toEqual(['1', '2', '3']);
    expect(renewals).toBe(0);
  });

  it('leaves a job of its batch to the process that took it over while it stalled', async () => {
    const fired: string[] = [];
    const other = await process(fired);
    const stalledFired: string[] = [];
    const stalled = await process(stalledFired, { heartbeat: () => () => undefined });
    stalled.executor.handle('backup', async () => {
      // Stalled past the lease without renewing: the other process takes the jobs waiting behind this one.
      clock.advance(6);
      expect(await other.executor.runDue()).toBe(1);
    });
    await stalled.schedule([
      { tenantId: 't', kind: 'backup', payload: {}, dueAt: '2026-03-02T08:00:00.000Z' },
      { tenantId: 't', kind: 'test', payload: { n: 2 }, dueAt: '2026-03-02T08:00:00.000Z' },
    ]);
    expect(await stalled.executor.runDue()).toBe(1);
    expect(fired).toEqual(['2']);
    expect(stalledFired).toEqual([]);
  });

  it('polls on its own until stopped', async () => {
    const fired: string[] = [];
    const a = await process(fired);
    await a.schedule([{ tenantId: 't', kind: 'test', payload: { n: 5 }, dueAt: '2026-03-02T08:00:00.000Z' }]);
    a.executor.start(5);
    await expect.poll(() => fired.length, { timeout: 2000 }).toBe(1);
    await a.executor.stop();
  });
});
