import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Collapse, Grid, Skeleton } from 'antd-mobile';
import {
  AddSquareOutline, AppOutline, ClockCircleOutline, EditSOutline, FileOutline, SendOutline, SoundOutline, UserSetOutline,
} from 'antd-mobile-icons';
import type { App } from '@wp/contract';
import { MountOnOpen } from '../../../components/MountOnOpen.js';
import { TabStrip } from '../../../components/TabStrip.js';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { notify } from '../../../lib/notify.js';
import { useSession } from '../../../lib/session/store.js';
import { useCurrentCharge, useUserDetail } from '../../../domains/account/user-detail.js';
import { longDate } from '../../../lib/time.js';
import { useApps } from '../api/getApp.js';
import { appAction } from '../app-modes.js';
import { shownCategories } from '../categories.js';
import { appCentreConfig } from '../config.js';
import { assetSystemSignIn } from '../asset-sign-in.js';
import { AppIcon } from '../components/AppIcon.js';
import './app-centre.css';
import { useTranslation } from '../../../i18n/index.js';

// The chart dialog (and ECharts after it) loads when a mode 4 app is first opened.
const ChartDialog = lazy(() => import('../components/ChartDialog.js').then((m) => ({ default: m.ChartDialog })));

/** The workbench's shortcuts: screens that are not apps of the centre. */
const shortcuts: Array<{ to: string; label: string; color: string; icon: ReactNode }> = [
  { to: '/home', label: 'shortcuts.home', color: '#1677ff', icon: <AppOutline /> },
  { to: '/work/startFlowList', label: 'shortcuts.startFlow', color: '#2f54eb', icon: <AddSquareOutline /> },
  { to: '/work/myMatters/0', label: 'shortcuts.todo', color: '#ff8f1f', icon: <ClockCircleOutline /> },
  { to: '/work/myRequest', label: 'shortcuts.myRequest', color: '#13a8a8', icon: <FileOutline /> },
  { to: '/work/myTurnOutList', label: 'shortcuts.turnOut', color: '#eb2f96', icon: <UserSetOutline /> },
  { to: '/work/myNotice', label: 'shortcuts.notice', color: '#7c5cfc', icon: <SendOutline /> },
  { to: '/news', label: 'shortcuts.news', color: '#00b578', icon: <SoundOutline /> },
  { to: '/canvas', label: 'shortcuts.canvas', color: '#fa8c16', icon: <EditSOutline /> },
];

/**
 * `/work`: the application centre ('water plant PAD edition'). A greeting with the post the user acts under,
 * the configured app categories as tabs with their child categories as open panels, and the shortcuts.
 * Entering loads the user's detail and runs the asset-system sign-in hook.
 */
export function AppCentrePage() {
  const { t, i18n } = useTranslation('appCentre');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const detail = useUserDetail();
  const { post } = useCurrentCharge(detail.data);
  const apps = useApps(appCentreConfig.typeKey);
  const categories = useMemo(() => shownCategories(apps.data ?? [], appCentreConfig.shown, (k) => t(k)), [apps.data, t]);
  const [tab, setTab] = useState<string | undefined>();
  const [chart, setChart] = useState<{ id: string; name: string } | null>(null);
  const today = longDate(new Date(), i18n.t);

  useEffect(() => {
    void assetSystemSignIn();
  }, []);

  function open(app: App) {
    const action = appAction(app);
    if (action.kind === 'push') navigate(action.to);
    else if (action.kind === 'navigate') window.location.assign(action.url);
    else if (action.kind === 'chart') setChart({ id: action.id, name: action.name });
    else notify.warning(t('appUnusable', { name: app.name }));
  }

  const active = categories.find((c) => c.id === tab) ?? categories[0];
  return (
    <div className="page app-centre">
      <header className="app-centre-hero">
        <div className="app-centre-title">{t('title')}</div>
        <div className="app-centre-greeting">{t('greeting', { name: user?.username ?? '' })}</div>
        <div className="app-centre-meta">{post ? `${post.orgName} · ${post.postName}` : '\u00a0'}</div>
        <div className="app-centre-date">{today}</div>
      </header>

      <section className="card app-centre-apps" aria-label={t('section')}>
        <div className="section-title">{t('section')}</div>
        {apps.isPending ? (
          <div className="app-grid-loading" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="app-skeleton" />)}
          </div>
        ) : apps.isError ? (
          <ReadFailure query={apps} tip={t('loadFailed')} />
        ) : !active ? (
          <ErrorPage status="empty" tip={t('noApps')} />
        ) : (
          <>
            <TabStrip activeKey={active.id} onChange={setTab} className="app-centre-tabs" tabs={categories.map((c) => ({ key: c.id, title: c.label }))} />
            {active.apps.length > 0 && <AppGrid apps={active.apps} onOpen={open} />}
            {active.panels.length > 0 ? (
              <Collapse key={active.id} defaultActiveKey={active.panels.map((p) => p.id)} className="app-centre-panels">
                {active.panels.map((p) => (
                  <Collapse.Panel key={p.id} title={p.title}>
                    <AppGrid apps={p.apps} onOpen={open} />
                  </Collapse.Panel>
                ))}
              </Collapse>
            ) : active.apps.length === 0 && <ErrorPage status="empty" tip={t('noApps')} />}
          </>
        )}
      </section>

      {/* After the apps have loaded: appearing under a growing app list would push it about (layout shift). */}
      {!apps.isPending && <section className="card" aria-label={t('shortcutsTitle')}>
        <div className="section-title">{t('shortcutsTitle')}</div>
        <Grid columns={4} gap={8} className="app-grid">
          {shortcuts.map((s) => (
            <Grid.Item key={s.to}>
              <Link to={s.to} className="app-tile"><span className="app-icon" style={{ background: s.color }}>{s.icon}</span><span className="app-name">{t(s.label)}</span></Link>
            </Grid.Item>
          ))}
        </Grid>
      </section>}

      {/* The dialog's code (and ECharts) loads the first time a chart is opened. */}
      <MountOnOpen open={!!chart}>{(visible) => (
        <Suspense fallback={null}>
          <ChartDialog chart={chart} open={visible} onClose={() => setChart(null)} />
        </Suspense>
      )}</MountOnOpen>
    </div>
  );
}

function AppGrid({ apps, onOpen }: { apps: App[]; onOpen(app: App): void }) {
  return (
    <Grid columns={4} gap={8} className="app-grid">
      {apps.map((a) => (
        <Grid.Item key={a.id}>
          <button type="button" className="app-tile" onClick={() => onOpen(a)} data-app-mode={a.mode}>
            <AppIcon img={a.img} icon={a.icon} color={a.iconColor} />
            <span className="app-name">{a.name}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
