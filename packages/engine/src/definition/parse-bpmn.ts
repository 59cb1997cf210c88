// bpmn-moddle ships no types; the declaration must travel with this file to every program that imports the engine.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement, type ParseWarning } from 'bpmn-moddle';
import { DefinitionError } from '../errors.js';
import { conditionLanguageProblem, definitionsWarnings, foreignAttributeWarnings, isHarmless, multiInstanceProblems, processProblems } from './honesty.js';
import { capitalise, describeFlow, describeNode, type FlowDef, type NodeDef, type NodeType, type ProcessModel } from './model.js';
import type { TimerDefinition } from './timers.js';

const nodeTypes: Record<string, NodeType> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
  'bpmn:IntermediateCatchEvent': 'timerCatch',
  'bpmn:BoundaryEvent': 'boundary',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:CallActivity': 'callActivity',
};

// Data objects only document the model; they never hold a token.
const ignoredTypes = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

/** Reads BPMN 2.0 XML into the engine's process model; structural problems are collected, not thrown. */
export async function parseBpmn(xml: string): Promise<ProcessModel> {
  let parsed;
  try {
    parsed = await new BpmnModdle().fromXML(xml);
  } catch (error) {
    throw new DefinitionError([`The file is not valid BPMN 2.0 XML: ${(error as Error).message.split('\n')[0]}`]);
  }
  const problems: string[] = [];
  const processes = children(parsed.rootElement, 'rootElements').filter((el) => el.$type === 'bpmn:Process');
  const withContent = processes.filter((p) => children(p, 'flowElements').length > 0);
  if (withContent.length === 0) {
    return { key: processes[0]?.id ?? '', name: processes[0]?.name ?? '', startId: '', nodes: {}, flows: {}, problems: ['The file contains no process with flow elements'], unsupported: [], warnings: [] };
  }
  if (withContent.length > 1) problems.push(`The file contains ${withContent.length} processes; only one process per definition is supported`);
  const process = withContent[0];
  problems.push(...processProblems(process));
  const warnings = [...definitionsWarnings(parsed.rootElement), ...foreignAttributeWarnings(process, `Process '${process.id ?? ''}'`)];

  const unresolved = unresolvedFlowEnds(parsed.warnings);
  for (const warning of parsed.warnings) {
    if (unresolved.has(warning)) continue;
    (isHarmless(warning) ? warnings : problems).push(`BPMN: ${warning.message}${warning.element?.id ? ` (in '${warning.element.id}')` : ''}`);
  }

  const read: Reading = { nodes: {}, flows: {}, problems, warnings, unsupported: [], unresolved };
  const { starts } = readElements(process, undefined, read);
  const { nodes, flows, unsupported } = read;
  // Incoming/outgoing come from the flows themselves: the <bpmn:incoming> children are optional in files.
  for (const flow of Object.values(flows)) {
    nodes[flow.source]?.outgoing.push(flow.id);
    nodes[flow.target]?.incoming.push(flow.id);
  }
  if (starts.length > 1) problems.push(`The process has ${starts.length} start events (${starts.join(', ')}); exactly one is allowed`);
  return { key: process.id ?? '', name: process.name ?? '', startId: starts[0] ?? '', nodes, flows, problems, unsupported, warnings };
}

/** What reading the flow elements collects, level by level. */
interface Reading {
  nodes: Record<string, NodeDef>;
  flows: Record<string, FlowDef>;
  problems: string[];
  warnings: string[];
  unsupported: string[];
  unresolved: Map<ParseWarning, { flowId: string; end: string; id: string }>;
}

/**
 * Reads one level of flow elements (the process, or an embedded sub-process flattened into the same maps with
 * `scope` set, since ids are unique in a file); returns that level's start and end events.
 */
function readElements(container: ModdleElement, scope: string | undefined, read: Reading): { starts: string[]; ends: string[] } {
  const { nodes, flows, problems, warnings, unsupported } = read;
  const starts: string[] = [];
  const ends: string[] = [];
  for (const el of children(container, 'flowElements')) {
    const id = el.id ?? '';
    if (el.$type === 'bpmn:SequenceFlow') {
      flows[id] = readFlow(el, read.unresolved, problems);
      warnings.push(...foreignAttributeWarnings(el, `Sequence flow '${id}'`));
      continue;
    }
    if (ignoredTypes.has(el.$type)) continue;
    const type = nodeTypes[el.$type];
    const refusal = !type ? unsupportedElement(el) : el.triggeredByEvent === true ? `Event sub-process '${id}'${el.name ? ` (${el.name})` : ''} is not supported; only embedded sub-processes entered by a sequence flow run` : null;
    if (refusal) {
      unsupported.push(id);
      problems.push(refusal);
      continue;
    }
    if ((type === 'start' || type === 'end') && children(el, 'eventDefinitions').length > 0) {
      problems.push(`${type === 'start' ? 'Start' : 'End'} event '${id}' has an event definition (timer, message, terminate ...), which is not supported`);
    }
    const node: NodeDef = { id, name: el.name ?? '', type, incoming: [], outgoing: [] };
    if (scope) node.scope = scope;
    if (type === 'timerCatch' || type === 'boundary') {
      const timer = readTimer(el);
      if (typeof timer === 'string') {
        unsupported.push(id);
        problems.push(`${type === 'boundary' ? 'Boundary' : 'Intermediate catch'} event '${id}'${el.name ? ` (${el.name})` : ''}: ${timer}`);
        continue;
      }
      node.timer = timer;
      if (type === 'boundary') {
        node.attachedTo = (el.attachedToRef as ModdleElement | undefined)?.id ?? '';
        node.interrupting = el.cancelActivity !== false;
      }
    }
    const label = capitalise(describeNode(node));
    warnings.push(...foreignAttributeWarnings(el, label));
    if (type === 'callActivity') {
      const called = typeof el.calledElement === 'string' ? el.calledElement.trim() : '';
      if (called) node.calledElement = called;
      else problems.push(`${label} has no calledElement: name the key of the process it starts`);
    }
    const loop = el.loopCharacteristics as ModdleElement | undefined;
    if (loop) {
      if (type === 'userTask' && loop.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
        node.multi = { sequential: loop.isSequential === true };
        problems.push(...multiInstanceProblems(loop, label));
      } else problems.push(`Element '${id}' has ${loop.$type}; only multi-instance user tasks are supported`);
    }
    const defaultFlow = el.default as ModdleElement | undefined;
    if (defaultFlow?.id) node.defaultFlow = defaultFlow.id;
    if (type === 'start') starts.push(id);
    if (type === 'end') ends.push(id);
    nodes[id] = node;
    if (type === 'subProcess') {
      const inner = readElements(el, id, read);
      if (inner.starts.length > 1) problems.push(`${label} has ${inner.starts.length} start events (${inner.starts.join(', ')}); exactly one is allowed`);
      node.inner = { start: inner.starts[0] ?? '', ends: inner.ends };
    }
  }
  return { starts, ends };
}

/** Why an element the engine has no node type for cannot run, naming what it is. */
function unsupportedElement(el: ModdleElement): string {
  const label = `'${el.id ?? ''}'${el.name ? ` (${el.name})` : ''}`;
  return `Element ${label} of type ${el.$type} is not supported; use start/end events, user tasks, embedded sub-processes, call activities and exclusive, parallel or inclusive gateways`;
}

/** A timer event's definition, or why the engine cannot run the event (only timers with a duration or date run). */
function readTimer(el: ModdleElement): TimerDefinition | string {
  const definitions = children(el, 'eventDefinitions');
  const timer = definitions[0];
  if (definitions.length !== 1 || timer.$type !== 'bpmn:TimerEventDefinition') return 'only timer events (one timer definition) are supported';
  const body = (key: string) => {
    const value = (timer[key] as ModdleElement | undefined)?.body;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const duration = body('timeDuration');
  const date = body('timeDate');
  if (duration) return { duration };
  if (date) return { date };
  if (body('timeCycle')) return 'timer cycles (timeCycle) are not supported; use a duration or a date';
  return 'the timer has no duration or date';
}

/** A flow's ends as written in the XML, even when they name no element, so validation can say which. */
function readFlow(el: ModdleElement, unresolved: Map<ParseWarning, { flowId: string; end: string; id: string }>, problems: string[]): FlowDef {
  const id = el.id ?? '';
  const ref = (end: 'sourceRef' | 'targetRef') => {
    const target = el[end] as ModdleElement | undefined;
    if (target?.id) return target.id;
    for (const entry of unresolved.values()) if (entry.flowId === id && entry.end === end) return entry.id;
    return '';
  };
  const flow: FlowDef = { id, source: ref('sourceRef'), target: ref('targetRef') };
  if (el.name) flow.name = el.name;
  const expression = el.conditionExpression as ModdleElement | undefined;
  const language = expression && conditionLanguageProblem(expression, capitalise(describeFlow(flow)));
  if (language) problems.push(language);
  const body = expression?.body;
  if (typeof body === 'string' && body.trim() !== '') flow.condition = stripPlaceholder(body);
  return flow;
}

/** `${amount > 50000}` (the Flowable/Camunda form) and `amount > 50000` mean the same condition. */
export function stripPlaceholder(expression: string): string {
  const trimmed = expression.trim();
  const match = /^\$\{([\s\S]*)\}$/.exec(trimmed);
  return (match ? match[1] : trimmed).trim();
}

function unresolvedFlowEnds(warnings: ParseWarning[]) {
  const found = new Map<ParseWarning, { flowId: string; end: string; id: string }>();
  for (const warning of warnings) {
    const end = warning.property?.replace(/^bpmn:/, '');
    if (warning.element?.$type === 'bpmn:SequenceFlow' && (end === 'sourceRef' || end === 'targetRef') && warning.value) {
      found.set(warning, { flowId: warning.element.id ?? '', end, id: warning.value });
    }
  }
  return found;
}

function children(el: ModdleElement, property: string): ModdleElement[] {
  const value = el[property];
  return Array.isArray(value) ? (value as ModdleElement[]) : [];
}
