import type { AssigneeRule, NodeSettings } from '../definition/settings.js';
import type { OrgDirectory } from '../directory.js';

export interface AssigneeContext {
  directory: OrgDirectory;
  starterId: string;
  /** The person whose action reaches the node: the previous approver. Null when not known (prediction). */
  actorId: string | null;
  vars: Record<string, unknown>;
}

/** The people the rules name, in rule order, without duplicates or unknown ids. */
export function resolveAssignees(rules: AssigneeRule[], ctx: AssigneeContext): string[] {
  const found: string[] = [];
  for (const rule of rules) found.push(...usersOf(rule, ctx));
  return [...new Set(found)].filter((id) => ctx.directory.exists(id));
}

function usersOf(rule: AssigneeRule, ctx: AssigneeContext): string[] {
  const { directory } = ctx;
  switch (rule.type) {
    case 'user': return rule.ids;
    case 'role': return rule.codes.flatMap((code) => directory.usersOfRole(code));
    case 'post': return rule.codes.flatMap((code) => directory.usersOfPost(code));
    case 'org': return rule.ids.flatMap((id) => directory.usersOfOrg(id));
    case 'starter': return [ctx.starterId];
    case 'starterDeptHead': return orNone(headAbove(directory, ctx.starterId, [ctx.starterId]));
    case 'prevApproverHead': return ctx.actorId ? orNone(headAbove(directory, ctx.actorId, [ctx.starterId])) : [];
    case 'formUser': return usersInField(ctx.vars[rule.field]);
  }
}

/** A form field may hold one account, a list, or a comma-separated list (what user pickers produce). */
function usersInField(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean);
  return [];
}

/**
 * The nearest head above `userId`: their department's head, or, when they head it themself, the head of the
 * department above, and so on. Never the user, nobody in `skip` (the starter: nobody approves their own
 * request), and only someone who still exists.
 */
export function headAbove(directory: AssigneeContext['directory'], userId: string, skip: ReadonlyArray<string | null>): string | null {
  return directory.headsOf(userId).find((id) => id !== userId && !skip.includes(id) && directory.exists(id)) ?? null;
}

const headRules = new Set<AssigneeRule['type']>(['starterDeptHead', 'prevApproverHead']);

/**
 * What a node does when its rules name nobody: skip to the next node (with a recorded system opinion) or
 * refuse the action. Default: skip when every rule is a head rule (the director has no head above; that is
 * no fault of the model), refuse otherwise (an empty role or post is a fault to report).
 */
export function whenNoAssignee(settings: NodeSettings): 'skip' | 'refuse' {
  if (settings.whenNoAssignee) return settings.whenNoAssignee;
  return settings.assignees.length > 0 && settings.assignees.every((rule) => headRules.has(rule.type)) ? 'skip' : 'refuse';
}

function orNone(id: string | null): string[] {
  return id ? [id] : [];
}
