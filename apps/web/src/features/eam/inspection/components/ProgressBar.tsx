import { useTranslation } from '../../../../i18n/index.js';

export interface PointCounts { normal: number; abnormal: number; none: number; wait: number }

/**
 * A round's progress: one bar split into normal (green), abnormal (red), not inspected (purple) and waiting (grey)
 * points, with the figures in words beside it (the colours only repeat them).
 */
export function ProgressBar({ counts, queued = 0 }: { counts: PointCounts; queued?: number }) {
  const { t } = useTranslation('eamInspection');
  const total = counts.normal + counts.abnormal + counts.none + counts.wait;
  const done = total - counts.wait;
  const width = (n: number) => `${total === 0 ? 0 : (n / total) * 100}%`;
  const label = t('progress.label', { ...counts, total }) + (queued > 0 ? t('progress.queued', { count: queued }) : '');
  return (
    <div className="insp-progress">
      <div className="insp-progress-bar" role="img" aria-label={label}>
        <span className="is-normal" style={{ width: width(counts.normal) }} />
        <span className="is-abnormal" style={{ width: width(counts.abnormal) }} />
        <span className="is-none" style={{ width: width(counts.none) }} />
      </div>
      <div className="insp-progress-legend" aria-hidden>
        <span className="insp-progress-done">{t('progress.done', { done, total })}</span>
        <span><i className="is-normal" />{t('pointStatus.normal')} {counts.normal}</span>
        <span><i className="is-abnormal" />{t('pointStatus.abnormal')} {counts.abnormal}</span>
        {counts.none > 0 && <span><i className="is-none" />{t('pointStatus.none')} {counts.none}</span>}
        <span><i className="is-wait" />{t('pointStatus.wait')} {counts.wait}</span>
        {queued > 0 && <span className="insp-progress-queued">{t('sync.queuedShort', { count: queued })}</span>}
      </div>
    </div>
  );
}
