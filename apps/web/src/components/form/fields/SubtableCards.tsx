import { DeleteOutline, RightOutline } from 'antd-mobile-icons';
import type { SubtableField } from '@wp/form';
import type { FormRow } from '../../../lib/form/model.js';
import { rowSummary } from './subtable-summary.js';
import { useWindowedRows, WINDOW_FROM } from './useWindowedRows.js';
import { useTranslation } from '../../../i18n/index.js';

/** A card's height with its gap (CSS .form-subtable-card): the windowing's row height. */
export const CARD_HEIGHT = 110;

/**
 * Sub-table rows as cards (phones, wide tables, long lists): each card sums up the first columns and opens
 * the row editor; the problems a submit found in a row are counted on it. Past WINDOW_FROM rows only the
 * cards near the viewport are mounted.
 */
export function SubtableCards({ field, rows, keys, path, readOnly, rowReadOnly, canRemove, problemsOf, onOpen, onRemove }: {
  field: SubtableField;
  rows: FormRow[];
  keys: string[];
  path: string;
  readOnly: boolean;
  rowReadOnly(row: FormRow, index: number): boolean;
  canRemove(row: FormRow, index: number): boolean;
  /** How many of a row's cells failed the form's check. */
  problemsOf(rowPath: string): number;
  onOpen(index: number): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation('form');
  const win = useWindowedRows(rows.length, CARD_HEIGHT, rows.length > WINDOW_FROM);
  const visible = rows.slice(win.start, win.end);
  return (
    <div className="form-subtable-cards" ref={win.ref} role="list" aria-label={t('subtable.rowCount', { count: rows.length })}>
      {win.before > 0 && <div style={{ height: win.before }} aria-hidden />}
      {visible.map((row, k) => {
        const i = win.start + k;
        const locked = readOnly || rowReadOnly(row, i);
        const problems = problemsOf(`${path}[${i}]`);
        const label = locked ? t('subtable.viewRow', { row: i + 1 }) : t('subtable.editRow', { row: i + 1 });
        return (
          <div key={keys[i]} role="listitem" className={`form-subtable-card${problems ? ' has-error' : ''}`} aria-setsize={rows.length} aria-posinset={i + 1}>
            {/* Named by what it shows, the action first for screen readers (a name without the visible text fails WCAG 2.5.3). */}
            <button type="button" className="form-subtable-card-open" onClick={() => onOpen(i)}>
              <span className="sr-only">{label}，</span>
              <span className="form-subtable-card-head">
                <span className="form-subtable-card-title">{t('rowTitle', { row: i + 1 })}</span>
                {locked && !readOnly && <span className="form-subtable-card-tag">{t('subtable.readOnlyRow')}</span>}
                {problems > 0 && <span className="form-subtable-card-problems">{t('subtable.rowProblems', { count: problems })}</span>}
              </span>
              {rowSummary(field.columns, row, t).map((s) => (
                <span key={s.key} className="form-subtable-card-line">
                  <span className="form-subtable-card-label">{s.label}</span>
                  <span className={`form-subtable-card-value${s.text ? '' : ' is-empty'}`}>{s.text || t('empty')}</span>
                </span>
              ))}
              <RightOutline className="form-subtable-card-arrow" aria-hidden />
            </button>
            {!readOnly && canRemove(row, i) && (
              <button type="button" className="form-subtable-remove form-subtable-card-remove" aria-label={t('subtable.removeRow', { row: i + 1 })}
                onClick={() => onRemove(i)}>
                <DeleteOutline />
              </button>
            )}
          </div>
        );
      })}
      {win.after > 0 && <div style={{ height: win.after }} aria-hidden />}
    </div>
  );
}
