import type { OrgDirectory } from '../directory.js';
import { capitalise, describeNode, type NodeDef, type ProcessModel } from './model.js';
import { allRejectModes, knownButtons, overdueActions, type DefinitionSettings, type OverdueAction } from './settings.js';

type Loose = Record<string, unknown>;

/** Problems of the node-settings document: shape, assignee references against the directory, rules. */
export function validateSettings(model: ProcessModel, settings: DefinitionSettings, directory: OrgDirectory): string[] {
  // Settings arrive as JSON from an admin screen: check the shape instead of trusting the type.
  if (!isObject(settings) || !isObject(settings.nodes)) return ['The node settings must be an object with a "nodes" map'];
  const problems: string[] = [];
  if (settings.subjectTemplate !== undefined && typeof settings.subjectTemplate !== 'string') problems.push('subjectTemplate must be a string');
  for (const id of Object.keys(settings.nodes)) {
    const node = model.nodes[id];
    if (!node) problems.push(`Settings name node '${id}', which is not in the process`);
    else if (node.type === 'end') problems.push(...endSettingsProblems(node, settings.nodes[id]));
    else if (node.type === 'timerCatch' || node.type === 'boundary') problems.push(...timerSettingsProblems(node, settings.nodes[id]));
    else if (node.type !== 'userTask' && node.type !== 'start') problems.push(`Settings name ${describeNode(node)}; only user tasks, the start event and end events take settings`);
  }
  for (const node of Object.values(model.nodes)) {
    if (node.type !== 'userTask') continue;
    const raw: unknown = settings.nodes[node.id];
    const label = capitalise(describeNode(node));
    if (!isObject(raw)) problems.push(`${label} has no settings (who approves it?)`);
    else problems.push(...nodeSettingsProblems(node, raw, label, directory));
  }
  return problems;
}

function nodeSettingsProblems(node: NodeDef, s: Loose, label: string, directory: OrgDirectory): string[] {
  const problems: string[] = [];
  if (!Array.isArray(s.assignees) || s.assignees.length === 0) problems.push(`${label} has no assignee rules`);
  else for (const rule of s.assignees) problems.push(...ruleProblems(rule, label, directory));

  if (s.buttons !== undefined) {
    if (!Array.isArray(s.buttons)) problems.push(`${label}: buttons must be a list`);
    else for (const b of s.buttons) if (!knownButtons.includes(b as string)) problems.push(`${label}: unknown button '${String(b)}'`);
  }
  if (s.rejectModes !== undefined) {
    if (!Array.isArray(s.rejectModes)) problems.push(`${label}: rejectModes must be a list`);
    else for (const m of s.rejectModes) if (!allRejectModes.includes(m)) problems.push(`${label}: unknown reject mode '${String(m)}' (use reject, rejectPre or backToStart)`);
  }
  if (s.resubmit !== undefined && s.resubmit !== 'rewalk' && s.resubmit !== 'direct') problems.push(`${label}: resubmit must be 'rewalk' or 'direct'`);
  if (s.dueHours !== undefined && !(typeof s.dueHours === 'number' && Number.isFinite(s.dueHours) && s.dueHours > 0)) problems.push(`${label}: dueHours must be a positive number`);
  problems.push(...dueProblems(s, label));
  for (const flag of ['opinionRequired', 'skipIfSameApprover'] as const) {
    if (s[flag] !== undefined && typeof s[flag] !== 'boolean') problems.push(`${label}: ${flag} must be true or false`);
  }
  if (s.whenNoAssignee !== undefined && s.whenNoAssignee !== 'skip' && s.whenNoAssignee !== 'refuse') problems.push(`${label}: whenNoAssignee must be 'skip' or 'refuse'`);
  if (s.skipIfSameApprover === true && node.multi) problems.push(`${label}: skipIfSameApprover applies only to single-approver tasks, not to a sign task`);
  problems.push(...formProblems(s.form, label));
  problems.push(...signProblems(node, s.sign, label));
  return problems;
}

/** The reminder before the due time and the action after it; both need a due time to count from. */
function dueProblems(s: Loose, label: string): string[] {
  const problems: string[] = [];
  const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
  if (s.remindBefore !== undefined) {
    const r = s.remindBefore;
    if (!isObject(r) || (r.percent === undefined) === (r.hours === undefined)) problems.push(`${label}: remindBefore must give either percent or hours`);
    else if (r.percent !== undefined && !(positive(r.percent) && (r.percent as number) < 100)) problems.push(`${label}: remindBefore.percent must be between 0 and 100`);
    else if (r.hours !== undefined && !positive(r.hours)) problems.push(`${label}: remindBefore.hours must be a positive number`);
  }
  if (s.overdue !== undefined && !overdueActions.includes(s.overdue as OverdueAction)) problems.push(`${label}: overdue must be one of ${overdueActions.join(', ')}`);
  if ((s.remindBefore !== undefined || s.overdue !== undefined) && s.dueHours === undefined) problems.push(`${label}: remindBefore and overdue need dueHours`);
  return problems;
}

/** A timer event's settings say only whether its days are working days: `{ "workingDays": true }`. */
function timerSettingsProblems(node: NodeDef, raw: unknown): string[] {
  const label = capitalise(describeNode(node));
  if (!isObject(raw)) return [`${label}: its settings must be an object`];
  const problems = Object.keys(raw).filter((key) => key !== 'workingDays').map((key) => `${label}: '${key}' does not apply to a timer event (only workingDays does)`);
  if (raw.workingDays !== undefined && typeof raw.workingDays !== 'boolean') problems.push(`${label}: workingDays must be true or false`);
  return problems;
}

/** An end event's settings say only what reaching it means: `{ "outcome": "refused" }` (or "approved"). */
function endSettingsProblems(node: NodeDef, raw: unknown): string[] {
  const label = capitalise(describeNode(node));
  if (!isObject(raw)) return [`${label}: its settings must be an object`];
  const problems = Object.keys(raw).filter((key) => key !== 'outcome').map((key) => `${label}: '${key}' does not apply to an end event (only outcome does)`);
  if (raw.outcome !== undefined && raw.outcome !== 'approved' && raw.outcome !== 'refused') problems.push(`${label}: outcome must be 'approved' or 'refused'`);
  // Reaching it ends only its sub-process, so an outcome there would never be read.
  else if (raw.outcome !== undefined && node.scope) problems.push(`${label} ends only sub-process '${node.scope}', not the request: set the outcome on an end event of the process`);
  return problems;
}

function ruleProblems(rule: unknown, label: string, directory: OrgDirectory): string[] {
  if (!isObject(rule)) return [`${label}: an assignee rule must be an object`];
  const listed = (key: string, check: (value: string) => string | null): string[] => {
    const values = rule[key];
    if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== 'string')) return [`${label}: assignee rule '${String(rule.type)}' needs a non-empty list "${key}"`];
    return values.map(check).filter((p): p is string => p !== null);
  };
  switch (rule.type) {
    case 'user': return listed('ids', (id) => (directory.exists(id) ? null : `${label}: user '${id}' does not exist`));
    case 'role': return listed('codes', (code) => (directory.usersOfRole(code).length > 0 ? null : `${label}: role '${code}' is unknown or held by nobody`));
    case 'post': return listed('codes', (code) => (directory.usersOfPost(code).length > 0 ? null : `${label}: post '${code}' is unknown or held by nobody`));
    case 'org': return listed('ids', (id) => (directory.usersOfOrg(id).length > 0 ? null : `${label}: organisation '${id}' is unknown or has no members`));
    case 'starter':
    case 'starterDeptHead':
    case 'prevApproverHead':
      return [];
    case 'formUser':
      return typeof rule.field === 'string' && rule.field.trim() !== '' ? [] : [`${label}: assignee rule 'formUser' needs the form field that holds the user`];
    default:
      return [`${label}: unknown assignee rule type '${String(rule.type)}'`];
  }
}

function formProblems(form: unknown, label: string): string[] {
  if (form === undefined) return [];
  if (!isObject(form) || typeof form.formKey !== 'string' || form.formKey === '') return [`${label}: form needs a formKey`];
  if (form.permissions === undefined) return [];
  if (!isObject(form.permissions)) return [`${label}: form permissions must map field names to w, b, r or n`];
  return Object.entries(form.permissions)
    .filter(([, p]) => !['w', 'b', 'r', 'n'].includes(p as string))
    .map(([field, p]) => `${label}: field '${field}' has permission '${String(p)}' (use w, b, r or n)`);
}

function signProblems(node: NodeDef, sign: unknown, label: string): string[] {
  if (sign === undefined) return [];
  if (!node.multi) return [`${label}: sign settings need a multi-instance task`];
  if (!isObject(sign) || !['all', 'percent', 'oneVote'].includes(sign.rule as string)) return [`${label}: sign rule must be all, percent or oneVote`];
  if (sign.rule === 'percent' && !(typeof sign.percent === 'number' && sign.percent > 0 && sign.percent <= 100)) {
    return [`${label}: the percent sign rule needs a percent between 1 and 100`];
  }
  return [];
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
