import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { compileDefinition, type CompiledDefinition } from '../src/definition/compile.js';
import type { DefinitionSettings } from '../src/definition/settings.js';
import { EngineError, type EngineErrorCode } from '../src/errors.js';
import { allowedButtons } from '../src/runtime/buttons.js';
import { step } from '../src/runtime/step.js';
import type { Command, Effect, InstanceState, NodeVisit, OpinionRecord, StepContext, StepResult, Task, Vote } from '../src/runtime/types.js';
import { plantDirectory } from './plant-directory.js';

/** The six demo processes of the plant, by fixture file name. */
export const fixtureNames = ['leave', 'purchase', 'repair', 'doc-sign', 'vehicle', 'expense'] as const;
/**
 * Models that test the graph's rules: inclusive joins in loops, nested, waiting behind another join; nested
 * sub-processes; a call activity starting the process 'threeStep'.
 */
export const graphFixtureNames = ['inclusive-loop', 'inclusive-nested', 'inclusive-parked', 'overhaul', 'call'] as const;
/**
 * 'timers': a boundary timer on a task and an intermediate timer catch event (timers.test.ts); 'call-parallel': a
 * call activity on one of two parallel branches (call-activity.test.ts).
 */
export type FixtureName = (typeof fixtureNames)[number] | (typeof graphFixtureNames)[number] | 'timers' | 'call-parallel';

const fixturesDir = new URL('../fixtures/', import.meta.url);

/** The raw XML and settings of a fixture. */
export function readFixture(name: string): { xml: string; settings: DefinitionSettings } {
  const xml = readFileSync(new URL(`${name}.bpmn`, fixturesDir), 'utf8');
  const settings = JSON.parse(readFileSync(new URL(`${name}.settings.json`, fixturesDir), 'utf8')) as DefinitionSettings;
  return { xml, settings };
}

/** Compiles a fixture, optionally edited first (another sign rule, another button set ...). */
export async function loadFixture(name: FixtureName, edit?: { xml?: (xml: string) => string; settings?: (settings: DefinitionSettings) => void }): Promise<CompiledDefinition> {
  const { xml, settings } = readFixture(name);
  edit?.settings?.(settings);
  return compileDefinition(edit?.xml ? edit.xml(xml) : xml, settings, plantDirectory);
}

/** A deterministic clock and id source: one minute and fresh ids per step. */
export function testContext(): { next(isAdmin?: boolean): StepContext } {
  let clock = Date.parse('2026-03-02T08:00:00.000Z');
  let counter = 0;
  return {
    next(isAdmin = false) {
      clock += 60_000;
      return { now: new Date(clock).toISOString(), newId: () => `id${++counter}`, directory: plantDirectory, isAdmin };
    },
  };
}

/**
 * One instance under test. Applies commands like the server would: keeps the state, and applies opinion
 * effects to an in-memory opinion table so tests can read records as the opinion list would show them.
 */
export class Case {
  state: InstanceState | null = null;
  readonly log: StepResult[] = [];
  readonly opinions = new Map<string, OpinionRecord>();
  /** Every visit effect so far, in order: the server's visit rows. */
  readonly visits: NodeVisit[] = [];
  private readonly clock = testContext();

  constructor(readonly def: CompiledDefinition) {}

  /** Applies a command; `asAdmin` runs it with administrator rights. */
  do(command: Command, asAdmin = false): StepResult {
    const result = step(this.def, this.state, command, this.clock.next(asAdmin));
    this.state = result.state;
    this.log.push(result);
    for (const effect of result.effects) {
      applyOpinion(this.opinions, effect);
      if (effect.type === 'visit') this.visits.push(effect.visit);
    }
    return result;
  }

  /** Expects the command to be refused with `code`, leaving the state exactly as it was. */
  refuse(command: Command, code: EngineErrorCode, asAdmin = false): EngineError {
    const before = structuredClone(this.state);
    let error: unknown;
    try {
      step(this.def, this.state, command, this.clock.next(asAdmin));
    } catch (caught) {
      error = caught;
    }
    expect(error, `${command.type} should be refused with ${code}`).toBeInstanceOf(EngineError);
    expect((error as EngineError).code, (error as EngineError).message).toBe(code);
    expect(this.state).toEqual(before);
    return error as EngineError;
  }

  start(starterId: string, vars: Record<string, unknown> = {}): StepResult {
    return this.do({ type: 'start', starterId, vars });
  }

  get current(): InstanceState {
    if (!this.state) throw new Error('The case has not started');
    return this.state;
  }

  /** Open tasks the user may act on (as assignee or candidate). */
  tasksOf(userId: string): Task[] {
    return this.current.tasks.filter((t) => (t.assigneeId ? t.assigneeId === userId : t.candidates.includes(userId)));
  }

  /** The user's one open task. */
  taskOf(userId: string): Task {
    const tasks = this.tasksOf(userId);
    expect(tasks.map((t) => `${t.nodeId}:${t.status}`), `open tasks of ${userId}`).toHaveLength(1);
    return tasks[0];
  }

  /** Who holds open tasks, by node: `{ deptHead: ['wangfang'] }`. */
  waiting(): Record<string, string[]> {
    const waiting: Record<string, string[]> = {};
    for (const t of this.current.tasks) (waiting[t.nodeId] ??= []).push(...(t.assigneeId ? [t.assigneeId] : t.candidates));
    return waiting;
  }

  complete(userId: string, action: Vote = 'agree', extra: { opinion?: string; vars?: Record<string, unknown> } = {}): StepResult {
    return this.do({ type: 'complete', taskId: this.taskOf(userId).id, userId, action, opinion: extra.opinion ?? `${action} by ${userId}`, vars: extra.vars });
  }

  /** Opinion records in the order they were written. */
  records(): OpinionRecord[] {
    return [...this.opinions.values()];
  }

  /** The statuses of the records, e.g. ['start', 'agree', 'awaiting_check']. */
  statuses(): string[] {
    return this.records().map((r) => r.status);
  }

  /** The action buttons of an open task, as its holder sees them. */
  buttons(taskId: string): string[] {
    const task = this.current.tasks.find((t) => t.id === taskId);
    expect(task, `open task ${taskId}`).toBeDefined();
    return allowedButtons(this.def, this.current, task!);
  }

  /** Every effect of the last step of the given type. */
  last<T extends Effect['type']>(type: T): Array<Extract<Effect, { type: T }>> {
    const result = this.log.at(-1);
    return (result?.effects ?? []).filter((e): e is Extract<Effect, { type: T }> => e.type === type);
  }
}

/** The user's one open task sent back (驳回) with a stock opinion; `extra` picks the target or the resubmission. */
export function rejectBy(c: Case, userId: string, mode: 'rejectPre' | 'backToStart' | 'reject', extra: Partial<Extract<Command, { type: 'reject' }>> = {}): void {
  c.do({ type: 'reject', taskId: c.taskOf(userId).id, userId, mode, opinion: '材料不全，请补充', ...extra });
}

/** What the server does with opinion effects: insert new rows, complete pending rows in place. */
export function applyOpinion(table: Map<string, OpinionRecord>, effect: Effect): void {
  if (effect.type === 'opinion') table.set(effect.record.id, { ...effect.record });
  if (effect.type === 'opinionCompleted') {
    const row = table.get(effect.id);
    if (!row) throw new Error(`opinionCompleted for unknown record ${effect.id}`);
    if (row.completeTime !== null) throw new Error(`record ${effect.id} completed twice`);
    Object.assign(row, { status: effect.status, opinion: effect.opinion, auditorId: effect.auditorId, files: effect.files, completeTime: effect.completeTime });
  }
}
