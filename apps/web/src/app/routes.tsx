import { redirect, type RouteObject } from 'react-router';
import { RouteError } from './RouteError.js';
import { anonymousRoute, requireSession } from './loaders.js';

/** Lazy page modules: each screen is its own chunk, so /login loads only what sign-in needs. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const login = page(() => import('../features/auth/pages/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const workbench = page(() => import('../features/workbench/pages/WorkbenchPage.js').then((m) => ({ default: m.WorkbenchPage })));
const personal = page(() => import('../features/personal/pages/PersonalPage.js').then((m) => ({ default: m.PersonalPage })));
const mailList = page(() => import('../features/mail-list/pages/MailListPage.js').then((m) => ({ default: m.MailListPage })));
const myMatters = page(() => import('../features/matters/pages/MyMattersPage.js').then((m) => ({ default: m.MyMattersPage })));
const myRequest = page(() => import('../features/matters/pages/MyRequestPage.js').then((m) => ({ default: m.MyRequestPage })));
const myTurnOutList = page(() => import('../features/matters/pages/MyTurnOutListPage.js').then((m) => ({ default: m.MyTurnOutListPage })));
const myNotice = page(() => import('../features/matters/pages/MyNoticePage.js').then((m) => ({ default: m.MyNoticePage })));
const startFlowList = page(() => import('../features/start-flow-list/pages/StartFlowListPage.js').then((m) => ({ default: m.StartFlowListPage })));
const startFlowSearch = page(() => import('../features/start-flow-list/pages/StartFlowSearchPage.js').then((m) => ({ default: m.StartFlowSearchPage })));

/**
 * THE route table: every path of both specifications is registered here as its screen is built.
 * `handle.tab` is the bottom tab bar index of spec section 2 (0 home/work, 1 messages, 2 personal, 5 address book).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', loader: () => redirect('/work') },
      { path: '/login', loader: anonymousRoute, lazy: login },
      { path: '/login/:tenant', loader: anonymousRoute, lazy: login },
      {
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./Shell.js')).Shell }),
        children: [
          { path: '/home', lazy: workbench, handle: { tab: 0 } },
          { path: '/login/:tenant/home', lazy: workbench, handle: { tab: 0 } },
          { path: '/work', lazy: workbench, handle: { tab: 0 } },
          { path: '/personal', lazy: personal, handle: { tab: 2 } },
          { path: '/mailList', lazy: mailList, handle: { tab: 5 } },
          { path: '/work/myMatters', loader: () => redirect('/work/myMatters/0') },
          { path: '/work/myMatters/:activeNumber', lazy: myMatters },
          { path: '/work/myRequest', lazy: myRequest },
          { path: '/work/myTurnOutList', lazy: myTurnOutList },
          { path: '/work/myNotice', lazy: myNotice },
          { path: '/work/startFlowList', lazy: startFlowList },
          { path: '/work/startFlowList_search', lazy: startFlowSearch },
        ],
      },
      { path: '*', lazy: page(() => import('../components/ErrorPage.js').then((m) => ({ default: m.NotFoundPage }))) },
    ],
  },
];
