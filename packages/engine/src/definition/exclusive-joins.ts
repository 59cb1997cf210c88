import { capitalise, describeFlow, describeNode, type FlowDef, type NodeDef, type ProcessModel } from './model.js';

/** An outgoing flow of a branching exclusive gateway that a straight line of the model starts with. */
interface Choice {
  gateway: NodeDef;
  flow: FlowDef;
}

/**
 * A parallel join fed by an exclusive choice: two of its incoming flows are the ends of straight lines (no merge,
 * no parallel or inclusive gateway on the way) that leave one exclusive gateway by different flows. Only one of
 * them ever carries the token, so the join would wait for ever; such a model is refused at deploy.
 */
export function exclusiveJoinProblems(model: ProcessModel): string[] {
  const problems: string[] = [];
  for (const join of Object.values(model.nodes)) {
    if (join.type === 'parallel' && join.incoming.length > 1) {
      const problem = exclusiveFeed(model, join);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** The first pair of the join's incoming flows that one exclusive gateway chooses between, as a problem. */
function exclusiveFeed(model: ProcessModel, join: NodeDef): string | null {
  const seen = new Map<string, { incoming: FlowDef; choice: Choice }>();
  for (const flowId of join.incoming) {
    const incoming = model.flows[flowId];
    for (const choice of choicesBehind(model, incoming)) {
      const other = seen.get(choice.gateway.id);
      if (!other) seen.set(choice.gateway.id, { incoming, choice });
      else if (other.choice.flow.id !== choice.flow.id) {
        return `${capitalise(describeNode(join))} joins ${describeFlow(other.incoming)} and ${describeFlow(incoming)}, which come from different outgoing flows of ${describeNode(choice.gateway)}: only one of them is ever taken, so the join would wait for ever; merge them with an exclusive gateway instead`;
      }
    }
  }
  return null;
}

/** Walks back from a flow while the way is a single line, collecting every exclusive choice it passes. */
function choicesBehind(model: ProcessModel, flow: FlowDef): Choice[] {
  const choices: Choice[] = [];
  const visited = new Set<string>();
  let current = flow;
  for (;;) {
    const source = model.nodes[current.source];
    if (!source || visited.has(source.id)) return choices;
    visited.add(source.id);
    if (source.type === 'exclusive' && source.outgoing.length > 1) choices.push({ gateway: source, flow: current });
    // Past a merge, a parallel or inclusive gateway or the start, more than one token may be on the way.
    if (source.incoming.length !== 1 || (source.type !== 'userTask' && source.type !== 'exclusive')) return choices;
    current = model.flows[source.incoming[0]];
    if (!current) return choices;
  }
}
