import { Link } from 'react-router';
import { CalendarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../components/PageHeader.js';
import { useTaskStatusCount } from '../../../../domains/eam-maintenance/api/queryTaskStatusCount.js';
import { maintenanceLinks } from '../links.js';
import '../maintenance.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/maintenance` — 保养: a grid of two entries, my tasks (how many are open, how many of them overdue: the
 * task list's counts as it opens) and the plans. A failed count says so with a retry; the entries still work.
 */
export function MaintenanceHomePage() {
  const { t } = useTranslation('eamMaintenance');
  const counts = useTaskStatusCount({ scope: 'mine', text: '' });
  const open = counts.data ? counts.data.wait + counts.data.acting : 0;
  const overdue = counts.data?.overdue ?? 0;
  return (
    <div className="page eam-mt-page">
      <PageHeader title={t('home.title')} back />
      <nav aria-label={t('home.title')}>
        <ul className="eam-mt-entries">
          <li>
            <Link className="eam-mt-entry" to={maintenanceLinks.tasks}>
              <span className="eam-mt-entry-icon is-tasks" aria-hidden><UnorderedListOutline /></span>
              <span className="eam-mt-entry-name">{t('home.tasks')}</span>
              {counts.isPending && <span className="eam-mt-entry-hint" aria-busy="true">{t('home.counting')}</span>}
              {counts.data && (
                <span className="eam-mt-entry-counts">
                  <span className="eam-mt-count">{t('home.open', { count: open })}</span>
                  <span className={`eam-mt-count${overdue > 0 ? ' is-overdue' : ''}`}>{t('home.overdue', { count: overdue })}</span>
                </span>
              )}
            </Link>
            {counts.isError && (
              <p className="eam-mt-entry-failed" role="alert">
                {t('home.countFailed')}
                <button type="button" className="link-button" onClick={() => void counts.refetch()}>{t('retry')}</button>
              </p>
            )}
          </li>
          <li>
            <Link className="eam-mt-entry" to={maintenanceLinks.plans}>
              <span className="eam-mt-entry-icon is-plans" aria-hidden><CalendarOutline /></span>
              <span className="eam-mt-entry-name">{t('home.plans')}</span>
              <span className="eam-mt-entry-hint">{t('home.plansHint')}</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
