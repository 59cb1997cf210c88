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
    for (const flowId of model.nodes[id].outgoing) {
      const target = model.flows[flowId]?.target;
      if (target !== undefined) queue.push(target);
    }
  }
  return seen;
}

/** Node ids from which `to` can be reached (excluding `to` unless a loop leads back to it), nearest first. */
export function upstreamOf(model: ProcessModel, to: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const queue = [to];
  for (let next = 0; next < queue.length; next++) {
    for (const flowId of model.nodes[queue[next]]?.incoming ?? []) {
      const source = model.flows[flowId]?.source;
      if (source === undefined || seen.has(source) || !model.nodes[source]) continue;
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
    // A token waiting at a user task can also leave it by a boundary event on it.
    const sources = node.incoming.map((flowId) => model.flows[flowId]?.source);
    if (node.attachedTo) sources.push(node.attachedTo);
    for (const source of sources) {
      if (source === undefined || source === avoid || seen.has(source) || !model.nodes[source]) continue;
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
