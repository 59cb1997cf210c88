import type { NodeDef, ProcessModel } from './model.js';

/** Node ids reachable from `from` along flows (including `from`), never walking on past `stopAt`. */
export function reachableFrom(model: ProcessModel, from: Iterable<string>, stopAt?: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.shift() as string;
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
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const flowId of model.nodes[id]?.incoming ?? []) {
      const source = model.flows[flowId]?.source;
      if (source === undefined || seen.has(source) || !model.nodes[source]) continue;
      seen.add(source);
      order.push(source);
      queue.push(source);
    }
  }
  return order;
}

/** A gateway that waits for several incoming branches. */
export function isJoin(node: NodeDef): boolean {
  return (node.type === 'parallel' || node.type === 'inclusive') && node.incoming.length > 1;
}
