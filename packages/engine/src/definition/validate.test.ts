import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture, fixtureNames } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { DefinitionError } from '../errors.js';
import { compileDefinition, validateDefinition } from './compile.js';
import { parseBpmn } from './parse-bpmn.js';
import type { DefinitionSettings } from './settings.js';

const broken = (name: string) => readFileSync(new URL(`../../fixtures/broken/${name}.bpmn`, import.meta.url), 'utf8');

/** Deploys a broken fixture with every user task assigned to the starter, so only the model is at fault. */
async function problemsOf(name: string): Promise<string[]> {
  const model = await parseBpmn(broken(name));
  const nodes = Object.fromEntries(Object.values(model.nodes).filter((n) => n.type === 'userTask').map((n) => [n.id, { assignees: [{ type: 'starter' as const }] }]));
  return validateDefinition(model, { nodes }, plantDirectory);
}

/** Problems of a valid fixture's BPMN with its settings edited. */
async function settingsProblems(name: (typeof fixtureNames)[number], edit: (settings: DefinitionSettings) => void): Promise<string[]> {
  const { xml, settings } = readFixture(name);
  edit(settings);
  return validateDefinition(await parseBpmn(xml), settings, plantDirectory);
}

describe('deploying the plant processes', () => {
  it.each(fixtureNames)('Given the %s fixture, When compiled, Then it deploys without problems', async (name) => {
    const { xml, settings } = readFixture(name);
    const def = await compileDefinition(xml, settings, plantDirectory);
    expect(def.id).toBe(def.model.key);
  });
});

describe('deploy validation of broken models', () => {
  it('refuses a process without a start event', async () => {
    expect(await problemsOf('no-start')).toEqual(['The process has no start event']);
  });

  it('refuses two start events', async () => {
    expect(await problemsOf('two-starts')).toEqual(['The process has 2 start events (startA, startB); exactly one is allowed']);
  });

  it('refuses an end that cannot be reached and tasks that can never finish', async () => {
    expect(await problemsOf('unreachable-end')).toEqual([
      "User task 'review' (审核) cannot reach any end event",
      "User task 'loopBack' (复核) cannot reach any end event",
      "End event 'end' (结束) cannot be reached from the start event",
    ]);
  });

  it('refuses a dangling flow, naming the id it points to', async () => {
    expect(await problemsOf('dangling-flow')).toContain("Sequence flow 'toNowhere' points to unknown target 'ghost'");
  });

  it('refuses bad expressions and function calls in conditions', async () => {
    const problems = await problemsOf('bad-expression');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Sequence flow 'large' \(大额\) has a bad condition `amount >`: Unexpected end of expression/);
    expect(problems[1]).toMatch(/^Sequence flow 'huge' \(巨额\) has a bad condition `process.exit\(1\)`/);
  });

  it('refuses an exclusive gateway flow with neither a condition nor the default mark', async () => {
    expect(await problemsOf('exclusive-no-default')).toEqual([
      "Exclusive gateway 'choice' (金额判断): sequence flow 'other' (其他) has no condition and is not the default flow",
    ]);
  });

  it('refuses elements the engine cannot run, once, without follow-on noise', async () => {
    expect(await problemsOf('unsupported')).toEqual([
      "Element 'sendMail' (发送邮件) of type bpmn:ServiceTask is not supported; use start/end events, user tasks, embedded sub-processes, call activities and exclusive, parallel or inclusive gateways",
    ]);
  });

  it('refuses a user task that branches by itself', async () => {
    expect(await problemsOf('task-branches')).toEqual([
      "Sequence flow 'toEnd' has a condition but leaves user task 'review' (审核); only flows leaving exclusive or inclusive gateways may have conditions",
      "User task 'review' (审核) must have exactly one outgoing flow (it has 2); branch with a gateway",
    ]);
  });

  it('refuses a file that is not XML with a DefinitionError', async () => {
    await expect(compileDefinition(broken('not-xml'), { nodes: {} }, plantDirectory)).rejects.toBeInstanceOf(DefinitionError);
  });

  it('compileDefinition throws every problem at once', async () => {
    const error = await compileDefinition(broken('unreachable-end'), { nodes: {} }, plantDirectory).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).problems).toContain("User task 'review' (审核) has no settings (who approves it?)");
    expect((error as DefinitionError).message).toMatch(/^The process definition is not valid:\n- /);
  });
});

describe('deploy validation of node settings', () => {
  it('refuses unknown assignee references: users, roles, posts and organisations', async () => {
    const problems = await settingsProblems('vehicle', (s) => {
      s.nodes.shiftLeader.assignees = [
        { type: 'user', ids: ['nobody'] },
        { type: 'role', codes: ['pilot'] },
        { type: 'post', codes: ['captain'] },
        { type: 'org', ids: ['harbour'] },
      ];
    });
    expect(problems).toEqual([
      "User task 'shiftLeader' (班组长审批): user 'nobody' does not exist",
      "User task 'shiftLeader' (班组长审批): role 'pilot' is unknown or held by nobody",
      "User task 'shiftLeader' (班组长审批): post 'captain' is unknown or held by nobody",
      "User task 'shiftLeader' (班组长审批): organisation 'harbour' is unknown or has no members",
    ]);
  });

  it('refuses a user task without settings or without assignees, and settings for unknown nodes', async () => {
    const problems = await settingsProblems('vehicle', (s) => {
      delete (s.nodes as Record<string, unknown>).office;
      s.nodes.shiftLeader.assignees = [];
      s.nodes.ghost = { assignees: [{ type: 'starter' }] };
    });
    expect(problems).toEqual([
      "Settings name node 'ghost', which is not in the process",
      "User task 'shiftLeader' (班组长审批) has no assignee rules",
      "User task 'office' (综合办公室审批) has no settings (who approves it?)",
    ]);
  });

  it('refuses bad rules, buttons, modes, sign settings and permissions', async () => {
    const problems = await settingsProblems('doc-sign', (s) => {
      const director = s.nodes.director as unknown as Record<string, unknown>;
      director.buttons = ['agree', 'teleport'];
      director.rejectModes = ['sideways'];
      director.resubmit = 'later';
      director.dueHours = -1;
      director.sign = { rule: 'all' };
      director.form = { formKey: 'doc', permissions: { title: 'x' } };
      director.assignees = [{ type: 'formUser', field: '' }, { type: 'astrology' }];
      s.nodes.countersign.sign = { rule: 'percent', percent: 150 };
    });
    expect(problems).toEqual([
      "User task 'countersign' (部门会签): the percent sign rule needs a percent between 1 and 100",
      "User task 'director' (厂长签发): assignee rule 'formUser' needs the form field that holds the user",
      "User task 'director' (厂长签发): unknown assignee rule type 'astrology'",
      "User task 'director' (厂长签发): unknown button 'teleport'",
      "User task 'director' (厂长签发): unknown reject mode 'sideways' (use reject, rejectPre or backToStart)",
      "User task 'director' (厂长签发): resubmit must be 'rewalk' or 'direct'",
      "User task 'director' (厂长签发): dueHours must be a positive number",
      "User task 'director' (厂长签发): field 'title' has permission 'x' (use w, b, r or n)",
      "User task 'director' (厂长签发): sign settings need a multi-instance task",
    ]);
  });

  it('refuses settings that are not an object at all', async () => {
    const model = await parseBpmn(readFixture('vehicle').xml);
    expect(validateDefinition(model, null as unknown as DefinitionSettings, plantDirectory)).toEqual(['The node settings must be an object with a "nodes" map']);
  });
});
