import { Skeleton } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { ReadFailure } from '../../../../components/ErrorPage.js';
import { useKpiRanking } from '../../../../domains/eam-kpi/api/queryRanking.js';
import { formatCount, formatHours, formatRate } from '../../../../domains/eam-kpi/format.js';
import type { KpiQuery } from '../../../../domains/eam-kpi/keys.js';
import { useTranslation } from '../../../../i18n/index.js';

const BY_TEXT: Record<eamApi.KpiRankBy, string> = { asset: 'byAsset', category: 'byCategory', team: 'byTeam' };

/** The worst assets, categories or repair teams of the range by MTTR, failures or availability. */
export function RankingSection({ query, by, figure, onChange }: {
  query: KpiQuery; by: eamApi.KpiRankBy; figure: eamApi.KpiRankFigure; onChange(patch: { by?: eamApi.KpiRankBy; figure?: eamApi.KpiRankFigure }): void;
}) {
  const { t } = useTranslation('eamKpi');
  const ranking = useKpiRanking(query, by, figure);
  const valueText = (r: eamApi.KpiRankingRow) => {
    const value = figure === 'availability' ? formatRate(r.value) : figure === 'mttr' ? formatHours(r.value) : formatCount(r.value);
    return t(`ranking.value.${figure}`, { value });
  };
  return (
    <section className="eam-kpi-section" aria-labelledby="eam-kpi-ranking" aria-busy={ranking.isFetching}>
      <h2 className="eam-kpi-heading" id="eam-kpi-ranking">{t('ranking.heading')}</h2>
      <div className="eam-kpi-chips is-small" role="group" aria-label={t('ranking.by')}>
        {eamApi.KPI_RANK_BY.map((b) => (
          <button key={b} type="button" className="eam-kpi-chip" aria-pressed={by === b} onClick={() => onChange({ by: b })}>{t(`ranking.${BY_TEXT[b]}`)}</button>
        ))}
      </div>
      <div className="eam-kpi-chips is-small" role="group" aria-label={t('ranking.figure')}>
        {eamApi.KPI_RANK_FIGURES.map((f) => (
          <button key={f} type="button" className="eam-kpi-chip" aria-pressed={figure === f} onClick={() => onChange({ figure: f })}>{t(`ranking.${f}`)}</button>
        ))}
      </div>
      {ranking.isPending ? (
        <div className="eam-kpi-ranking" data-testid="eam-kpi-ranking-loading"><span className="sr-only">{t('ranking.loading')}</span><Skeleton.Paragraph lineCount={5} /></div>
      ) : ranking.isError ? (
        <ReadFailure query={ranking} tip={t('ranking.failed')} />
      ) : ranking.data.rows.length === 0 ? (
        <p className="eam-kpi-note">{t('ranking.empty')}</p>
      ) : (
        <ol className="eam-kpi-ranking">
          {ranking.data.rows.map((r, i) => (
            <li key={r.id} className="eam-kpi-rank">
              <span className="eam-kpi-rank-no" aria-label={t('ranking.rank', { rank: i + 1 })}>{i + 1}</span>
              <span className="eam-kpi-rank-main">
                <span className="eam-kpi-rank-name">{r.name}{r.code && <span className="eam-kpi-rank-code">{r.code}</span>}</span>
                <span className="eam-kpi-rank-meta">
                  {t('ranking.meta', { failures: r.failures, downtime: formatHours(r.downtimeHours), availability: formatRate(r.availability) })}
                </span>
              </span>
              <span className="eam-kpi-rank-value">{valueText(r)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
