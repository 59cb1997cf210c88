import { useKpiSummary } from '../../../../domains/eam-kpi/api/querySummary.js';
import { plantToday, presetDays } from '../../../../domains/eam-kpi/range.js';
import { formatHours, formatRate } from '../../../../domains/eam-kpi/format.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * The asset's repair figures over the last 12 months (ADR 0025): failures, MTTR, downtime and availability. An
 * order row carries no finish time, so how long repairs took is read here, for the asset as a whole. Figures only:
 * a failure says so in a line with a retry and leaves the orders below alone.
 */
export function RepairFigures({ assetId }: { assetId: string }) {
  const { t } = useTranslation('eam');
  const query = useKpiSummary({ ...presetDays('last12Months', plantToday()), assetId });
  if (query.isPending) return <p className="eam-hist-figures is-loading" aria-busy="true">{t('history.figures.loading')}</p>;
  if (query.isError) {
    return (
      <p className="eam-hist-figures is-failed" role="alert">
        {t('history.figures.loadFailed')}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>{t('common:retry')}</button>
      </p>
    );
  }
  const s = query.data;
  const figures = [
    { key: 'failures', label: t('history.figures.failures'), value: t('history.figures.times', { count: s.failures }) },
    { key: 'mttr', label: t('history.figures.mttr'), value: s.mttr.hours === null ? t('none') : t('history.figures.hours', { value: formatHours(s.mttr.hours) }) },
    { key: 'downtime', label: t('history.figures.downtime'), value: t('history.figures.hours', { value: formatHours(s.downtimeHours) }) },
    { key: 'availability', label: t('history.figures.availability'), value: formatRate(s.availability) },
  ];
  return (
    <section className="eam-hist-figures" aria-label={t('history.figures.title')}>
      <h3 className="eam-hist-figures-title">{t('history.figures.title')}</h3>
      <dl>
        {figures.map((f) => (
          <div key={f.key} data-figure={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
