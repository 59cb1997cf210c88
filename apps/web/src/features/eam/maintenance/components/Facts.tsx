import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/index.js';

export interface Fact {
  key: string;
  label: string;
  /** Empty values show a dash. */
  value: ReactNode;
  /** Takes the whole row (long text). */
  wide?: boolean;
}

/** A group of facts, label over value: two columns on a phone, as many as fit on a tablet. */
export function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('eamMaintenance');
  return (
    <dl className="eam-mt-facts">
      {facts.map((f) => (
        <div key={f.key} className={f.wide ? 'is-wide' : undefined} data-fact={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value === null || f.value === undefined || f.value === '' ? <span className="eam-mt-none">{t('none')}</span> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
