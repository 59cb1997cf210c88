import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useOutlet, useResolvedPath } from 'react-router';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { PaneContext } from '../../lib/pane.js';
import { SPLIT_VIEW, useMediaQuery } from '../../lib/use-media-query.js';
import './master-detail.css';
import { useTranslation } from '../../i18n/index.js';

/**
 * A list screen with its selected item (ADR 0018). The item is the list route's child route, its URL the
 * list's followed by the item's own (`/work/myMatters/0` + `/task/7/0`). On a tablet both stand side by side,
 * each scrolling on its own, and an empty pane says to pick an item; on a phone the list or, when a child
 * route matched, the item fills the screen.
 */
export function MasterDetail({ list }: { list: ReactNode }) {
  const { t } = useTranslation();
  const split = useMediaQuery(SPLIT_VIEW);
  const detail = useOutlet();
  const { pathname, search } = useLocation();
  const listUrl = useResolvedPath('.').pathname + search;
  const pane = useMemo(() => ({ listUrl }), [listUrl]);
  if (!split) return detail ?? list;
  return (
    <div className="master-detail">
      <div className="master-detail-list">
        <div className="master-detail-scroll">{list}</div>
      </div>
      <section className="master-detail-pane" aria-label={t('masterDetail.detail')}>
        {/* A new item starts at its top. */}
        <div className="master-detail-scroll" key={pathname}>
          {detail ? <PaneContext value={pane}>{detail}</PaneContext> : (
            <div className="master-detail-empty">
              <span className="master-detail-empty-icon" aria-hidden><UnorderedListOutline /></span>
              <p>{t('masterDetail.pick')}</p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * How the rows of a MasterDetail list open their item, given the item's full-screen URL. A phone goes there as
 * before. A tablet shows it in the pane under the list's URL, keeping the list's search (tab, filter): the
 * first item is a new history entry (back closes it, as on a phone), a change of item replaces it.
 */
export function useMasterDetail() {
  const split = useMediaQuery(SPLIT_VIEW);
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const list = useResolvedPath('.').pathname;
  // A detail route that already lies under its list (`/news/7` under `/news`) keeps its URL.
  const beside = (full: string) => (full.startsWith(`${list}/`) ? full : `${list}${full}`);
  /** `replace`: never a new history entry (the address book, whose history entries are its department trail). */
  const open = (full: string, { replace = pathname !== list } = {}) => {
    if (!split) return void navigate(full);
    // The list's own history state (the department trail) stays with it.
    void navigate(beside(full) + search, { replace, state });
  };
  /** Whether the row's item is the one in the pane. */
  const isOpen = (full: string) => split && pathname === beside(full);
  /** A row's tap and its selected look. */
  const row = (full: string) => ({ onOpen: () => open(full), selected: isOpen(full) });
  return { split, open, isOpen, row };
}
