import { checkExpression } from './expressions.js';
import { timerProblem } from './timers.js';
import { exclusiveJoinProblems } from './exclusive-joins.js';
import { reachableFrom, reachingAny } from './graph.js';
import { capitalise, describeFlow, describeNode, type NodeDef, type ProcessModel } from './model.js';

/** Problems of the BPMN graph itself: events, dangling flows, gateways, conditions, reachability. */
export function validateModel(model: ProcessModel): string[] {
  const problems = [...model.problems];
  const nodes = Object.values(model.nodes);
  const top = nodes.filter((n) => !n.scope);
  if (!top.some((n) => n.type === 'start')) problems.push('The process has no start event');
  if (!top.some((n) => n.type === 'end')) problems.push('The process has no end event');

  let dangling = false;
  for (const flow of Object.values(model.flows)) {
    for (const [end, id] of [['source', flow.source], ['target', flow.target]] as const) {
      if (model.nodes[id]) continue;
      dangling = true;
      // A flow into an unsupported element is already explained by that element's problem.
      if (!id) problems.push(`${capitalise(describeFlow(flow))} has no ${end}`);
      else if (!model.unsupported.includes(id)) problems.push(`${capitalise(describeFlow(flow))} points to unknown ${end} '${id}'`);
    }
    const [from, to] = [model.nodes[flow.source], model.nodes[flow.target]];
    if (from && to && from.scope !== to.scope) {
      dangling = true;
      problems.push(`${capitalise(describeFlow(flow))} crosses the border of sub-process '${from.scope ?? to.scope ?? ''}'; a sub-process is entered and left by its own start and end events`);
    }
    if (flow.condition !== undefined) {
      const reason = checkExpression(flow.condition);
      if (reason) problems.push(`${capitalise(describeFlow(flow))} has a bad condition \`${flow.condition}\`: ${reason}`);
      const source = model.nodes[flow.source];
      if (source && source.type !== 'exclusive' && source.type !== 'inclusive') {
        problems.push(`${capitalise(describeFlow(flow))} has a condition but leaves ${describeNode(source)}; only flows leaving exclusive or inclusive gateways may have conditions`);
      }
    }
  }
  for (const node of nodes) problems.push(...nodeProblems(model, node));
  // Reachability over a broken graph would only repeat the broken flows in other words.
  if (!dangling) problems.push(...reachabilityProblems(model), ...exclusiveJoinProblems(model));
  return problems;
}

function nodeProblems(model: ProcessModel, node: NodeDef): string[] {
  const problems: string[] = [];
  const label = capitalise(describeNode(node));
  const outgoing = node.outgoing.length;
  switch (node.type) {
    case 'start':
      if (node.incoming.length > 0) problems.push(`${label} must not have incoming flows`);
      if (outgoing !== 1) problems.push(`${label} must have exactly one outgoing flow (it has ${outgoing})`);
      break;
    case 'end':
      if (outgoing > 0) problems.push(`${label} must not have outgoing flows`);
      break;
    case 'userTask':
    case 'callActivity':
      // Several unconditioned flows out of a task would be an implicit parallel split: ask for a gateway instead.
      if (outgoing !== 1) problems.push(`${label} must have exactly one outgoing flow (it has ${outgoing}); branch with a gateway`);
      break;
    case 'timerCatch':
    case 'boundary':
      problems.push(...timerEventProblems(model, node, label));
      break;
    case 'subProcess':
      // Like a user task: one way out, so leaving the scope never needs a choice of its own.
      if (outgoing !== 1) problems.push(`${label} must have exactly one outgoing flow (it has ${outgoing}); branch with a gateway`);
      if (!node.inner?.start) problems.push(`${label} has no start event`);
      if (!node.inner?.ends.length) problems.push(`${label} has no end event`);
      break;
    case 'parallel':
      if (outgoing === 0) problems.push(`${label} has no outgoing flow`);
      for (const id of node.outgoing) {
        const flow = model.flows[id];
        if (flow?.condition !== undefined) problems.push(`${label}: ${describeFlow(flow)} has a condition, but a parallel gateway takes every flow`);
      }
      break;
    case 'exclusive':
    case 'inclusive':
      if (outgoing === 0) problems.push(`${label} has no outgoing flow`);
      problems.push(...choiceProblems(model, node, label));
      break;
  }
  return problems;
}

/** A timer event runs when its timer reads, sits on a user task (boundary) or in the flow (catch), and leads on by one flow. */
function timerEventProblems(model: ProcessModel, node: NodeDef, label: string): string[] {
  const problems: string[] = [];
  const reason = node.timer ? timerProblem(node.timer) : 'it has no timer';
  if (reason) problems.push(`${label}: ${reason}`);
  if (node.outgoing.length !== 1) problems.push(`${label} must have exactly one outgoing flow (it has ${node.outgoing.length})`);
  if (node.type === 'boundary') {
    if (node.incoming.length > 0) problems.push(`${label} must not have incoming flows`);
    const host = node.attachedTo ? model.nodes[node.attachedTo] : undefined;
    if (host?.type !== 'userTask') problems.push(`${label} must be attached to a user task`);
  }
  return problems;
}

/** An exclusive/inclusive split must say, for every flow, when it is taken: a condition or being the default. */
function choiceProblems(model: ProcessModel, node: NodeDef, label: string): string[] {
  const problems: string[] = [];
  if (node.defaultFlow !== undefined) {
    if (!node.outgoing.includes(node.defaultFlow)) problems.push(`${label}: the default flow '${node.defaultFlow}' is not one of its outgoing flows`);
    else if (model.flows[node.defaultFlow]?.condition !== undefined) problems.push(`${label}: the default flow '${node.defaultFlow}' must not have a condition`);
  }
  if (node.outgoing.length < 2) return problems;
  for (const id of node.outgoing) {
    const flow = model.flows[id];
    if (flow && flow.condition === undefined && id !== node.defaultFlow) {
      problems.push(`${label}: ${describeFlow(flow)} has no condition and is not the default flow`);
    }
  }
  return problems;
}

function reachabilityProblems(model: ProcessModel): string[] {
  if (!model.nodes[model.startId]) return [];
  const problems: string[] = [];
  const reached = reachedWithBoundaries(model);
  // An end event inside a sub-process leads on along the sub-process's flow; only the process's own ends finish.
  const ends = Object.values(model.nodes).filter((n) => n.type === 'end' && !n.scope);
  // One backward walk from all the ends together: a walk per end made long models quadratic.
  const reachesEnd = reachingAny(model, ends.map((end) => end.id));
  for (const node of Object.values(model.nodes)) {
    if (node.type === 'start') continue;
    if (!reached.has(node.id)) problems.push(`${capitalise(describeNode(node))} cannot be reached from the start event`);
    else if (!reachesEnd.has(node.id)) problems.push(`${capitalise(describeNode(node))} cannot reach any end event`);
  }
  return problems;
}

/** What a token can reach from the start, boundary events included: they leave from the task they sit on. */
function reachedWithBoundaries(model: ProcessModel): Set<string> {
  const boundaries = Object.values(model.nodes).filter((n) => n.type === 'boundary');
  let reached = reachableFrom(model, [model.startId]);
  for (;;) {
    const more = boundaries.filter((b) => !reached.has(b.id) && b.attachedTo !== undefined && reached.has(b.attachedTo));
    if (more.length === 0) return reached;
    reached = reachableFrom(model, [...reached, ...more.map((b) => b.id)]);
  }
}
