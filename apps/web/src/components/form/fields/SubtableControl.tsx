import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtableField } from '@wp/contract';
import { isEmptyValue, type FormRow } from '../../../lib/form/model.js';
import { isRequired, type FieldAccess } from '../../../lib/form/permissions.js';
import { useFormContext, type ControlProps } from '../context.js';
import { confirmDelete } from './confirm-delete.js';

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
 * A sub-table: rows of the columns' controls with add and remove. On phones each row is a compact card of
 * label and value lines; from tablet width the rows line up as a grid under one header (CSS only).
 */
export function SubtableControl({ field, value, onChange, readOnly, path, access, Cell }: ControlProps<SubtableField> & {
  access: FieldAccess;
  Cell: ComponentType<ControlProps>;
}) {
  const { t } = useTranslation('form');
  const { errorOf } = useFormContext();
  const rows = Array.isArray(value) ? (value as FormRow[]) : [];
  const { keys, removeAt } = useRowKeys(rows.length);
  const full = field.maxRows !== undefined && rows.length >= field.maxRows;
  const style = { '--form-columns': field.columns.length } as CSSProperties;

  const setCell = (i: number, key: string, v: unknown) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  async function removeRow(i: number) {
    const filled = field.columns.some((c) => c.type !== 'computed' && !isEmptyValue(c, rows[i]?.[c.key]));
    if (filled && !(await confirmDelete())) return;
    removeAt(i);
    onChange(rows.filter((_, j) => j !== i));
  }

  return (
    <div className={`form-subtable${readOnly ? ' is-readonly' : ''}`} style={style}>
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
                    <Cell field={c} value={row?.[c.key]} readOnly={readOnly || c.type === 'computed'} path={cellPath}
                      onChange={(v) => setCell(i, c.key, v)} />
                    {error && <div className="form-error" role="alert">{error}</div>}
                  </div>
                </div>
              );
            })}
            {!readOnly && (
              <span className="form-subtable-actions">
                <button type="button" className="form-subtable-remove" aria-label={t('subtable.removeRow', { row: i + 1 })} onClick={() => void removeRow(i)}>
                  <DeleteOutline />
                </button>
              </span>
            )}
          </div>
        ))}
      </div>
      {rows.length === 0 && <div className="form-subtable-empty">{readOnly ? t('empty') : t('subtable.empty')}</div>}
      {!readOnly && (
        <Button block fill="none" color="primary" className="form-subtable-add" disabled={full} onClick={() => onChange([...rows, {}])}>
          <AddOutline /> {t('subtable.addRow')}
        </Button>
      )}
    </div>
  );
}
