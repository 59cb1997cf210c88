import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/index.js';

export interface OrgCrumb { id: string; name: string }

/** Where a picker stands in the organisation tree: 'all', then each level; tapping one goes back up to it. */
export function OrgCrumbs({ trail, onTrail }: { trail: OrgCrumb[]; onTrail(trail: OrgCrumb[]): void }) {
  const { t } = useTranslation('form');
  return (
    <nav className="form-org-crumbs" aria-label="breadcrumb">
      <button type="button" className="form-org-crumb" disabled={trail.length === 0} onClick={() => onTrail([])}>{t('picker.all')}</button>
      {trail.map((c, i) => (
        <span key={c.id} className="form-org-crumb-wrap">
          <RightOutline aria-hidden className="form-org-crumb-sep" />
          <button type="button" className="form-org-crumb" disabled={i === trail.length - 1} onClick={() => onTrail(trail.slice(0, i + 1))}>{c.name}</button>
        </span>
      ))}
    </nav>
  );
}
