import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../../components/PageHeader.js';
import { useRepairRights } from '../../rights.js';
import { repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet` — 维修设置: the fault library, urgencies, repair teams and fault types. Repair
 * managers and administrators change them; everyone else reads them (and is told so).
 */
export function SettingsHomePage() {
  const { t } = useTranslation('eamRepair');
  const { manager } = useRepairRights();
  const cells = [
    { to: repairLinks.defects, name: t('settings.defect.title'), hint: t('settings.defect.hint') },
    { to: repairLinks.degrees, name: t('settings.degree.title'), hint: t('settings.degree.hint') },
    { to: repairLinks.teams, name: t('settings.team.title'), hint: t('settings.team.hint') },
    { to: repairLinks.types, name: t('settings.type.title'), hint: t('settings.type.hint') },
  ];
  return (
    <div className="page eam-page repair-page">
      <PageHeader title={t('settings.title')} back />
      {!manager && <p className="repair-readonly-note" role="note">{t('settings.readOnly')}</p>}
      <nav className="eam-cells repair-settings-cells" aria-label={t('settings.title')}>
        <ul>
          {cells.map((c) => (
            <li key={c.to}>
              <Link className="eam-cell" to={c.to}>
                <span className="repair-cell-text">
                  <span>{c.name}</span>
                  <span className="repair-cell-hint">{c.hint}</span>
                </span>
                <RightOutline aria-hidden className="eam-cell-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
