import type { NodeDef, ProcessModel } from './model.js';

/** Node ids reachable from `from` along flows (including `from`), never walking on past `stopAt`. */
export function reachableFrom(model: ProcessModel, from: Iterable<string>, stopAt?: string): Set<string> {
  const seen = new Set<string>();
  // A read index instead of queue.shift(): shift is O(n) per call, which made long models quadratic.
  const queue = [...from];
  for (let next = 0; next < queue.length; next++) {
    const id = queue[next];
    if (seen.has(id) || !model.nodes[id]) continue;
    seen.add(id);
    if (id === stopAt) continue;
    queue.push(...successorsOf(model, model.nodes[id]));
  }
  return seen;
}

/**
 * Where a token goes next from a node: along its flows; into a sub-process's start event; from a sub-process's
 * end event on along the sub-process's own flows (the sub-process is entered, then left, ADR 0015).
 */
export function successorsOf(model: ProcessModel, node: NodeDef): string[] {
  if (node.type === 'subProcess') return node.inner?.start ? [node.inner.start] : [];
  const flows = node.type === 'end' && node.scope ? (model.nodes[node.scope]?.outgoing ?? []) : node.outgoing;
  return flows.map((flowId) => model.flows[flowId]?.target).filter((id): id is string => id !== undefined);
}

/** The reverse of `successorsOf`, plus the user task a boundary event sits on (a token there can leave by it). */
export function predecessorsOf(model: ProcessModel, node: NodeDef): string[] {
  if (node.type === 'start' && node.scope) return [node.scope];
  const sources: string[] = [];
  for (const flowId of node.incoming) {
    const source = model.flows[flowId]?.source;
    if (source === undefined) continue;
    const from = model.nodes[source];
    if (from?.type === 'subProcess') sources.push(...(from.inner?.ends ?? []));
    else sources.push(source);
  }
  if (node.attachedTo) sources.push(node.attachedTo);
  return sources;
}

/** Node ids from which `to` can be reached (excluding `to` unless a loop leads back to it), nearest first. */
export function upstreamOf(model: ProcessModel, to: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const queue = [to];
  for (let next = 0; next < queue.length; next++) {
    const node = model.nodes[queue[next]];
    for (const source of node ? predecessorsOf(model, node) : []) {
      if (seen.has(source) || !model.nodes[source]) continue;
      seen.add(source);
      order.push(source);
      queue.push(source);
    }
  }
  return order;
}

/**
 * Node ids from which one of `targets` can be reached (the targets included), along paths that never pass
 * through `avoid`; `avoid` itself is never in the result. One backward walk, linear in the model's size.
 */
export function reachingAny(model: ProcessModel, targets: Iterable<string>, avoid?: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...targets].filter((id) => id !== avoid && model.nodes[id]);
  for (const id of queue) seen.add(id);
  for (let next = 0; next < queue.length; next++) {
    const node = model.nodes[queue[next]];
    for (const source of predecessorsOf(model, node)) {
      if (source === avoid || seen.has(source) || !model.nodes[source]) continue;
      seen.add(source);
      queue.push(source);
    }
  }
  return seen;
}

/** A gateway that waits for several incoming branches. */
export function isJoin(node: NodeDef): boolean {
  return (node.type === 'parallel' || node.type === 'inclusive') && node.incoming.length > 1;
}

/** Whether a node lies inside the sub-process `scopeId`, at any depth. */
export function isInside(model: ProcessModel, nodeId: string, scopeId: string): boolean {
  for (let scope = model.nodes[nodeId]?.scope; scope; scope = model.nodes[scope]?.scope) if (scope === scopeId) return true;
  return false;
}
