import { formDataApi } from '@wp/contract';
import type { Principal } from '../../uc/principals.js';
import type { Scope } from '../bo/records.repository.js';

type Rule = formDataApi.template.RightRule;
type Settings = formDataApi.template.TemplateSettings;
/** What a caller may do with a template's records. */
export type RecordAction = 'read' | 'add' | 'edit' | 'del' | 'export' | 'import';
type Button = formDataApi.template.TemplateSettings['manageField'][number]['name'];

/**
 * Whether the principal holds a right: administrators always; others when ANY rule names them (every rule is
 * evaluated, not only the first). A missing right means everyone, as the original's default rule; an empty
 * list means nobody.
 */
export function holds(p: Principal, rules: readonly Rule[] | undefined): boolean {
  if (p.isAdmin) return true;
  if (!rules) return true;
  return rules.some((r) => {
    const ids = (r.id ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    switch (r.type) {
      case 'everyone': return true;
      case 'none': return false;
      case 'user': return ids.includes(p.userId);
      case 'role': return ids.some((id) => p.roleIds.has(id));
      case 'post': return ids.some((id) => p.postIds.has(id));
      case 'org': return ids.some((id) => p.orgIds.has(id));
    }
  });
}

/**
 * The rule of a template: reading needs the template's `right`; adding, editing, deleting, exporting and importing
 * need that and the right of the button of that name, and a template without that button allows it to nobody but
 * administrators.
 */
export function may(p: Principal, settings: Settings, action: RecordAction): boolean {
  if (!holds(p, settings.right)) return false;
  if (action === 'read') return true;
  const button = settings.manageField.find((b) => b.name === action);
  return p.isAdmin || (!!button && holds(p, button.right));
}

/** The caller's permission object: each list column and each button, true when they may use it. */
export function permissionOf(p: Principal, settings: Settings): formDataApi.template.TemplatePermission {
  const read = holds(p, settings.right);
  const columns = Object.fromEntries(settings.displayField.map((c) => [c.name, read && holds(p, c.right)]));
  const buttons = Object.fromEntries(settings.manageField.map((b) => [b.name,
    b.name === 'add' || b.name === 'edit' || b.name === 'del' ? may(p, settings, b.name) : read && holds(p, b.right)]));
  return { columns, buttons };
}

/**
 * Every button of templates (configured on this one or not) and whether the caller may use it: the record actions
 * by `may`; `detail` (viewing a record) with the right to read when not configured; the others by their rule,
 * and for administrators only when the template lacks them.
 */
export function buttonsOf(p: Principal, settings: Settings): Record<Button, boolean> {
  const read = holds(p, settings.right);
  const actions: ReadonlySet<string> = new Set<RecordAction>(['add', 'edit', 'del', 'export', 'import']);
  return Object.fromEntries(formDataApi.template.templateButtons.map((name) => {
    if (actions.has(name)) return [name, may(p, settings, name as RecordAction)];
    const button = settings.manageField.find((b) => b.name === name);
    if (button) return [name, read && holds(p, button.right)];
    return [name, name === 'detail' ? read : read && p.isAdmin];
  })) as Record<Button, boolean>;
}

/**
 * The rows of a template the principal may see: everything for administrators and templates without filters;
 * else the rows any filter whose right names them allows (only `onlyFilter` when given); nothing (null) when none
 * does. Lists, exports, dialogs and queries over the template all read its rows through this.
 */
export function rowsVisible(t: { principal: Principal; settings: Settings }, onlyFilter?: string): Scope | null {
  if (onlyFilter === undefined && (t.principal.isAdmin || t.settings.filterField.length === 0)) return {};
  const mine = t.settings.filterField.filter((f) => holds(t.principal, f.right) && (onlyFilter === undefined || f.key === onlyFilter));
  if (mine.length === 0) return null;
  return { anyOf: mine.map((f) => ({ querys: f.condition.map((c) => ({
    property: c.property, operation: c.operation, value: c.current === 'userId' ? t.principal.userId : c.value, relation: 'AND' as const,
  })) })) };
}
