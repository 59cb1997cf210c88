import { Link } from 'react-router';
import type { eamApi } from '@wp/contract';
import { inspectionLinks } from '../links.js';
import { DeviceTag, PointStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The point a page is about: name, status, code, place in the round, position, its asset (a link), the round, what to check. */
export function PointHeader({ point, status, device }: {
  point: eamApi.inspection.InspectionTaskPointDetail; status: eamApi.inspection.InspectionPointStatus; device?: 'waiting' | 'refused';
}) {
  const { t } = useTranslation('eamInspection');
  return (
    <section className="insp-header" aria-labelledby="insp-point-name">
      <div className="insp-header-top">
        <h2 className="insp-header-name" id="insp-point-name">{point.pointName}</h2>
        <span className="insp-card-tags">
          {device && <DeviceTag state={device} />}
          <PointStatusTag status={status} />
        </span>
      </div>
      <dl className="insp-facts">
        <div><dt>{t('point.code')}</dt><dd>{point.pointCode}</dd></div>
        <div><dt>{t('point.sort')}</dt><dd>{point.sort}</dd></div>
        <div className="is-wide"><dt>{t('point.position')}</dt><dd>{point.positionName || t('none')}</dd></div>
        <div className="is-wide"><dt>{t('point.asset')}</dt><dd>
          {point.asset ? <Link to={inspectionLinks.asset(point.asset.assetCode)}>{point.asset.name}（{point.asset.assetCode}）</Link> : t('none')}
        </dd></div>
        <div className="is-wide"><dt>{t('point.task')}</dt><dd>
          <Link to={inspectionLinks.detail(point.task.id)}>{point.task.planName} · {point.task.taskCode}</Link>
        </dd></div>
      </dl>
      {point.pointContent && (
        <div className="insp-content">
          <h3 className="insp-content-title">{t('point.whatToCheck')}</h3>
          <p>{point.pointContent}</p>
        </div>
      )}
    </section>
  );
}
