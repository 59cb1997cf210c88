import { List } from 'antd-mobile';
import { useMemo, useState, type ComponentType } from 'react';
import type { SubtableField } from '@wp/form';
import { withChanges, withComputed, type FormRow } from '../../../lib/form/model.js';
import { isRequired, type FieldAccess } from '../../../lib/form/permissions.js';
import { validateForm } from '../../../lib/form/validate.js';
import { Sheet } from '../../Sheet.js';
import { useFormContext, type ControlProps } from '../context.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * One sub-table row in a full-screen sheet (phones): every column's control under its label, the column's
 * rule messages under it once a save was tried (the form's own messages after a submit before that), and
 * save / cancel. Edits stay in the sheet until saved; a read-only row is shown with a close button only.
 */
export function SubtableRowEditor({ field, initial, index, path, access, readOnly, Cell, onSave, onClose }: {
  field: SubtableField;
  /** The row as it is (an empty object for a new one). */
  initial: FormRow;
  /** Its position, 0-based (the row count for a new one). */
  index: number;
  path: string;
  access: FieldAccess;
  readOnly: boolean;
  Cell: ComponentType<ControlProps>;
  onSave(row: FormRow): void;
  onClose(): void;
}) {
  const { t } = useTranslation('form');
  const { errorOf } = useFormContext();
  const [row, setRow] = useState<FormRow>(initial);
  const [tried, setTried] = useState(false);
  const columns = useMemo(() => ({ fields: field.columns }), [field.columns]);
  const shown = useMemo(() => withComputed(columns, row), [columns, row]);
  // The row alone through the form's rules (as a one-row table, so that the messages are the table's).
  const problems = useMemo(() => {
    const one: SubtableField = { ...field, minRows: undefined, maxRows: undefined };
    const found = validateForm({ fields: [one] }, { [field.key]: [shown] }, { [field.key]: access.mode });
    return new Map(found.map((e) => [e.field.slice(`${field.key}[0].`.length), e.message]));
  }, [field, shown, access.mode]);
  const patch = (changes: FormRow) => setRow((r) => withChanges(field.columns, r, changes));
  const title = t('subtable.editorTitle', { table: field.label, row: index + 1 });

  function save() {
    setTried(true);
    if (problems.size === 0) onSave(shown);
  }

  return (
    <Sheet open onClose={onClose} label={title} bodyClassName="form-row-editor-body" className="form-row-editor">
      <div className="form-row-editor-head">
        <button type="button" className="link-button" onClick={onClose}>{readOnly ? t('subtable.close') : t('picker.cancel')}</button>
        <h2 className="form-row-editor-title">{title}</h2>
        {readOnly ? <span /> : <button type="button" className="link-button form-row-editor-save" onClick={save}>{t('subtable.save')}</button>}
      </div>
      <div className="form-row-editor-scroll">
        <List mode="card">
          {field.columns.map((c) => {
            const error = (tried ? problems.get(c.key) : undefined) ?? errorOf(`${path}[${index}].${c.key}`);
            return (
              <List.Item key={c.key} className={`form-field form-row-editor-field${error ? ' has-error' : ''}`}
                title={<span className="form-label">{c.label}{isRequired(c.required, access) && <span className="form-required">*</span>}</span>}
                description={error ? <div className="form-error" role="alert">{error}</div> : undefined}>
                <Cell field={c} value={shown[c.key]} readOnly={readOnly || c.type === 'computed'} path={`${path}[${index}].${c.key}`}
                  onChange={(v) => patch({ [c.key]: v })} level={{ fields: field.columns, values: shown, patch }} />
              </List.Item>
            );
          })}
        </List>
      </div>
    </Sheet>
  );
}
