import { Skeleton } from 'antd-mobile';
import { ClockCircleOutline, FileOutline, CheckCircleOutline, SendOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { useDefaultInfoMap } from '../../domains/approval/api/getDefaultInfoMap.js';
import './summary-tiles.css';
import { useTranslation } from '../../i18n/index.js';

/** The four tiles of spec 000 section 2 and the routes each pushes. */
export const summaryTiles = [
  { key: 'myTaks', label: 'summary.todo', to: '/work/myMatters', color: '#1677ff', icon: <ClockCircleOutline /> },
  { key: 'myRequest', label: 'summary.request', to: '/work/myRequest', color: '#ff8f1f', icon: <FileOutline /> },
  { key: 'myAlready', label: 'summary.done', to: '/work/myMatters/1', color: '#00b578', icon: <CheckCircleOutline /> },
  { key: 'myNoticeRead', label: 'summary.notice', to: '/work/myNotice', color: '#7c5cfc', icon: <SendOutline /> },
] as const satisfies ReadonlyArray<{ key: string; label: string; to: string; color: string; icon: ReactNode }>;

/**
 * The four-tile workflow summary (my to-do, my requests, my done, my circulated) with a placeholder while the
 * counts load; each tile opens its list. On failure the tiles still lead to their lists, without a count.
 */
export function SummaryTiles() {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  const summary = useDefaultInfoMap();
  return (
    <nav className="summary-tiles" aria-label={t('summary.title')}>
      {summaryTiles.map((tile) => {
        const count = summary.data?.[tile.key]?.dataText;
        return (
          <button key={tile.key} type="button" className="summary-tile" onClick={() => navigate(tile.to)} data-tile={tile.key}>
            <span className="summary-tile-icon" style={{ color: tile.color, background: `${tile.color}14` }}>{tile.icon}</span>
            {summary.isPending
              ? <><Skeleton className="summary-tile-placeholder" aria-hidden /><span className="sr-only">{t('summary.loading')}</span></>
              : <span className="summary-tile-count" style={{ color: tile.key === 'myTaks' && Number(count) > 0 ? tile.color : undefined }}>{count ?? '–'}</span>}
            <span className="summary-tile-label">{t(tile.label)}</span>
          </button>
        );
      })}
    </nav>
  );
}
