import { useParams } from 'react-router';
import { PullToRefresh, Skeleton } from 'antd-mobile';
import { PageHeader } from '../../../components/PageHeader.js';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { errorText } from '../../../lib/error-text.js';
import { EChart } from '../../../components/portal/EChart.js';
import { useDatav } from '../api/getByAlias.js';
import './datav.css';
import { useTranslation } from '../../../i18n/index.js';

/** Charts on this page are a little lower than a column's, so two fit a tablet screen. */
const CHART_HEIGHT = 300;

/** The card already names the chart: an option title saying the same is dropped. */
function withoutTitle(option: Record<string, unknown>, title: string) {
  const t = option.title as { text?: unknown } | undefined;
  if (!t || t.text !== title) return option;
  const { title: _, ...rest } = option;
  return rest;
}

/** `/datavShow/:alias`: a data-visualisation page: its charts (ECharts, loaded lazily) over the period shown. */
export function DatavPage() {
  const { t } = useTranslation('datav');
  const { alias = '' } = useParams();
  const page = useDatav(alias);
  const d = page.data;
  return (
    <div className="page datav">
      <PageHeader title={d?.name ?? t('title')} back />
      {page.isPending ? (
        <div className="datav-grid" aria-busy="true">
          {[0, 1].map((i) => <div key={i} className="card datav-card"><Skeleton.Title /><Skeleton style={{ height: CHART_HEIGHT }} /></div>)}
        </div>
      ) : page.isError ? (
        <ReadFailure query={page} tip={errorText(page.error)} showBack />
      ) : !d || d.charts.length === 0 ? (
        <ErrorPage status="empty" tip={t('empty')} showBack />
      ) : (
        <PullToRefresh onRefresh={async () => void (await page.refetch())}>
          <div className="datav-period">{d.from && d.to ? t('period', { from: d.from, to: d.to }) : t('noPeriod')}</div>
          <div className="datav-grid">
            {d.charts.map((c, i) => (
              <section key={i} className="card datav-card" aria-label={c.title}>
                <h2 className="datav-card-title">{c.title}</h2>
                <EChart option={withoutTitle(c.option, c.title)} height={CHART_HEIGHT} label={c.title} />
              </section>
            ))}
          </div>
        </PullToRefresh>
      )}
    </div>
  );
}
