import { describe, expect, it } from 'vitest';
import type { CompiledDefinition } from '../definition/compile.js';
import { parseDuration, timerDueAt, type WorkCalendar } from '../definition/timers.js';
import { validateDefinition } from '../definition/compile.js';
import { loadFixture, readFixture } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { parseBpmn } from '../definition/parse-bpmn.js';
import { diagramStatus } from './queries.js';
import { step } from './step.js';
import type { Command, Effect, InstanceState, NodeVisit, StepContext } from './types.js';

/** Monday to Friday in the plant's zone (UTC+8), as the server's calendar counts. */
const weekdays: WorkCalendar = {
  addWorkingDays(from, days) {
    const offDay = (ms: number) => [0, 6].includes(new Date(ms + 8 * 3_600_000).getUTCDay());
    let ms = Date.parse(from);
    while (offDay(ms)) ms += 86_400_000;
    for (let left = days; left > 0;) {
      ms += 86_400_000;
      if (!offDay(ms)) left -= 1;
    }
    return new Date(ms).toISOString();
  },
};

/** An instance whose clock the test sets: each command runs at the time given. */
class TimedCase {
  state: InstanceState | null = null;
  effects: Effect[] = [];
  /** Every visit effect so far: the server's visit rows. */
  readonly visits: NodeVisit[] = [];
  private ids = 0;
  constructor(readonly def: CompiledDefinition) {}

  do(at: string, command: Command, isAdmin = false): Effect[] {
    const ctx: StepContext = { now: at, newId: () => `id${++this.ids}`, directory: plantDirectory, calendar: weekdays, isAdmin };
    const result = step(this.def, this.state, command, ctx);
    this.state = result.state;
    this.effects = result.effects;
    for (const e of result.effects) if (e.type === 'visit') this.visits.push(e.visit);
    return result.effects;
  }

  /** Fires the timer of `kind` (the only one of that kind) at its time. */
  fire(kind: string, opinion?: string): Effect[] {
    const timer = this.timers().find((t) => t.kind === kind);
    if (!timer) throw new Error(`no ${kind} timer`);
    return this.do(timer.at, { type: 'timerFired', timerId: timer.id, ...(opinion ? { opinion } : {}) });
  }

  timers() {
    return this.state?.timers ?? [];
  }

  waiting(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const t of this.state!.tasks) (out[t.nodeId] ??= []).push(...(t.assigneeId ? [t.assigneeId] : t.candidates));
    return out;
  }
}

// 2026-03-06 is a Friday: 10:00 UTC is 18:00 at the plant.
const fridayEvening = '2026-03-06T10:00:00.000Z';

describe('ISO 8601 durations', () => {
  it('reads days, hours, weeks and mixed durations, and refuses other text', () => {
    expect(parseDuration('P1D')).toMatchObject({ days: 1, hours: 0 });
    expect(parseDuration('PT4H')).toMatchObject({ days: 0, hours: 4 });
    expect(parseDuration('P1W2DT1H30M')).toMatchObject({ days: 9, hours: 1, minutes: 30 });
    for (const bad of ['P', 'PT', '1D', 'P1H', 'tomorrow']) expect(parseDuration(bad), bad).toBeNull();
  });

  it('counts working days through the calendar: Friday evening plus one working day is Monday evening', () => {
    expect(timerDueAt({ duration: 'P1D' }, fridayEvening)).toBe('2026-03-07T10:00:00.000Z');
    expect(timerDueAt({ duration: 'P1D' }, fridayEvening, { workingDays: true, calendar: weekdays })).toBe('2026-03-09T10:00:00.000Z');
    expect(timerDueAt({ date: '2026-04-01T00:00:00Z' }, fridayEvening)).toBe('2026-04-01T00:00:00.000Z');
  });
});

describe('timer events in the model', () => {
  it('refuses a timer cycle, a bad duration, a boundary off a user task or with an incoming flow, and unknown timer settings', async () => {
    const { xml, settings } = readFixture('timers');
    const cycle = await parseBpmn(xml.replace('<bpmn:timeDuration>PT4H</bpmn:timeDuration>', '<bpmn:timeCycle>R3/PT1H</bpmn:timeCycle>'));
    expect(validateDefinition(cycle, settings, plantDirectory)).toContain(
      "Boundary event 'late' (四小时未处理): timer cycles (timeCycle) are not supported; use a duration or a date",
    );
    const bad = await parseBpmn(xml.replace('PT4H', 'four hours'));
    expect(validateDefinition(bad, settings, plantDirectory)).toContain("Boundary timer event 'late' (四小时未处理): 'four hours' is not an ISO 8601 duration (e.g. P1D, PT4H)");
    const misplaced = await parseBpmn(xml.replace('attachedToRef="deptHead"', 'attachedToRef="end"').replace('sourceRef="deptHead" targetRef="cooling"', 'sourceRef="deptHead" targetRef="late"'));
    expect(validateDefinition(misplaced, settings, plantDirectory)).toEqual(expect.arrayContaining([
      "Boundary timer event 'late' (四小时未处理) must not have incoming flows",
      "Boundary timer event 'late' (四小时未处理) must be attached to a user task",
    ]));
    const model = await parseBpmn(xml);
    expect(validateDefinition(model, { nodes: { ...settings.nodes, cooling: { workingDays: 'yes', when: 1 } as never } }, plantDirectory)).toEqual([
      "Timer event 'cooling' (冷静期一个工作日): 'when' does not apply to a timer event (only workingDays does)",
      "Timer event 'cooling' (冷静期一个工作日): workingDays must be true or false",
    ]);
    expect(validateDefinition(model, settings, plantDirectory)).toEqual([]);
  });
});

describe('boundary timer on a user task', () => {
  it('Given an interrupting boundary, When it fires, Then the task is withdrawn and the token takes the boundary flow', async () => {
    const c = new TimedCase(await loadFixture('timers'));
    const started = c.do('2026-03-02T01:00:00.000Z', { type: 'start', starterId: 'chenjing' });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(started).toContainEqual({ type: 'timer', timerId: c.timers()[0]!.id, at: '2026-03-02T05:00:00.000Z' });
    const fired = c.fire('boundary');
    expect(c.waiting()).toEqual({ office: ['sunyan'] });
    expect(fired).toContainEqual(expect.objectContaining({ type: 'taskClosed', reason: 'cancelled' }));
    expect(fired).toContainEqual(expect.objectContaining({ type: 'opinion', origin: 'action', record: expect.objectContaining({ nodeId: 'late', status: 'timeout', auditorId: null }) }));
    expect(c.timers()).toEqual([]);
  });

  it('Given a non-interrupting boundary, When it fires, Then the task stays and a second branch opens beside it', async () => {
    const c = new TimedCase(await loadFixture('timers', { xml: (x) => x.replace('attachedToRef="deptHead"', 'attachedToRef="deptHead" cancelActivity="false"') }));
    c.do('2026-03-02T01:00:00.000Z', { type: 'start', starterId: 'chenjing' });
    c.fire('boundary');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'], office: ['sunyan'] });
    expect(c.state!.tokens).toHaveLength(2);
  });

  it('Given the task is done before the boundary fires, Then its timer is cancelled', async () => {
    const c = new TimedCase(await loadFixture('timers'));
    c.do('2026-03-02T01:00:00.000Z', { type: 'start', starterId: 'chenjing' });
    const boundary = c.timers()[0]!;
    const effects = c.do('2026-03-02T02:00:00.000Z', { type: 'complete', taskId: c.state!.tasks[0]!.id, userId: 'wangfang', action: 'agree' });
    expect(effects).toContainEqual({ type: 'timerCancelled', timerId: boundary.id });
    expect(() => c.do(boundary.at, { type: 'timerFired', timerId: boundary.id })).toThrow(/not waiting/);
  });
});

describe('intermediate timer catch event', () => {
  it('Given a working-day wait, When the head agrees on Friday evening, Then the token waits until Monday evening and then goes on', async () => {
    const c = new TimedCase(await loadFixture('timers'));
    c.do('2026-03-06T09:00:00.000Z', { type: 'start', starterId: 'chenjing' });
    c.do(fridayEvening, { type: 'complete', taskId: c.state!.tasks[0]!.id, userId: 'wangfang', action: 'agree' });
    expect(c.state!.tasks).toEqual([]);
    expect(c.timers()).toEqual([expect.objectContaining({ kind: 'catch', nodeId: 'cooling', at: '2026-03-09T10:00:00.000Z' })]);
    expect(diagramStatus(c.def, c.state!)).toMatchObject({ deptHead: 'done', cooling: 'current', director: 'untouched' });
    c.fire('catch');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.visits.filter((v) => v.nodeId === 'cooling').map((v) => v.status)).toEqual(['current', 'done']);
  });

  it('Given the instance is ended while the token waits, Then the wait is cancelled', async () => {
    const c = new TimedCase(await loadFixture('timers'));
    c.do('2026-03-06T09:00:00.000Z', { type: 'start', starterId: 'chenjing' });
    c.do(fridayEvening, { type: 'complete', taskId: c.state!.tasks[0]!.id, userId: 'wangfang', action: 'agree' });
    const wait = c.timers()[0]!;
    const effects = c.do('2026-03-06T11:00:00.000Z', { type: 'endProcess', taskId: null, userId: 'zhangwei' }, true);
    expect(c.state!.status).not.toBe('running');
    expect(effects).toContainEqual({ type: 'timerCancelled', timerId: wait.id });
  });
});

describe('due times', () => {
  const leaveWith = (node: Record<string, unknown>) => loadFixture('leave', { settings: (s) => { Object.assign(s.nodes.deptHead!, node); } });

  it('Given a task created on Friday evening with 24 hours, Then it is due on Monday evening, not Saturday', async () => {
    const c = new TimedCase(await leaveWith({}));
    c.do(fridayEvening, { type: 'start', starterId: 'chenjing', vars: { days: 2 } });
    expect(c.state!.tasks[0]!.dueAt).toBe('2026-03-09T10:00:00.000Z');
    expect(c.timers()).toEqual([expect.objectContaining({ kind: 'due', at: '2026-03-09T10:00:00.000Z', taskId: c.state!.tasks[0]!.id })]);
  });

  it('Given a reminder at 80%, When it fires, Then the holder is told and the due timer stays', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 10, remindBefore: { percent: 80 } }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'chenjing', vars: { days: 2 } });
    expect(c.timers().map((t) => [t.kind, t.at])).toEqual([['dueReminder', '2026-03-02T08:00:00.000Z'], ['due', '2026-03-02T10:00:00.000Z']]);
    const effects = c.fire('dueReminder');
    expect(effects).toContainEqual(expect.objectContaining({ type: 'notify', kind: 'dueSoon', userIds: ['wangfang'] }));
    expect(c.timers().map((t) => t.kind)).toEqual(['due']);
  });

  it('Given overdue "remind", When the due time passes, Then the holder and the starter are told and the task stays', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 2, remindBefore: { hours: 1 }, overdue: 'remind' }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'chenjing', vars: { days: 2 } });
    const reminder = c.timers().find((t) => t.kind === 'dueReminder')!;
    const effects = c.fire('due');
    expect(effects).toContainEqual(expect.objectContaining({ type: 'notify', kind: 'overdue', userIds: ['wangfang', 'chenjing'] }));
    expect(effects).toContainEqual({ type: 'timerCancelled', timerId: reminder.id });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.timers()).toEqual([]);
  });

  it('Given overdue "autoPass", When the due time passes, Then the task is agreed with the system opinion and the flow goes on', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 2, overdue: 'autoPass' }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'chenjing', vars: { days: 5 } });
    const pending = c.state!.tasks[0]!.opinionId;
    const effects = c.fire('due', '系统自动通过：超时');
    expect(effects).toContainEqual(expect.objectContaining({ type: 'opinionCompleted', origin: 'action', id: pending, status: 'agree', auditorId: null, opinion: '系统自动通过：超时' }));
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given overdue "transferToHead", When the due time passes, Then the holder\'s head gets the task', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 2, overdue: 'transferToHead' }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'chenjing', vars: { days: 2 } });
    c.fire('due');
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
    expect(c.state!.tasks[0]).toMatchObject({ status: 'DELIVERTO', ownerId: 'wangfang' });
    // Already overdue: the escalated task does not escalate again.
    expect(c.timers()).toEqual([]);
  });

  it('Given overdue "transferToHead" and the holder\'s head is the starter, When the due time passes, Then the task stays with the holder, reminded', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 2, overdue: 'transferToHead', assignees: [{ type: 'user', ids: ['wangfang'] }] }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'zhangwei', vars: { days: 2 } });
    const effects = c.fire('due');
    // Nobody approves their own request, escalated or not: 张伟 heads 王芳 but filed the leave himself.
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(effects).toContainEqual(expect.objectContaining({ type: 'notify', kind: 'overdue' }));
  });

  it('Given overdue "addHead", When the due time passes, Then the holder and the head share the task', async () => {
    const c = new TimedCase(await leaveWith({ dueHours: 2, overdue: 'addHead' }));
    c.do('2026-03-02T00:00:00.000Z', { type: 'start', starterId: 'chenjing', vars: { days: 2 } });
    c.fire('due');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang', 'zhangwei'] });
  });

  it('refuses remindBefore and overdue without dueHours, and unknown overdue actions', async () => {
    const { xml, settings } = readFixture('leave');
    settings.nodes.director = { ...settings.nodes.director!, remindBefore: { percent: 120 }, overdue: 'explode' as never };
    expect(validateDefinition(await parseBpmn(xml), settings, plantDirectory)).toEqual(expect.arrayContaining([
      expect.stringMatching(/remindBefore.percent must be between 0 and 100/),
      expect.stringMatching(/overdue must be one of remind, transferToHead, addHead, autoPass/),
      expect.stringMatching(/remindBefore and overdue need dueHours/),
    ]));
  });
});
