/** Node types a reject-to-node picker never offers (spec 000 section 2, "Task detail"). */
const hidden = new Set(['START', 'END', 'INCLUSIVEGATEWAY', 'EXCLUSIVEGATEWAY', 'PARALLELGATEWAY',
  'start', 'end', 'inclusive', 'exclusive', 'parallel']);

/** The nodes a user may pick as a target: everything but start, end and gateways. */
export function pickableNodes<T extends { nodeType: string }>(nodes: T[]): T[] {
  return nodes.filter((n) => !hidden.has(n.nodeType) && !hidden.has(n.nodeType.toUpperCase()));
}
