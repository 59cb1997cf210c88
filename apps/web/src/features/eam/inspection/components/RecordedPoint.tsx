import { Link } from 'react-router';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { PhotoField } from '../../shared/photos/index.js';
import { rangeText } from '../readings.js';
import { inspectionLinks } from '../links.js';
import { useTranslation } from '../../../../i18n/index.js';

type Point = eamApi.inspection.InspectionTaskPointDetail;

/**
 * A point as recorded on the server: each item's reading (abnormal ones red, with the normal range), the photos,
 * the remark, the process action, who checked in how and when (the device's time, and when the server stored it);
 * an abnormal point offers 发起报修 for its defect.
 */
export function RecordedPoint({ point, actions }: { point: Point; actions: eamApi.inspection.ProcessAction[] }) {
  const { t } = useTranslation('eamInspection');
  const action = point.actionLabel ? actions.find((a) => a.code === point.actionLabel)?.name ?? point.actionLabel : null;
  return (
    <>
      {point.pointStatus === 'abnormal' && point.abnormalId && <RepairOffer point={point} />}
      <section className="insp-block" aria-label={t('point.recorded')}>
        <dl className="insp-facts">
          <div><dt>{t('point.result')}</dt><dd className={`insp-result is-${point.pointStatus}`}>{t(`pointStatus.${point.pointStatus}`)}</dd></div>
          <div><dt>{t('point.checkIn')}</dt><dd>{point.inspMethod ? t(`checkIn.${point.inspMethod}`) : t('none')}</dd></div>
          <div><dt>{t('point.operTime')}</dt><dd>{dateTime(point.operTime)}</dd></div>
          <div><dt>{t('point.operUser')}</dt><dd>{point.operUserName ?? t('none')}</dd></div>
          {point.recordTime && <div><dt>{t('point.recordTime')}</dt><dd>{dateTime(point.recordTime)}</dd></div>}
          {action && <div><dt>{t('point.action')}</dt><dd>{action}</dd></div>}
          {point.content && <div className="is-wide"><dt>{point.pointStatus === 'none' ? t('point.reason') : t('point.remark')}</dt><dd>{point.content}</dd></div>}
        </dl>
      </section>
      {point.pointStatus !== 'none' && point.items.length > 0 && (
        <section className="insp-block" aria-labelledby="insp-readings-title">
          <h3 className="insp-block-title" id="insp-readings-title">{t('point.items')}</h3>
          <ul className="insp-readings">
            {point.items.map((i) => (
              <li key={i.id} className={i.abnormal ? 'is-abnormal' : undefined}>
                <span className="insp-reading-name">{i.itemName}</span>
                <span className="insp-reading-value">
                  {i.result ?? t('none')}{i.type === 'number_range' && i.unit && i.result ? ` ${i.unit}` : ''}
                  {i.abnormal && <span className="insp-item-state">{t('pointStatus.abnormal')}</span>}
                </span>
                {i.type === 'number_range' && rangeText(i.config) && <span className="insp-item-hint">{t('point.range', { range: rangeText(i.config), unit: i.unit ?? '' }).trim()}</span>}
                {i.pics.length > 0 && <PhotoField mode="online" readOnly label={t('point.itemPhotos', { name: i.itemName })} value={i.pics} onChange={() => undefined} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {point.pics.length > 0 && (
        <section className="insp-block" aria-label={t('point.photos')}>
          <h3 className="insp-block-title">{t('point.photos')}</h3>
          <PhotoField mode="online" readOnly label={t('point.photos')} value={point.pics} onChange={() => undefined} />
        </section>
      )}
    </>
  );
}

/** 发起报修: the defect this abnormal point raised, as a repair request (the repair screens prefill it). */
export function RepairOffer({ point }: { point: Pick<Point, 'abnormalId' | 'asset'> }) {
  const { t } = useTranslation('eamInspection');
  if (!point.abnormalId) return null;
  return (
    <div className="insp-repair" role="note">
      <span>{t('point.defectRaised')}</span>
      <Link className="insp-repair-link" to={inspectionLinks.repair(point.asset?.id, point.abnormalId)}>{t('point.raiseRepair')}</Link>
    </div>
  );
}
