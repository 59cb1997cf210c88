import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/index.js';

export interface InfoRow {
  key: string;
  label: string;
  /** Empty values show a dash. */
  value: ReactNode;
}

/** A read-only group of an asset's facts: label and value, one per line on a phone, two columns on a tablet. */
export function InfoList({ title, rows }: { title?: string; rows: InfoRow[] }) {
  const { t } = useTranslation('eam');
  return (
    <section className="eam-info" aria-label={title}>
      {title && <h2 className="eam-info-title">{title}</h2>}
      <dl className="eam-info-list">
        {rows.map((r) => (
          <div key={r.key} className="eam-info-row" data-field={r.key}>
            <dt>{r.label}</dt>
            <dd>{r.value === null || r.value === undefined || r.value === '' ? <span className="eam-none">{t('none')}</span> : r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
