import { Link } from 'react-router';
import { shortTime } from '../format.js';
import { inspectionLinks } from '../links.js';
import type { PointView } from '../round-view.js';
import { DeviceTag, PointStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * The round's points in their order: place, name and code, position, status (this device's record laid over the
 * server's, tagged 待同步 / 同步被拒), how and when it was checked in, by whom; in an ordered round the next point is
 * marked. Each opens its point.
 */
export function PointList({ points, next }: { points: PointView[]; next: string | null }) {
  const { t } = useTranslation('eamInspection');
  return (
    <ol className="insp-points" aria-label={t('detail.points')}>
      {points.map((p) => (
        <li key={p.id} className={`insp-point${p.id === next ? ' is-next' : ''}`} data-point-code={p.pointCode}>
          <Link className="insp-point-link" to={inspectionLinks.point(p.id)}>
            <span className="insp-point-sort" aria-hidden>{p.sort}</span>
            <span className="insp-point-main">
              <span className="insp-point-head">
                <span className="insp-point-name">{p.pointName}</span>
                <span className="insp-card-tags">
                  {p.device && <DeviceTag state={p.device.state} />}
                  <PointStatusTag status={p.pointStatus} />
                </span>
              </span>
              <span className="insp-point-line">
                <span>{p.pointCode}</span>
                {p.positionName && <span>{p.positionName}</span>}
              </span>
              {p.pointStatus !== 'wait' && (
                <span className="insp-point-line">
                  {p.inspMethod && <span className={`insp-checkin is-${p.inspMethod}`}>{t(`checkIn.${p.inspMethod}`)}</span>}
                  {p.operTime && <span>{shortTime(p.operTime)}</span>}
                  {p.operUserName && !p.device && <span>{p.operUserName}</span>}
                  {p.abnormalItemCount > 0 && <span className="insp-point-abnormal">{t('detail.abnormalItems', { count: p.abnormalItemCount })}</span>}
                </span>
              )}
              {p.device?.state === 'refused' && <span className="insp-point-refused" role="note">{p.device.message}</span>}
              {p.id === next && <span className="insp-point-next">{t('detail.next')}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
