import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useState, type ComponentType, type CSSProperties } from 'react';
import type { SubtableField } from '@wp/contract';
import { isEmptyValue, withChanges, type FormRow } from '../../../lib/form/model.js';
import { isRequired, type FieldAccess } from '../../../lib/form/permissions.js';
import { useFormContext, type ControlProps } from '../context.js';
import { confirmDelete } from './confirm-delete.js';
import { SubtableCards } from './SubtableCards.js';
import { SubtableRowEditor } from './SubtableRowEditor.js';
import { WINDOW_FROM } from './useWindowedRows.js';
import './subtable.css';
import { useTranslation } from '../../../i18n/index.js';

/** Tables with more columns than this show their rows as cards that open the row editor, not as inline controls. */
export const INLINE_MAX_COLUMNS = 4;

/**
 * What may be done to a table's rows (getForm's permission.table): add rows, delete them, edit the rows
 * already saved (those with an id_). A saved row under `edit: false` is read-only; new rows stay editable.
 */
export interface SubtableRights { add?: boolean; del?: boolean; edit?: boolean }
const saved = (row: FormRow | undefined) => typeof row?.id_ === 'string';

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

/** Stable keys for rows (which are plain objects, replaced on every edit), kept in step with adds and removals. */
function useRowKeys(count: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length: count }, newKey));
  const current = keys.length === count ? keys : [...keys.slice(0, count), ...Array.from({ length: Math.max(count - keys.length, 0) }, newKey)];
  if (current !== keys) setKeys(current);
  return { keys: current, removeAt: (i: number) => setKeys(current.filter((_, j) => j !== i)) };
}

/**
 * A sub-table: rows of the columns' controls with add and remove. A narrow table (up to INLINE_MAX_COLUMNS
 * columns, up to WINDOW_FROM rows) edits in place: on phones each row is a compact card of label and value
 * lines, from tablet width the rows line up as a grid under one header (CSS only), and any row opens in the
 * full-screen row editor too. Wider or longer tables show rows as summary cards (windowed past WINDOW_FROM)
 * that open the row editor, where a new row is filled in as well.
 */
export function SubtableControl({ field, value, onChange, readOnly, path, access, Cell, rights = {} }: ControlProps<SubtableField> & {
  access: FieldAccess;
  Cell: ComponentType<ControlProps>;
  rights?: SubtableRights;
}) {
  const { t } = useTranslation('form');
  const { errorOf } = useFormContext();
  const rows = Array.isArray(value) ? (value as FormRow[]) : [];
  const { keys, removeAt } = useRowKeys(rows.length);
  const full = field.maxRows !== undefined && rows.length >= field.maxRows;
  const style = { '--form-columns': field.columns.length } as CSSProperties;
  const cards = field.columns.length > INLINE_MAX_COLUMNS || rows.length > WINDOW_FROM;
  /** The row open in the editor: its index, or rows.length for a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const rowReadOnly = (row: FormRow | undefined) => rights.edit === false && saved(row);
  const canRemove = (row: FormRow | undefined) => !(rights.del === false && saved(row));
  const canAdd = rights.add !== false;
  const problemsOf = (rowPath: string) => field.columns.filter((c) => errorOf(`${rowPath}.${c.key}`) !== undefined).length;
  function saveEdited(row: FormRow) {
    if (editing === null) return;
    onChange(editing >= rows.length ? [...rows, row] : rows.map((r, j) => (j === editing ? { ...r, ...row } : r)));
    setEditing(null);
  }

  // A row's cells change together when a dialog maps into them or a cascade's parent changes (its dependents empty).
  const patchRow = (i: number, changes: FormRow) =>
    onChange(rows.map((r, j) => (j === i ? withChanges(field.columns, r ?? {}, changes) : r)));
  const setCell = (i: number, key: string, v: unknown) => patchRow(i, { [key]: v });
  async function removeRow(i: number) {
    const filled = field.columns.some((c) => c.type !== 'computed' && !isEmptyValue(c, rows[i]?.[c.key]));
    if (filled && !(await confirmDelete())) return;
    removeAt(i);
    onChange(rows.filter((_, j) => j !== i));
  }

  return (
    <div className={`form-subtable${readOnly ? ' is-readonly' : ''}${cards ? ' is-cards' : ''}`} style={style}>
      {cards ? (
        <SubtableCards field={field} rows={rows} keys={keys} path={path} readOnly={readOnly} rowReadOnly={rowReadOnly} canRemove={canRemove}
          problemsOf={problemsOf} onOpen={setEditing} onRemove={(i) => void removeRow(i)} />
      ) : (
      <div className="form-subtable-scroll">
        {rows.length > 0 && (
          <div className="form-subtable-head" aria-hidden>
            <span className="form-subtable-index">#</span>
            {field.columns.map((c) => (
              <span key={c.key} className="form-subtable-head-cell">
                {isRequired(c.required, access) && <span className="form-required">*</span>}{c.label}
              </span>
            ))}
            {!readOnly && <span className="form-subtable-actions" />}
          </div>
        )}
        {rows.map((row, i) => (
          <div key={keys[i]} className="form-subtable-row" role="group" aria-label={t('rowTitle', { row: i + 1 })}>
            <span className="form-subtable-index" data-n={i + 1}>{t('rowTitle', { row: i + 1 })}</span>
            {field.columns.map((c) => {
              const cellPath = `${path}[${i}].${c.key}`;
              const error = errorOf(cellPath);
              return (
                <div key={c.key} className={`form-subtable-cell${error ? ' has-error' : ''}`}>
                  <span className="form-subtable-cell-label">
                    {isRequired(c.required, access) && <span className="form-required">*</span>}{c.label}
                  </span>
                  <div className="form-subtable-cell-control">
                    <Cell field={c} value={row?.[c.key]} readOnly={readOnly || rowReadOnly(row) || c.type === 'computed'} path={cellPath}
                      onChange={(v) => setCell(i, c.key, v)} level={{ fields: field.columns, values: row ?? {}, patch: (changes) => patchRow(i, changes) }} />
                    {error && <div className="form-error" role="alert">{error}</div>}
                  </div>
                </div>
              );
            })}
            {!readOnly && (
              <span className="form-subtable-actions">
                <button type="button" className="form-subtable-remove form-subtable-expand" aria-label={t(rowReadOnly(row) ? 'subtable.viewRow' : 'subtable.editRow', { row: i + 1 })}
                  onClick={() => setEditing(i)}>
                  <EditSOutline />
                </button>
                {canRemove(row) && (
                  <button type="button" className="form-subtable-remove" aria-label={t('subtable.removeRow', { row: i + 1 })} onClick={() => void removeRow(i)}>
                    <DeleteOutline />
                  </button>
                )}
              </span>
            )}
          </div>
        ))}
      </div>
      )}
      {rows.length === 0 && <div className="form-subtable-empty">{readOnly ? t('empty') : t('subtable.empty')}</div>}
      {!readOnly && canAdd && (
        <Button block fill="none" color="primary" className="form-subtable-add" disabled={full} onClick={() => (cards ? setEditing(rows.length) : onChange([...rows, {}]))}>
          <AddOutline /> {t('subtable.addRow')}
        </Button>
      )}
      {editing !== null && (
        <SubtableRowEditor field={field} initial={rows[editing] ?? {}} index={editing} path={path} access={access}
          readOnly={readOnly || rowReadOnly(rows[editing])} Cell={Cell} onSave={saveEdited} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
