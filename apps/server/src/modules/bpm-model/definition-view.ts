import { processFormSchema, type FieldPermissionValue, type LayoutNode, type NodeTypeValue, type ProcessForm } from '@wp/contract';
import type { DefinitionSettings, NodeDef, ProcessModel } from '@wp/engine';

/** The original platform's name of a node type; a multi-instance user task is a SIGNTASK (会签). */
export function wireNodeType(node: NodeDef): NodeTypeValue {
  switch (node.type) {
    case 'start': return 'START';
    case 'end': return 'END';
    case 'userTask': return node.multi ? 'SIGNTASK' : 'USERTASK';
    case 'exclusive': return 'EXCLUSIVEGATEWAY';
    case 'parallel': return 'PARALLELGATEWAY';
    case 'inclusive': return 'INCLUSIVEGATEWAY';
    case 'timerCatch': return 'TIMERCATCHEVENT';
    case 'boundary': return 'BOUNDARYEVENT';
    case 'subProcess': return 'SUBPROCESS';
    case 'callActivity': return 'CALLACTIVITY';
  }
}

/** The flow nodes of a model in document order, as the client's layout list. */
export const layoutNodes = (model: ProcessModel): LayoutNode[] =>
  Object.values(model.nodes).map((n) => ({ nodeId: n.id, nodeType: wireNodeType(n), name: n.name }));

/**
 * Field permissions per node (the start event and every user task): what the settings say, and for fields
 * they do not name 'w' at the start (the starter fills the form in) and 'r' at a user task.
 */
export function nodePermissions(model: ProcessModel, settings: DefinitionSettings, form: ProcessForm | null): Record<string, Record<string, FieldPermissionValue>> {
  const keys = form ? processFormSchema.formFieldKeys(form) : [];
  const out: Record<string, Record<string, FieldPermissionValue>> = {};
  for (const node of Object.values(model.nodes)) {
    if (node.type !== 'start' && node.type !== 'userTask') continue;
    const given = settings.nodes[node.id]?.form?.permissions ?? {};
    const fallback: FieldPermissionValue = node.type === 'start' ? 'w' : 'r';
    out[node.id] = Object.fromEntries(keys.map((k) => [k, given[k] ?? fallback]));
  }
  return out;
}

/** A stored form as the contract's type, or null when there is none (or it predates validation). */
export function storedForm(json: string | null): ProcessForm | null {
  if (!json) return null;
  const parsed = processFormSchema.processForm.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * Problems of a deploy's form: its shape (the contract's ProcessForm), and node permissions naming fields
 * the form does not have. Each problem starts with the place it is in.
 */
export function formProblems(form: unknown, settings: DefinitionSettings): string[] {
  const problems: string[] = [];
  if (form !== undefined && form !== null) {
    const parsed = processFormSchema.processForm.safeParse(form);
    if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `form${i.path.map((p) => `.${String(p)}`).join('')}: ${i.message}`));
  }
  // Even a form with problems names its keys: check the permissions against them too, so one reply lists all.
  const fields = (form as { fields?: unknown } | null | undefined)?.fields;
  const keys = new Set(Array.isArray(fields) ? fields.map((f) => (f as { key?: unknown } | null)?.key).filter((k): k is string => typeof k === 'string') : []);
  const nodes = typeof settings?.nodes === 'object' && settings.nodes !== null ? settings.nodes : {};
  for (const [nodeId, node] of Object.entries(nodes)) {
    const permissions = node?.form?.permissions;
    if (typeof permissions !== 'object' || permissions === null) continue;
    for (const field of Object.keys(permissions)) {
      if (!keys.has(field)) problems.push(`settings.nodes.${nodeId}.form.permissions: the form has no field '${field}'`);
    }
  }
  return problems;
}
