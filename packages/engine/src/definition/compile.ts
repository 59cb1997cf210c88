import type { OrgDirectory } from '../directory.js';
import { DefinitionError } from '../errors.js';
import { isJoin, reachingAny, upstreamOf } from './graph.js';
import type { NodeDef, ProcessModel } from './model.js';
import { parseBpmn } from './parse-bpmn.js';
import type { DefinitionSettings, NodeSettings } from './settings.js';
import { validateModel } from './validate-model.js';
import { validateSettings } from './validate-settings.js';

/**
 * A deployed definition ready to run: the model, its settings and indexes the step needs.
 * In-memory only (it holds Sets); the server rebuilds it from the stored XML and settings.
 */
export interface CompiledDefinition {
  id: string;
  model: ProcessModel;
  settings: DefinitionSettings;
  /**
   * For every inclusive join, per incoming flow: the nodes from which that flow can be reached without passing
   * through the join, the sets the BPMN rule for when the join fires reads. Only inclusive joins get them: a
   * set for every node made compiling a long model quadratic.
   */
  inclusiveFeeds: Record<string, Record<string, ReadonlySet<string>>>;
  /** The boundary timer events on each user task that has some. */
  boundaries: Record<string, NodeDef[]>;
  /** What the engine read past without running it differently (see the README's deploy-time honesty). */
  warnings: string[];
}

/** Every problem of a model and its settings, in readable English; empty when it can be deployed. */
export function validateDefinition(model: ProcessModel, settings: DefinitionSettings, directory: OrgDirectory): string[] {
  return [...validateModel(model), ...validateSettings(model, settings, directory)];
}

/** Parses, validates and indexes a definition; throws DefinitionError listing every problem. */
export async function compileDefinition(xml: string, settings: DefinitionSettings, directory: OrgDirectory, id?: string): Promise<CompiledDefinition> {
  const model = await parseBpmn(xml);
  const problems = validateDefinition(model, settings, directory);
  if (problems.length > 0) throw new DefinitionError(problems);
  return { id: id ?? model.key, model, settings, inclusiveFeeds: inclusiveFeedsOf(model), boundaries: boundariesOf(model), warnings: [...model.warnings] };
}

function inclusiveFeedsOf(model: ProcessModel): Record<string, Record<string, ReadonlySet<string>>> {
  const feeds: Record<string, Record<string, ReadonlySet<string>>> = {};
  for (const node of Object.values(model.nodes)) {
    if (node.type !== 'inclusive' || !isJoin(node)) continue;
    feeds[node.id] = Object.fromEntries(node.incoming.map((flowId) => [flowId, reachingAny(model, exitsOf(model, model.flows[flowId].source), node.id)]));
  }
  return feeds;
}

/** Where a token is when it leaves by a node's flows: the node itself, or a sub-process's end events. */
function exitsOf(model: ProcessModel, nodeId: string): string[] {
  const node = model.nodes[nodeId];
  return node?.type === 'subProcess' ? [nodeId, ...(node.inner?.ends ?? [])] : [nodeId];
}

function boundariesOf(model: ProcessModel): Record<string, NodeDef[]> {
  const on: Record<string, NodeDef[]> = {};
  for (const node of Object.values(model.nodes)) if (node.type === 'boundary' && node.attachedTo) (on[node.attachedTo] ??= []).push(node);
  return on;
}

/** The node's settings; the start event and unset nodes get an empty rule set. */
export function settingsOf(def: CompiledDefinition, nodeId: string): NodeSettings {
  return def.settings.nodes[nodeId] ?? { assignees: [] };
}

/** The node, or a clear error for an id the definition does not have. */
export function nodeOf(def: CompiledDefinition, nodeId: string): NodeDef {
  const node = def.model.nodes[nodeId];
  if (!node) throw new Error(`Node '${nodeId}' is not in definition '${def.id}'`);
  return node;
}

/** User tasks a reject from `nodeId` may target: earlier user tasks on paths into it, nearest first. */
export function afterJumpNodes(def: CompiledDefinition, nodeId: string): NodeDef[] {
  return upstreamOf(def.model, nodeId)
    .filter((id) => id !== nodeId)
    .map((id) => def.model.nodes[id])
    .filter((node) => node.type === 'userTask');
}
