import { describe, expect, it } from 'vitest';
import { fixtureNames, graphFixtureNames, readFixture } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { DefinitionError } from '../errors.js';
import { compileDefinition } from './compile.js';

/** The leave process with its XML edited, deployed with its own settings. */
function leaveWith(edit: (xml: string) => string) {
  const { xml, settings } = readFixture('leave');
  return compileDefinition(edit(xml), settings, plantDirectory);
}

/** The document sign process (a multi-instance task) with its XML edited. */
function docSignWith(edit: (xml: string) => string) {
  const { xml, settings } = readFixture('doc-sign');
  return compileDefinition(edit(xml), settings, plantDirectory);
}

async function problemsOf(deploying: Promise<unknown>): Promise<string[]> {
  const error = await deploying.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DefinitionError);
  return (error as DefinitionError).problems;
}

const multiInstance = '<bpmn:multiInstanceLoopCharacteristics isSequential="false" />';

describe('deploy-time honesty: what the engine would not honour is refused, by element and attribute', () => {
  it('Given isExecutable="false" on the process, When deployed, Then it is refused', async () => {
    expect(await problemsOf(leaveWith((xml) => xml.replace('isExecutable="true"', 'isExecutable="false"')))).toEqual([
      'Process \'leave\' has isExecutable="false" (a model not meant to run); set isExecutable="true" to deploy it',
    ]);
  });

  it('Given a multi-instance completionCondition or loopCardinality, When deployed, Then each is refused, naming the task', async () => {
    const { xml } = readFixture('doc-sign');
    expect(xml).toContain(multiInstance);
    const problems = await problemsOf(docSignWith((text) => text.replace(multiInstance,
      '<bpmn:multiInstanceLoopCharacteristics><bpmn:loopCardinality>3</bpmn:loopCardinality><bpmn:completionCondition>${nrOfCompletedInstances >= 2}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>')));
    expect(problems).toEqual([
      "User task 'countersign' (部门会签) has a multi-instance loopCardinality, which the engine does not honour: the members come from the node's assignee rules",
      "User task 'countersign' (部门会签) has a multi-instance completionCondition, which the engine does not evaluate: set the sign rule (all, percent or oneVote) in the node's settings instead",
    ]);
  });

  it('Given a condition in another expression language, When deployed, Then it is refused; jexl or no language is accepted', async () => {
    const condition = '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">';
    const withLanguage = (language: string) => leaveWith((xml) => xml.replace(condition, `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="${language}">`));
    expect(await problemsOf(withLanguage('groovy'))).toEqual([
      "Sequence flow 'longLeave' (超过3天) has a condition in language 'groovy' (the language attribute); the engine evaluates only its own expressions (jexl): remove the attribute or rewrite the condition",
    ]);
    expect((await withLanguage('jexl')).warnings).toEqual([]);
  });
});

describe('deploy-time honesty: what changes nothing that runs is a warning, not a refusal', () => {
  it.each([...fixtureNames, ...graphFixtureNames])('Given the %s fixture, When compiled, Then there is nothing to warn about', async (name) => {
    const { xml, settings } = readFixture(name);
    expect((await compileDefinition(xml, settings, plantDirectory)).warnings).toEqual([]);
  });

  it('Given an ISO-8859-1 encoding declaration, When deployed, Then it compiles with a warning (the XML arrives as text)', async () => {
    const def = await leaveWith((xml) => xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'));
    expect(def.warnings).toEqual(['BPMN: unsupported document encoding <ISO-8859-1>, falling back to UTF-8']);
  });

  it('Given unknown attributes, plain or of another namespace, When deployed, Then each is a warning naming the element and the attribute', async () => {
    const def = await leaveWith((xml) => xml
      .replace('xmlns:xsi=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi=')
      .replace('<bpmn:userTask id="director" name="厂长审批"', '<bpmn:userTask id="director" name="厂长审批" camunda:assignee="zhangwei" priority="high"'));
    expect(def.warnings).toEqual([
      "BPMN: unknown attribute <priority> (in 'director')",
      "User task 'director' (厂长审批) has attribute 'camunda:assignee', which the engine does not read",
    ]);
  });

  it('Given the definitions declare another expression language, When deployed, Then it is a warning', async () => {
    const def = await leaveWith((xml) => xml.replace('id="defs"', 'id="defs" expressionLanguage="http://www.w3.org/1999/XPath"'));
    expect(def.warnings).toEqual(["The definitions declare expressionLanguage 'http://www.w3.org/1999/XPath'; conditions are evaluated as the engine's expressions (jexl)"]);
  });
});
