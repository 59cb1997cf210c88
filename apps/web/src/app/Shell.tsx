import { Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { PageLoading } from '../components/PageLoading.js';
import { useTenantTitle } from '../components/TenantLogo.js';
import { signedInTenantCode, useTenantBrand } from '../domains/account/api/getTenantByCode.js';
import { useSession } from '../lib/session/store.js';
import { activeMenu, useMenus } from '../domains/portal/menus.js';
import { useMsgBadge } from '../domains/inbox/api/getMsgbadge.js';
import { queryClient } from './query-client.js';
import { useLiveUpdates } from './use-live-updates.js';
import { OfflineSlot } from './OfflineSlot.js';
import { useTranslation } from '../i18n/index.js';

/** Tabs of the bottom bar with their spec indices, in the order shown: work first, personal last. */
const tabs = [
  { index: 0, path: '/work', icon: <AppOutline />, label: 'tabs.work' },
  { index: 1, path: '/messageReceiverList', icon: <MessageOutline />, label: 'tabs.messages' },
  { index: 5, path: '/mailList', icon: <TeamOutline />, label: 'tabs.mailList' },
  { index: 2, path: '/personal', icon: <UserOutline />, label: 'tabs.personal' },
];

/**
 * The signed-in frame: server-state cache, the page, and the bottom tab bar on tab pages (the messages tab
 * carries the unread count). The user's menus and method permissions load once in the background; the live
 * event stream keeps the badge and the lists current.
 */
export function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>
  );
}

function Frame() {
  // Nothing of one user's data may survive into the next user's session.
  useEffect(() => useSession.subscribe((s, prev) => {
    if (prev.user && s.user?.userId !== prev.user.userId) queryClient.clear();
  }), []);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const { pathname } = useLocation();
  const menus = useMenus();
  const badge = useMsgBadge();
  useLiveUpdates(queryClient);
  const unread = badge.data ?? 0;
  // Every signed-in page is titled with the user's tenant, as its boot screen was.
  useTenantTitle(useTenantBrand(signedInTenantCode())?.name);
  const tab = [...matches].reverse().map((m) => (m.handle as { tab?: number } | undefined)?.tab).find((x) => x !== undefined);
  return (
    <div className={`shell ${tab !== undefined ? 'has-tabbar' : ''}`} data-active-menu={activeMenu(pathname, menus.data ?? [])?.alias}>
      <OfflineSlot />
      <main className="shell-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {tab !== undefined && (
        <nav className="shell-tabbar">
          <TabBar activeKey={String(tab)} onChange={(key) => navigate(tabs.find((x) => String(x.index) === key)!.path)} safeArea>
            {tabs.map((x) => (
              <TabBar.Item key={String(x.index)} icon={x.icon} title={t(x.label)}
                badge={x.index === 1 && unread > 0 ? (unread > 99 ? '99+' : unread) : undefined} />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}
