import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../../components/PageHeader.js';
import { eamKpiKeys } from '../../../../domains/eam-kpi/keys.js';
import { KpiFilters } from '../components/KpiFilters.js';
import { RankingSection } from '../components/RankingSection.js';
import { SummarySection } from '../components/SummarySection.js';
import { TrendSection } from '../components/TrendSection.js';
import { useKpiSelection } from '../selection.js';
import '../kpi.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/kpi` — 设备指标 (ADR 0025; reached from the app centre, not a route of the spec): over a range of plant days
 * and optionally one asset category and one repair team, the key figures (MTBF, MTTR by step, availability, PM and
 * round completion, open work), their trend by month or week and the worst assets, categories or teams. Every
 * choice is in the URL; pull to refresh asks again.
 */
export function KpiDashboardPage() {
  const { t } = useTranslation('eamKpi');
  const queryClient = useQueryClient();
  const s = useKpiSelection();
  return (
    <div className="page eam-kpi-page">
      <PageHeader title={t('title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: eamKpiKeys.all })}>
        <KpiFilters selection={s} />
        {s.query && (
          <>
            <SummarySection query={s.query} />
            <TrendSection query={s.query} granularity={s.granularity} onGranularity={(g) => s.set({ step: g })} />
            <RankingSection query={s.query} by={s.by} figure={s.figure} onChange={(p) => s.set(p)} />
          </>
        )}
      </PullToRefresh>
    </div>
  );
}
