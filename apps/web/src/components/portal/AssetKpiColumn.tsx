import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { columnApi, type Column } from '@wp/contract';
import { useNearScreen } from '../../lib/use-near-screen.js';
import { portalKeys } from '../../domains/portal/keys.js';
import { querySummary } from '../../domains/eam-kpi/api/querySummary.js';
import { eamKpiKeys, type KpiQuery } from '../../domains/eam-kpi/keys.js';
import { formatCount, formatHours, formatRate } from '../../domains/eam-kpi/format.js';
import { plantToday, presetDays } from '../../domains/eam-kpi/range.js';
import './asset-kpi-column.css';
import { useTranslation } from '../../i18n/index.js';

/**
 * An asset-KPI column (dataMode 5, ADR 0025): the key figures of its range (dataParam `{range, categoryId?,
 * groupId?}`), read from the asset system with the browser's asset token as the column nears the screen: MTBF,
 * MTTR, availability, PM and round completion, open work. Loaded lazily by the column card, so the home page's own
 * code carries neither the asset client nor these texts' logic; the home's pull to refresh reloads it with the
 * other columns' data.
 */
export default function AssetKpiColumn({ column }: { column: Column }) {
  const { t } = useTranslation('eamKpi');
  const param = columnApi.readEamKpiColumnParam(column.dataParam);
  const days = presetDays(param?.range ?? 'thisMonth', plantToday());
  const query: KpiQuery = { ...days, categoryId: param?.categoryId, groupId: param?.groupId };
  const { ref, near } = useNearScreen<HTMLDivElement>({ margin: '300px 0px' });
  const summary = useQuery({
    queryKey: [...portalKeys.allColumnData(), ...eamKpiKeys.summary(query)],
    queryFn: ({ signal }) => querySummary(query, signal),
    enabled: !!param && near,
    staleTime: 60_000,
  });

  if (!param) return <p className="column-error">{t('column.badConfig')}</p>;
  if (summary.isPending) return <div ref={ref}><Skeleton.Paragraph lineCount={3} className="column-loading" /></div>;
  if (summary.isError) {
    return (
      <p className="column-error" role="alert">
        {t('column.failed')}{' '}
        <button type="button" className="link-button" onClick={() => void summary.refetch()}>{t('retry')}</button>
      </p>
    );
  }
  const s = summary.data;
  const open = s.backlog.repairs.open + s.backlog.maintenance.open;
  const tiles: Array<{ name: string; value: string }> = [
    { name: 'MTBF', value: `${formatHours(s.mtbfHours)}${s.mtbfHours === null ? '' : ` ${t('figures.hours')}`}` },
    { name: 'MTTR', value: `${formatHours(s.mttr.hours)}${s.mttr.hours === null ? '' : ` ${t('figures.hours')}`}` },
    { name: t('figures.availability'), value: formatRate(s.availability) },
    { name: t('figures.pm'), value: formatRate(s.maintenance.compliance) },
    { name: t('figures.rounds'), value: formatRate(s.rounds.completion) },
    { name: t('figures.backlog'), value: formatCount(open) },
  ];
  return (
    <div className="kpi-column" aria-busy={summary.isFetching}>
      <p className="kpi-column-range">{t('column.range', { range: t(`range.${param.range}`), ...days })}</p>
      <dl className="kpi-column-tiles">
        {tiles.map((x) => (
          <div key={x.name} className="kpi-column-tile">
            <dt>{x.name}</dt>
            <dd>{x.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
