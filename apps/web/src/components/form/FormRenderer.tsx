import { List } from 'antd-mobile';
import { useMemo, useRef, type ReactNode } from 'react';
import type { FormFieldType, ProcessForm } from '@wp/contract';
import { withChanges, withComputed, type AnyField, type FormPermissions, type FormValues } from '../../lib/form/model.js';
import { effectiveMode, isRequired, type FieldAccess } from '../../lib/form/permissions.js';
import type { FieldError } from '../../lib/form/validate.js';
import { FormContext, type FieldLevel, type FormRenderContext } from './context.js';
import { FieldControl } from './FieldControl.js';
import { SubtableControl, type SubtableRights } from './fields/SubtableControl.js';
import './form.css';

export interface FormRendererProps {
  /** The form's fields (the contract's ProcessForm: a process form, later a data template). */
  definition: Pick<ProcessForm, 'fields'>;
  /** The current values (computed fields are worked out again for display). */
  values: FormValues;
  /** Every edit: the new values with computed fields worked out, and the one field that changed. */
  onChange(values: FormValues, change: { key: string; value: unknown }): void;
  /** This node's field permissions by key: w, b (required), r (read-only), n (hidden); unnamed fields are w. */
  permissions?: FormPermissions;
  /** Show every field read-only (a finished request, a done task); n stays hidden. */
  readOnly?: boolean;
  /** Failing fields from the validator, shown under each field (useFormController passes them after a submit). */
  errors?: readonly FieldError[];
  /** What may be done to each sub-table's rows, by key (getForm's permission.table); everything when absent. */
  tableRights?: Readonly<Record<string, SubtableRights>>;
}

/** Types whose control takes the whole width under the label rather than beside it. */
const stacked: ReadonlySet<FormFieldType> = new Set(['textarea', 'checkbox', 'radio', 'attachment', 'picture', 'subtable', 'signature']);

function FieldItem({ field, access, value, error, onChange, level, rights }: {
  field: AnyField; access: FieldAccess; value: unknown; error?: string; onChange(value: unknown): void; level: FieldLevel; rights?: SubtableRights;
}) {
  const readOnly = access.readOnly || field.type === 'computed' || field.type === 'serialNo';
  const description: ReactNode = (field.help || error) ? (
    <>
      {field.help && <div className="form-help">{field.help}</div>}
      {error && <div className="form-error" role="alert">{error}</div>}
    </>
  ) : undefined;
  const control = field.type === 'subtable'
    ? <SubtableControl field={field} value={value} onChange={onChange} readOnly={access.readOnly} path={field.key} access={access} Cell={FieldControl} rights={rights} />
    : <FieldControl field={field} value={value} onChange={onChange} readOnly={readOnly} path={field.key} level={level} />;
  const label = <span className="form-label">{field.label}{isRequired(field.required, access) && <span className="form-required">*</span>}</span>;
  const vertical = stacked.has(field.type);
  return (
    <List.Item prefix={vertical ? undefined : label} title={vertical ? label : undefined} description={description}
      className={`form-field form-field-${field.type} ${vertical ? 'is-vertical' : 'is-horizontal'}${readOnly ? ' is-readonly' : ''}${error ? ' has-error' : ''}`}
      data-field={field.key}>
      {control}
    </List.Item>
  );
}

/**
 * Draws a form definition with antd-mobile controls under a node's field permissions. Controlled: the
 * screen owns the values (useFormController does that and validates); the renderer reports every edit.
 */
export function FormRenderer({ definition, values, onChange, permissions = {}, readOnly = false, errors, tableRights }: FormRendererProps) {
  const shown = useMemo(() => withComputed(definition, values), [definition, values]);
  // Edits that land in one tick (two uploads finishing together) build on each other, not on a stale render.
  const latest = useRef(values);
  latest.current = values;
  const context = useMemo<FormRenderContext>(() => {
    const byPath = new Map((errors ?? []).map((e) => [e.field, e.message]));
    return { errorOf: (path) => byPath.get(path) };
  }, [errors]);

  // Several fields change at once when a dialog maps its rows or a cascade's parent changes (its dependents
  // empty): each change is reported, all with the same new values.
  const patch = (changes: FormValues) => {
    const before = latest.current;
    const merged = withChanges(definition.fields, before, changes);
    const next = withComputed(definition, merged);
    latest.current = next;
    for (const key of Object.keys(merged)) if (key in changes || merged[key] !== before[key]) onChange(next, { key, value: merged[key] });
  };
  const set = (key: string, value: unknown) => patch({ [key]: value });
  const level: FieldLevel = { fields: definition.fields, values: shown, patch };

  return (
    <FormContext.Provider value={context}>
      <div className="form-renderer">
        <List mode="card">
        {definition.fields.map((field) => {
          const access = effectiveMode(permissions[field.key], readOnly);
          if (access.hidden) return null;
          return <FieldItem key={field.key} field={field} access={access} value={shown[field.key]} error={context.errorOf(field.key)}
            onChange={(v) => set(field.key, v)} level={level} rights={tableRights?.[field.key]} />;
        })}
        </List>
      </div>
    </FormContext.Provider>
  );
}
