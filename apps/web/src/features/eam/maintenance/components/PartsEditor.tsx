import { useId } from 'react';
import { Button, Input } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { eamApi } from '@wp/contract';
import type { PartRow } from '../task-draft.js';
import { useTranslation } from '../../../../i18n/index.js';

let rowSeq = 0;
const newRow = (): PartRow => ({ key: `new-${++rowSeq}`, name: '', qty: '', unit: '' });

/**
 * The spare parts and materials used: rows of name, quantity and unit to edit while the task is under way
 * (`rows`), or the saved list to read.
 */
export function PartsEditor({ saved, rows, editable, invalidRows, onChange }: {
  saved: eamApi.MaintainPart[];
  /** The rows as edited; null: not touched yet (the saved list). */
  rows: PartRow[] | null;
  editable: boolean;
  /** 1-based numbers of incomplete rows. */
  invalidRows: number[];
  onChange(rows: PartRow[]): void;
}) {
  const { t } = useTranslation('eamMaintenance');
  const id = useId();
  const titleId = `${id}-title`;
  if (!editable) {
    return (
      <section className="eam-mt-section" aria-labelledby={titleId}>
        <h2 className="eam-mt-section-title" id={titleId}>{t('parts.title')}</h2>
        {saved.length === 0 ? <p className="eam-mt-empty-line">{t('parts.none')}</p> : (
          <table className="eam-mt-parts-table">
            <thead><tr><th scope="col">{t('parts.name')}</th><th scope="col">{t('parts.qty')}</th><th scope="col">{t('parts.unit')}</th></tr></thead>
            <tbody>{saved.map((p, i) => <tr key={i}><td>{p.name}</td><td>{p.qty}</td><td>{p.unit}</td></tr>)}</tbody>
          </table>
        )}
      </section>
    );
  }
  const list = rows ?? [];
  const set = (key: string, patch: Partial<PartRow>) => onChange(list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <section className="eam-mt-section" aria-labelledby={titleId}>
      <h2 className="eam-mt-section-title" id={titleId}>{t('parts.title')}</h2>
      {list.length === 0 && <p className="eam-mt-empty-line">{t('parts.none')}</p>}
      <ol className="eam-mt-parts">
        {list.map((r, i) => {
          const n = i + 1;
          const invalid = invalidRows.includes(n);
          return (
            <li key={r.key} className={`eam-mt-part${invalid ? ' is-invalid' : ''}`}>
              <Input className="eam-mt-part-name" value={r.name} maxLength={100} placeholder={t('parts.name')}
                aria-label={t('parts.nameOf', { n })} aria-invalid={invalid || undefined} onChange={(v) => set(r.key, { name: v })} />
              <Input className="eam-mt-part-qty" value={r.qty} inputMode="decimal" maxLength={10} placeholder={t('parts.qty')}
                aria-label={t('parts.qtyOf', { n })} aria-invalid={invalid || undefined} onChange={(v) => set(r.key, { qty: v })} />
              <Input className="eam-mt-part-unit" value={r.unit} maxLength={20} placeholder={t('parts.unit')}
                aria-label={t('parts.unitOf', { n })} aria-invalid={invalid || undefined} onChange={(v) => set(r.key, { unit: v })} />
              <button type="button" className="eam-mt-icon-button" aria-label={t('parts.remove', { n })}
                onClick={() => onChange(list.filter((x) => x.key !== r.key))}>
                <DeleteOutline aria-hidden />
              </button>
              {invalid && <p className="eam-mt-field-error">{t('parts.incomplete', { n })}</p>}
            </li>
          );
        })}
      </ol>
      <Button className="eam-mt-add-part" fill="outline" size="small" onClick={() => onChange([...list, newRow()])}>
        <AddOutline aria-hidden /> {t('parts.add')}
      </Button>
    </section>
  );
}
