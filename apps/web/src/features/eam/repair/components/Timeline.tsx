import { dateTime } from '../../../../lib/time.js';
import type { RepairProcess } from '../../../../domains/eam-repair/types.js';
import { PhotoStrip } from './PhotoStrip.js';
import { useTranslation } from '../../../../i18n/index.js';

/** Steps that went backwards or ended the order are marked, so the eye finds them. */
const tones: Partial<Record<RepairProcess['label'], string>> = { refused: 'is-bad', acceptance_failed: 'is-bad', cancel: 'is-muted', accept: 'is-good' };

/** 处理记录: every step of the order, oldest first — what happened, when, who, what they said, their photos. */
export function Timeline({ steps }: { steps: RepairProcess[] }) {
  const { t } = useTranslation('eamRepair');
  return (
    <section className="repair-section" aria-labelledby="repair-timeline">
      <h2 className="repair-section-title" id="repair-timeline">{t('timeline.title')}</h2>
      {steps.length === 0 ? <p className="repair-muted">{t('timeline.empty')}</p> : (
        <ol className="repair-timeline">
          {steps.map((s) => (
            <li key={s.id} className={`repair-step ${tones[s.label] ?? ''}`} data-step={s.label}>
              <div className="repair-step-head">
                <span className="repair-step-label">{t(`timeline.${s.label}`)}</span>
                <time className="repair-step-time" dateTime={s.rcdTime}>{dateTime(s.rcdTime)}</time>
              </div>
              <div className="repair-step-user">{s.user?.name ?? t('timeline.byApproval')}</div>
              {s.processContent && <p className="repair-step-content">{s.processContent}</p>}
              <PhotoStrip ids={s.pictureIds} label={t('timeline.photosOf', { step: t(`timeline.${s.label}`) })} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
