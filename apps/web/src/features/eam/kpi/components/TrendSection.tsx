import { useMemo } from 'react';
import { Skeleton } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { EChart } from '../../../../components/portal/EChart.js';
import { ReadFailure } from '../../../../components/ErrorPage.js';
import { useKpiTrend } from '../../../../domains/eam-kpi/api/queryTrend.js';
import type { KpiQuery } from '../../../../domains/eam-kpi/keys.js';
import { latestOf, TREND_CHARTS, trendChart, type TrendChart } from '../trend-charts.js';
import { useTranslation } from '../../../../i18n/index.js';

const CHART_HEIGHT = 260;

/**
 * The trend of the figures by month or week: four charts (ECharts loads lazily, the first time a chart comes near
 * the screen), each named by a sentence of its latest values and with its table for those who do not see it.
 */
export function TrendSection({ query, granularity, onGranularity }: {
  query: KpiQuery; granularity: eamApi.KpiGranularity; onGranularity(g: eamApi.KpiGranularity): void;
}) {
  const { t } = useTranslation('eamKpi');
  const trend = useKpiTrend(query, granularity);
  const charts = useMemo(() => {
    if (!trend.data) return [];
    const name = (key: eamApi.KpiSeriesName) => t(`trend.series.${key}`);
    const axes = { count: t('trend.axis.count'), hours: t('trend.axis.hours'), rate: t('trend.axis.rate') };
    return TREND_CHARTS.map((id) => trendChart(id, trend.data, name, axes));
  }, [trend.data, t]);
  return (
    <section className="eam-kpi-section" aria-labelledby="eam-kpi-trend" aria-busy={trend.isFetching}>
      <div className="eam-kpi-section-head">
        <h2 className="eam-kpi-heading" id="eam-kpi-trend">{t('trend.heading')}</h2>
        <div className="eam-kpi-chips is-small" role="group" aria-label={t('trend.granularity')}>
          {eamApi.KPI_GRANULARITIES.map((g) => (
            <button key={g} type="button" className="eam-kpi-chip" aria-pressed={granularity === g} onClick={() => onGranularity(g)}>{t(`trend.${g}`)}</button>
          ))}
        </div>
      </div>
      {trend.isPending ? (
        <div className="eam-kpi-charts" data-testid="eam-kpi-trend-loading">
          <span className="sr-only">{t('trend.loading')}</span>
          {TREND_CHARTS.map((id) => <div key={id} className="eam-kpi-chart" aria-hidden><Skeleton.Title /><Skeleton style={{ height: CHART_HEIGHT }} /></div>)}
        </div>
      ) : trend.isError ? (
        <ReadFailure query={trend} tip={t('trend.failed')} />
      ) : trend.data.periods.length === 0 ? (
        <p className="eam-kpi-note">{t('trend.empty')}</p>
      ) : (
        <div className="eam-kpi-charts">{charts.map((c) => <ChartCard key={c.id} chart={c} />)}</div>
      )}
    </section>
  );
}

function ChartCard({ chart }: { chart: TrendChart }) {
  const { t } = useTranslation('eamKpi');
  const title = t(`trend.charts.${chart.id}`);
  const latest = latestOf(chart);
  const sentence = latest
    ? t('trend.summary', { title, count: chart.labels.length, label: latest.label, values: latest.values.map((v) => `${v.name} ${v.text}`).join(t('listSeparator')) })
    : t('trend.summaryEmpty', { title, count: chart.labels.length });
  return (
    <article className="eam-kpi-chart">
      <h3 className="eam-kpi-card-title">{title}</h3>
      <EChart option={chart.option} height={CHART_HEIGHT} label={sentence} />
      <details className="eam-kpi-table">
        <summary>{t('trend.table')}</summary>
        <div className="eam-kpi-table-scroll">
          <table>
            <caption className="sr-only">{title}</caption>
            <thead><tr><th scope="col">{t('trend.period')}</th>{chart.series.map((s) => <th key={s.key} scope="col">{s.name}</th>)}</tr></thead>
            <tbody>
              {chart.labels.map((label, i) => (
                <tr key={i}><th scope="row">{label}</th>{chart.series.map((s) => <td key={s.key}>{s.texts[i]}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  );
}
