import { capitalise, describeNode, type ProcessModel } from './model.js';

/** The latest deployed version's model of a process key, or undefined when the key has none (the server looks it up). */
export type DeployedModels = (key: string) => Promise<ProcessModel | undefined>;

/** The process keys a model's call activities start, each once, in document order. */
export function calledKeys(model: ProcessModel): string[] {
  const keys = Object.values(model.nodes).flatMap((n) => (n.type === 'callActivity' && n.calledElement ? [n.calledElement] : []));
  return [...new Set(keys)];
}

/**
 * What the model's call activities ask of the processes deployed now, for deploying it as `key`: each calledElement
 * must name a deployed process, and no call may lead back to this process, directly (A calls A) or through the calls
 * of the called processes' latest versions (A calls B calls A): the instances would start each other for ever.
 */
export async function callProblems(model: ProcessModel, key: string, deployed: DeployedModels): Promise<string[]> {
  const models = new Map<string, Promise<ProcessModel | undefined>>();
  const latest = (k: string) => {
    if (!models.has(k)) models.set(k, deployed(k));
    return models.get(k)!;
  };
  const problems: string[] = [];
  for (const node of Object.values(model.nodes)) {
    const called = node.type === 'callActivity' ? node.calledElement : undefined;
    if (!called) continue;
    const label = capitalise(describeNode(node));
    if (called !== key && !(await latest(called))) {
      problems.push(`${label} calls '${called}', which is not a deployed process`);
      continue;
    }
    const cycle = await callPath(called, key, latest);
    if (cycle) problems.push(`${label} calls '${called}', which leads back to this process (${[key, ...cycle].join(' → ')}): the instances would start each other for ever`);
  }
  return problems;
}

/** The keys from `from` to `to` along the calls of the latest versions (both included), or null; one breadth-first walk. */
async function callPath(from: string, to: string, latest: (key: string) => Promise<ProcessModel | undefined>): Promise<string[] | null> {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let next = 0; next < queue.length; next++) {
    const key = queue[next];
    if (key === to) {
      const path: string[] = [];
      for (let at: string | null | undefined = key; at; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    const model = await latest(key);
    for (const called of model ? calledKeys(model) : []) {
      if (cameFrom.has(called)) continue;
      cameFrom.set(called, key);
      queue.push(called);
    }
  }
  return null;
}
