/** The parsed BPMN process: only what the engine executes, keyed by element id. */
import type { TimerDefinition } from './timers.js';

/**
 * timerCatch: an intermediate timer catch event (the token waits there); boundary: a timer on a user task's edge;
 * subProcess: an embedded sub-process, a scope whose own nodes are flattened into the model; callActivity: a step
 * that starts another process as an instance of its own and waits until it ends (ADR 0015).
 */
export type NodeType = 'start' | 'end' | 'userTask' | 'exclusive' | 'parallel' | 'inclusive' | 'timerCatch' | 'boundary' | 'subProcess' | 'callActivity';

export interface NodeDef {
  id: string;
  name: string;
  type: NodeType;
  /** Ids of the sequence flows entering / leaving the node, in document order. */
  incoming: string[];
  outgoing: string[];
  /** Exclusive and inclusive gateways: the flow taken when no condition holds. */
  defaultFlow?: string;
  /** Multi-instance user task (会签). */
  multi?: { sequential: boolean };
  /** Timer events: when they fire. */
  timer?: TimerDefinition;
  /** Boundary events: the user task they sit on, and whether firing ends its work (cancelActivity, default true). */
  attachedTo?: string;
  interrupting?: boolean;
  /** The embedded sub-process the node sits in; absent at the process level. */
  scope?: string;
  /** Sub-processes: the start event a token entering the scope begins at ('' when it has none) and its end events. */
  inner?: { start: string; ends: string[] };
  /** Call activities: the key of the process they start (the deployed definition's key). */
  calledElement?: string;
}

export interface FlowDef {
  id: string;
  /** Node ids; an id that names no node is reported by validation as a dangling flow. */
  source: string;
  target: string;
  name?: string;
  /** The condition with any `${ }` wrapper removed. */
  condition?: string;
}

export interface ProcessModel {
  key: string;
  name: string;
  /** The process-level start event; '' when the process has none. */
  startId: string;
  nodes: Record<string, NodeDef>;
  flows: Record<string, FlowDef>;
  /** Structural problems found while reading the XML (unsupported elements, unresolved references). */
  problems: string[];
  /** Ids of elements in the file that the engine cannot run (already named in `problems`). */
  unsupported: string[];
  /** What the file says that the engine reads past without running anything differently (an encoding, an unknown attribute). */
  warnings: string[];
}

const typeLabels: Record<NodeType, string> = {
  start: 'start event',
  end: 'end event',
  userTask: 'user task',
  exclusive: 'exclusive gateway',
  parallel: 'parallel gateway',
  inclusive: 'inclusive gateway',
  timerCatch: 'timer event',
  boundary: 'boundary timer event',
  subProcess: 'sub-process',
  callActivity: 'call activity',
};

/** A readable label for messages: `user task 'deptHead' (部门负责人审批)`. */
export function describeNode(node: NodeDef): string {
  const label = `${typeLabels[node.type]} '${node.id}'`;
  return node.name ? `${label} (${node.name})` : label;
}

/** A readable label for a flow in messages. */
export function describeFlow(flow: FlowDef): string {
  return flow.name ? `sequence flow '${flow.id}' (${flow.name})` : `sequence flow '${flow.id}'`;
}

/** The same label starting a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
