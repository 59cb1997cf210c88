import { useId } from 'react';
import { useCategoryCounts } from '../../../../domains/eam-assets/api/queryCategoryCount.js';
import { useRepairGroups } from '../../../../domains/eam-repair/api/queryGroupList.js';
import { KPI_RANGES } from '../../../../domains/eam-kpi/range.js';
import type { KpiSelection } from '../selection.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * The dashboard's choices: the range (presets, or two days of the phone's own date picker), the asset category and
 * the repair team (native selects: a phone's own wheel, a screen reader's own list). A custom range that cannot be
 * asked for says why instead of asking.
 */
export function KpiFilters({ selection: s }: { selection: KpiSelection }) {
  const { t } = useTranslation('eamKpi');
  const categories = useCategoryCounts();
  const teams = useRepairGroups();
  const ids = { from: useId(), to: useId(), category: useId(), team: useId() };
  return (
    <section className="eam-kpi-filters" aria-label={t('filter.label')}>
      <div className="eam-kpi-chips" role="group" aria-label={t('range.label')}>
        {KPI_RANGES.map((r) => (
          <button key={r} type="button" className="eam-kpi-chip" aria-pressed={s.range === r} onClick={() => s.chooseRange(r)}>{t(`range.${r}`)}</button>
        ))}
      </div>
      {s.range === 'custom' ? (
        <div className="eam-kpi-custom">
          <label htmlFor={ids.from}>{t('range.from')}</label>
          <input id={ids.from} type="date" value={s.days.from} max={s.today} onChange={(e) => s.set({ from: e.target.value, step: null })} />
          <label htmlFor={ids.to}>{t('range.to')}</label>
          <input id={ids.to} type="date" value={s.days.to} max={s.today} onChange={(e) => s.set({ to: e.target.value, step: null })} />
        </div>
      ) : (
        <p className="eam-kpi-days">{t('range.days', s.days)}</p>
      )}
      {s.problem && <p className="eam-kpi-problem" role="alert">{t(`range.${s.problem}`)}</p>}
      <div className="eam-kpi-selects">
        <div className="eam-kpi-select">
          <label htmlFor={ids.category}>{t('filter.category')}</label>
          <select id={ids.category} value={s.categoryId ?? ''} onChange={(e) => s.set({ categoryId: e.target.value })}>
            <option value="">{t('filter.allCategories')}</option>
            {(categories.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </div>
        <div className="eam-kpi-select">
          <label htmlFor={ids.team}>{t('filter.team')}</label>
          <select id={ids.team} value={s.groupId ?? ''} onChange={(e) => s.set({ groupId: e.target.value })}>
            <option value="">{t('filter.allTeams')}</option>
            {(teams.data ?? []).map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
          </select>
        </div>
      </div>
      {(categories.isError || teams.isError) && (
        <p className="eam-kpi-note" role="status">
          {t('filter.listsFailed')}{' '}
          <button type="button" className="link-button" onClick={() => { void categories.refetch(); void teams.refetch(); }}>{t('retry')}</button>
        </p>
      )}
      {s.groupId && <p className="eam-kpi-note">{t('filter.teamNote')}</p>}
    </section>
  );
}
