import { useSearchParams } from 'react-router';
import { eamApi } from '@wp/contract';
import type { KpiQuery } from '../../../domains/eam-kpi/keys.js';
import { customRangeProblem, defaultGranularity, isDay, KPI_RANGES, plantToday, presetDays, type KpiRange } from '../../../domains/eam-kpi/range.js';

/** What the dashboard shows when nothing is chosen. */
export const DEFAULT_RANGE: KpiRange = 'last3Months';

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

export type RangeProblem = 'incomplete' | 'order' | 'tooLong';

/**
 * The dashboard's choices, kept in the URL query (a link or a reload shows the same figures): the range (a preset
 * or custom days), the asset category, the repair team, the trend's step and the ranking. `query` is null while the
 * custom days cannot be asked for (`problem` says why).
 */
export function useKpiSelection(now?: Date) {
  const [params, setParams] = useSearchParams();
  const range = oneOf(KPI_RANGES, params.get('range'), DEFAULT_RANGE);
  const today = plantToday(now);
  const days = range === 'custom' ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : presetDays(range, today);
  const problem: RangeProblem | null = range === 'custom'
    ? (!isDay(days.from) || !isDay(days.to) ? 'incomplete' : customRangeProblem(days.from, days.to))
    : null;
  const categoryId = params.get('categoryId') || undefined;
  const groupId = params.get('groupId') || undefined;
  const query: KpiQuery | null = problem ? null : { from: days.from, to: days.to, categoryId, groupId };
  const step = params.get('step');
  const granularity: eamApi.KpiGranularity = problem ? 'month' : oneOf(eamApi.KPI_GRANULARITIES, step, defaultGranularity(days.from, days.to));

  /** Changes some choices (null or '' removes one), keeping the others; the history is not grown by each tap. */
  const set = (patch: Record<string, string | null | undefined>) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  }, { replace: true });

  return {
    range, days, today, problem, query, categoryId, groupId, granularity,
    by: oneOf(eamApi.KPI_RANK_BY, params.get('by'), 'asset'),
    figure: oneOf(eamApi.KPI_RANK_FIGURES, params.get('figure'), 'mttr'),
    /** A preset, or custom starting from the days shown now. */
    chooseRange(next: KpiRange) {
      if (next === 'custom') set({ range: 'custom', from: isDay(days.from) ? days.from : today, to: isDay(days.to) ? days.to : today, step: null });
      else set({ range: next, from: null, to: null, step: null });
    },
    set,
  };
}
export type KpiSelection = ReturnType<typeof useKpiSelection>;
