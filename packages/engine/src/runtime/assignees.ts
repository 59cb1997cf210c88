import type { AssigneeRule } from '../definition/settings.js';
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
    case 'starterDeptHead': return orNone(directory.headOf(ctx.starterId));
    case 'prevApproverHead': return ctx.actorId ? orNone(directory.headOf(ctx.actorId)) : [];
    case 'formUser': return usersInField(ctx.vars[rule.field]);
  }
}

/** A form field may hold one account, a list, or a comma-separated list (what user pickers produce). */
function usersInField(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean);
  return [];
}

function orNone(id: string | null): string[] {
  return id ? [id] : [];
}
