import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { ErrorPage, ReadFailure } from '../../../../components/ErrorPage.js';
import { useKpiSummary } from '../../../../domains/eam-kpi/api/querySummary.js';
import { formatCount, formatHours, formatRate } from '../../../../domains/eam-kpi/format.js';
import type { KpiQuery } from '../../../../domains/eam-kpi/keys.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The key figures of the range: a skeleton while they are worked out, the failure with a retry, the cards. */
export function SummarySection({ query }: { query: KpiQuery }) {
  const { t } = useTranslation('eamKpi');
  const summary = useKpiSummary(query);
  return (
    <section className="eam-kpi-section" aria-labelledby="eam-kpi-figures" aria-busy={summary.isFetching}>
      <h2 className="eam-kpi-heading" id="eam-kpi-figures">{t('figures.heading')}</h2>
      {summary.isPending ? (
        <div className="eam-kpi-cards" data-testid="eam-kpi-figures-loading">
          <span className="sr-only">{t('figures.loading')}</span>
          {Array.from({ length: 6 }, (_, i) => <div key={i} className="eam-kpi-card" aria-hidden><Skeleton.Title /><Skeleton.Paragraph lineCount={2} /></div>)}
        </div>
      ) : summary.isError ? (
        <ReadFailure query={summary} tip={t('figures.failed')} />
      ) : summary.data.assets === 0 ? (
        <ErrorPage status="empty" tip={t('figures.noAssets')} />
      ) : (
        <FigureCards summary={summary.data} />
      )}
    </section>
  );
}

function Card({ title, value, children, tone }: { title: string; value: string; children?: ReactNode; tone?: 'warn' }) {
  return (
    <article className={`eam-kpi-card${tone ? ` is-${tone}` : ''}`}>
      <h3 className="eam-kpi-card-title">{title}</h3>
      <p className="eam-kpi-card-value">{value}</p>
      <div className="eam-kpi-card-hints">{children}</div>
    </article>
  );
}

/** The six cards: MTBF, MTTR by step, availability, PM compliance, round completion, open work. */
function FigureCards({ summary: s }: { summary: eamApi.KpiSummary }) {
  const { t } = useTranslation('eamKpi');
  const h = t('figures.hours');
  const withUnit = (v: number | null) => (v === null ? formatHours(v) : `${formatHours(v)} ${h}`);
  const backlog = s.backlog;
  return (
    <>
      {s.periodHours === 0 && <p className="eam-kpi-note" role="status">{t('figures.notBegun')}</p>}
      <div className="eam-kpi-cards">
        <Card title={t('figures.mtbf')} value={withUnit(s.mtbfHours)}>
          <p>{s.failures > 0 ? t('figures.mtbfHint', { failures: formatCount(s.failures), hours: formatHours(s.operatingHours) })
            : t('figures.mtbfNone', { hours: formatHours(s.operatingHours) })}</p>
        </Card>
        <Card title={t('figures.mttr')} value={withUnit(s.mttr.hours)}>
          {s.mttr.repairs > 0 ? (
            <>
              <p>{t('figures.mttrSplit', { waiting: formatHours(s.mttr.waitingHours), repair: formatHours(s.mttr.repairHours), acceptance: formatHours(s.mttr.acceptanceHours) })}</p>
              <MttrBar mttr={s.mttr} />
              <p>{t('figures.mttrCount', { count: s.mttr.repairs })}</p>
            </>
          ) : <p>{t('figures.mttrNone')}</p>}
        </Card>
        <Card title={t('figures.availability')} value={formatRate(s.availability)}>
          <p>{t('figures.availabilityHint', { hours: formatHours(s.downtimeHours), assets: formatCount(s.assets) })}</p>
        </Card>
        <Card title={t('figures.pm')} value={formatRate(s.maintenance.compliance)} tone={s.maintenance.overdueOpen > 0 ? 'warn' : undefined}>
          {s.maintenance.due > 0 ? (
            <>
              <p>{t('figures.pmHint', { onTime: s.maintenance.onTime, due: s.maintenance.due, late: s.maintenance.late })}</p>
              {s.maintenance.overdueOpen > 0 && <p className="eam-kpi-warn">{t('figures.pmOverdue', { count: s.maintenance.overdueOpen })}</p>}
            </>
          ) : <p>{t('figures.pmNone')}</p>}
        </Card>
        <Card title={t('figures.rounds')} value={formatRate(s.rounds.completion)}>
          {s.rounds.due > 0 ? (
            <>
              <p>{t('figures.roundsHint', { recorded: s.rounds.recorded, due: s.rounds.due, missed: s.rounds.missed })}</p>
              {s.rounds.abnormalRate !== null && <p>{t('figures.roundsAbnormal', { rate: formatRate(s.rounds.abnormalRate) })}</p>}
            </>
          ) : <p>{t('figures.roundsNone')}</p>}
        </Card>
        <Card title={t('figures.backlog')} value={`${formatCount(backlog.repairs.open + backlog.maintenance.open)}`}
          tone={backlog.maintenance.overdue > 0 ? 'warn' : undefined}>
          <p>{t('figures.backlogRepairs', { count: backlog.repairs.open, hours: formatHours(backlog.repairs.hours) })}</p>
          {backlog.repairs.withoutEstimate > 0 && <p>{t('figures.backlogNoEstimate', { count: backlog.repairs.withoutEstimate })}</p>}
          {backlog.repairs.byUrgency.length > 0 && (
            <p aria-label={t('figures.byUrgency')}>
              {backlog.repairs.byUrgency.map((u) => <span key={u.urgencyId} className="eam-kpi-urgency">{t('figures.urgencyCount', { name: u.name, count: u.count })}</span>)}
            </p>
          )}
          {backlog.repairs.waitingAcceptance > 0 && <p>{t('figures.backlogWaiting', { count: backlog.repairs.waitingAcceptance })}</p>}
          <p>{t('figures.backlogMaintenance', { count: backlog.maintenance.open, hours: formatHours(backlog.maintenance.hours), overdue: backlog.maintenance.overdue })}</p>
        </Card>
      </div>
    </>
  );
}

/** MTTR's three steps as a bar of their shares (decoration: the line above says the same in words). */
function MttrBar({ mttr }: { mttr: eamApi.KpiSummary['mttr'] }) {
  const parts = [mttr.waitingHours ?? 0, mttr.repairHours ?? 0, mttr.acceptanceHours ?? 0];
  const total = parts.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  return (
    <div className="eam-kpi-split" aria-hidden>
      {parts.map((p, i) => <span key={i} className={`eam-kpi-split-${i}`} style={{ width: `${(p / total) * 100}%` }} />)}
    </div>
  );
}
