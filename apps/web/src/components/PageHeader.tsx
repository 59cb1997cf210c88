import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LeftOutline } from 'antd-mobile-icons';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { usePane } from '../lib/pane.js';
import { useTranslation } from '../i18n/index.js';

/**
 * The title bar of a screen; `back` shows the arrow (pages reached from another page), except in the pane
 * beside a list, where the list is on screen and picking another row replaces the item. antd-mobile's NavBar
 * look, but its markup is our own: NavBar makes its whole left side a nameless role=button that no keyboard
 * reaches, where this one is a real button named in the user's language.
 */
export function PageHeader({ title, back, right }: { title: ReactNode; back?: boolean; right?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const beside = usePane() !== null;
  const arrow = back && !beside;
  return (
    <header className="adm-nav-bar page-header">
      <div className="adm-nav-bar-left">
        {arrow && (
          <button type="button" className="adm-nav-bar-back page-header-back" aria-label={t('back')} onClick={() => navigate(-1)}>
            <span className="adm-nav-bar-back-arrow"><LeftOutline aria-hidden /></span>
          </button>
        )}
      </div>
      <div className="adm-nav-bar-title">{title}</div>
      <div className="adm-nav-bar-right">{right}</div>
    </header>
  );
}
