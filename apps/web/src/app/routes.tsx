import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { eamApi, type AssetKind } from '@wp/contract';
import { RouteError } from './RouteError.js';
import { NotFoundPage } from '../components/ErrorPage.js';
import { anonymousRoute, requireSession } from './loaders.js';
import { queryClient } from './query-client.js';
import { nextTask } from '../lib/next-task.js';
import { prefetchHome as prefetchHomeData } from '../features/home/prefetch.js';

/**
 * Lazy page modules: each screen is its own chunk, so /login loads only what sign-in needs. The import starts in
 * a task of its own: asking for a page's files (a preload link each) is not added to the router's start-up task.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  await nextTask();
  return { Component: (await load()).default };
};

const login = page(() => import('../features/auth/pages/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const thirdParty = (name: 'DingTalkPage' | 'WeChatOfficialAccountPage' | 'WeComPage' | 'MiniProgramPage') =>
  page(() => import('../features/auth/pages/ThirdPartyPages.js').then((m) => ({ default: m[name] })));
/**
 * Home's data starts loading beside its code (fire and forget: the page works without it). The prefetch is in
 * the entry, not fetched on demand, so its first request goes out without waiting for a file of its own.
 */
const prefetchHome = ({ request }: LoaderFunctionArgs) => {
  void prefetchHomeData(queryClient, new URL(request.url)).catch(() => undefined);
  return null;
};
const home = page(() => import('../features/home/pages/HomePage.js').then((m) => ({ default: m.HomePage })));
const appCentre = page(() => import('../features/app-centre/pages/AppCentrePage.js').then((m) => ({ default: m.AppCentrePage })));
const inbox = page(() => import('../features/inbox/pages/InboxPage.js').then((m) => ({ default: m.InboxPage })));
const inboxMessage = page(() => import('../features/inbox/pages/MessagePage.js').then((m) => ({ default: m.MessagePage })));
const newsList = page(() => import('../features/news/pages/NewsListPage.js').then((m) => ({ default: m.NewsListPage })));
const newsDetail = page(() => import('../features/news/pages/NewsDetailPage.js').then((m) => ({ default: m.NewsDetailPage })));
const datav = page(() => import('../features/datav/pages/DatavPage.js').then((m) => ({ default: m.DatavPage })));
const canvas = page(() => import('../features/canvas/pages/CanvasPage.js').then((m) => ({ default: m.CanvasPage })));
const messageFill = page(() => import('../features/message-fill/pages/MessageFillPage.js').then((m) => ({ default: m.MessageFillPage })));
const personal = page(() => import('../features/personal/pages/PersonalPage.js').then((m) => ({ default: m.PersonalPage })));
const mailList = page(() => import('../features/mail-list/pages/MailListPage.js').then((m) => ({ default: m.MailListPage })));
const person = page(() => import('../features/mail-list/pages/PersonPage.js').then((m) => ({ default: m.PersonPage })));
const myMatters = page(() => import('../features/matters/pages/MyMattersPage.js').then((m) => ({ default: m.MyMattersPage })));
const myRequest = page(() => import('../features/matters/pages/MyRequestPage.js').then((m) => ({ default: m.MyRequestPage })));
const myTurnOutList = page(() => import('../features/matters/pages/MyTurnOutListPage.js').then((m) => ({ default: m.MyTurnOutListPage })));
const myNotice = page(() => import('../features/matters/pages/MyNoticePage.js').then((m) => ({ default: m.MyNoticePage })));
const startFlowList = page(() => import('../features/start-flow-list/pages/StartFlowListPage.js').then((m) => ({ default: m.StartFlowListPage })));
const startFlowSearch = page(() => import('../features/start-flow-list/pages/StartFlowSearchPage.js').then((m) => ({ default: m.StartFlowSearchPage })));
const startFlow = page(() => import('../features/start-flow/pages/StartFlowPage.js').then((m) => ({ default: m.StartFlowPage })));
const agentStart = page(() => import('../features/start-flow/pages/AgentStartPage.js').then((m) => ({ default: m.AgentStartPage })));
const taskView = page(() => import('../features/task/pages/TaskPage.js').then((m) => ({ default: m.TaskPage })));
const instanceView = page(() => import('../features/task/pages/InstancePage.js').then((m) => ({ default: m.InstancePage })));
const templatePreview = page(() => import('../features/data-template/pages/TemplatePreviewPage.js').then((m) => ({ default: m.TemplatePreviewPage })));
const templateForm = page(() => import('../features/data-template/pages/TemplateFormPage.js').then((m) => ({ default: m.TemplateFormPage })));
const noticeView = page(() => import('../features/task/pages/NoticePage.js').then((m) => ({ default: m.NoticePage })));
const previewForm = page(() => import('../features/form-view/pages/PreviewFormPage.js').then((m) => ({ default: m.PreviewFormPage })));
const formDetail = page(() => import('../features/form-view/pages/PreviewFormPage.js').then((m) => ({ default: m.FormDetailPage })));
const formContent = page(() => import('../features/form-view/pages/FormContentPage.js').then((m) => ({ default: m.FormContentPage })));
const qrCodeForm = page(() => import('../features/form-view/pages/QRCodeFormPage.js').then((m) => ({ default: m.QRCodeFormPage })));
// The asset screens (issue H): one list and one details route per kind of the asset system, the kind passed in.
const deviceLedger = page(() => import('../features/eam/devices/pages/DeviceLedgerPage.js').then((m) => ({ default: m.DeviceLedgerPage })));
const deviceList = (kind: AssetKind) => page(() => import('../features/eam/devices/pages/DeviceListPage.js')
  .then(({ DeviceListPage }) => ({ default: () => <DeviceListPage kind={kind} /> })));
const deviceDetail = page(() => import('../features/eam/devices/pages/DeviceDetailPage.js').then((m) => ({ default: m.DeviceDetailPage })));
const basicInfo = page(() => import('../features/eam/devices/pages/BasicInfoPage.js').then((m) => ({ default: m.BasicInfoPage })));
const infoDevice = page(() => import('../features/eam/devices/pages/DeviceInfoPage.js').then((m) => ({ default: m.DeviceInfoPage })));
const infoFinance = page(() => import('../features/eam/devices/pages/FinancePage.js').then((m) => ({ default: m.FinancePage })));
const infoMaintenance = page(() => import('../features/eam/devices/pages/MaintenancePage.js').then((m) => ({ default: m.MaintenancePage })));
// Inspection rounds (the spec's spelling `inspectioin`): the round opens beside its list on a tablet (ADR 0018).
const inspectionList = page(() => import('../features/eam/inspection/pages/TaskListPage.js').then((m) => ({ default: m.TaskListPage })));
const inspectionDetail = page(() => import('../features/eam/inspection/pages/TaskDetailPage.js').then((m) => ({ default: m.TaskDetailPage })));
const inspectionPoint = page(() => import('../features/eam/inspection/pages/PointDoPage.js').then((m) => ({ default: m.PointDoPage })));
const deviceQr = page(() => import('../features/eam/scan/DeviceQrPage.js').then((m) => ({ default: m.DeviceQrPage })));
const eamTest = page(() => import('../features/eam/diagnostics/EamTestPage.js').then((m) => ({ default: m.EamTestPage })));
// Preventive maintenance (保养): the entry, the task and plan lists with their item beside them on a tablet (ADR 0018).
const maintenanceHome = page(() => import('../features/eam/maintenance/pages/MaintenanceHomePage.js').then((m) => ({ default: m.MaintenanceHomePage })));
const maintainTasks = page(() => import('../features/eam/maintenance/pages/TaskListPage.js').then((m) => ({ default: m.TaskListPage })));
const maintainTask = page(() => import('../features/eam/maintenance/pages/TaskDetailPage.js').then((m) => ({ default: m.TaskDetailPage })));
const maintainPlans = page(() => import('../features/eam/maintenance/pages/PlanListPage.js').then((m) => ({ default: m.PlanListPage })));
const maintainPlan = page(() => import('../features/eam/maintenance/pages/PlanDetailPage.js').then((m) => ({ default: m.PlanDetailPage })));
// Corrective repair (维修): the entry, the order and work-order lists with the order beside them on a tablet, the settings.
const repairHome = page(() => import('../features/eam/repair/pages/RepairHomePage.js').then((m) => ({ default: m.RepairHomePage })));
const repairOrders = page(() => import('../features/eam/repair/pages/RepairListPage.js').then((m) => ({ default: m.RepairListPage })));
const repairOrder = page(() => import('../features/eam/repair/pages/OrderDetailPage.js').then((m) => ({ default: m.OrderDetailPage })));
const repairWorkOrders = page(() => import('../features/eam/repair/pages/WorkOrderListPage.js').then((m) => ({ default: m.WorkOrderListPage })));
const repairSettings = page(() => import('../features/eam/repair/pages/settings/SettingsHomePage.js').then((m) => ({ default: m.SettingsHomePage })));
const repairDefects = page(() => import('../features/eam/repair/pages/settings/DefectListPage.js').then((m) => ({ default: m.DefectListPage })));
const repairDefect = page(() => import('../features/eam/repair/pages/settings/DefectDetailPage.js').then((m) => ({ default: m.DefectDetailPage })));
const repairDegrees = page(() => import('../features/eam/repair/pages/settings/DegreeListPage.js').then((m) => ({ default: m.DegreeListPage })));
const repairDegree = page(() => import('../features/eam/repair/pages/settings/DegreeDetailPage.js').then((m) => ({ default: m.DegreeDetailPage })));
const repairTeams = page(() => import('../features/eam/repair/pages/settings/TeamListPage.js').then((m) => ({ default: m.TeamListPage })));
const repairTeam = page(() => import('../features/eam/repair/pages/settings/TeamDetailPage.js').then((m) => ({ default: m.TeamDetailPage })));
const repairTypes = page(() => import('../features/eam/repair/pages/settings/TypeTreePage.js').then((m) => ({ default: m.TypeTreePage })));
// Not a route of the spec: the asset KPIs, reached from the app centre (ADR 0025).
const eamKpi = page(() => import('../features/eam/kpi/pages/KpiDashboardPage.js').then((m) => ({ default: m.KpiDashboardPage })));

/**
 * `/eam/device-{kind}/:assetCode?` (the focus code optional) with its asset beside it on a tablet (ADR 0018), and
 * `/eam/device-{kind}-details/:assetCode` full screen: the security kind's path too, whose spec form is malformed.
 */
const deviceRoutes = (): RouteObject[] => eamApi.ASSET_KINDS.flatMap((kind) => [
  { path: `/eam/device-${kind}/:focusCode?`, lazy: deviceList(kind), children: [{ path: `eam/device-${kind}-details/:assetCode`, lazy: deviceDetail }] },
  { path: `/eam/device-${kind}-details/:assetCode`, lazy: deviceDetail },
]);

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
      // Third-party sign-in: the pages DingTalk, a WeChat official account, WeCom and a mini-program open, each also
      // under a tenant's sign-in path.
      ...([['dingTalk', 'DingTalkPage'], ['weChatOffAcc', 'WeChatOfficialAccountPage'], ['weChat', 'WeComPage'], ['miniprogram', 'MiniProgramPage']] as const)
        .flatMap(([path, name]) => {
          const lazy = thirdParty(name);
          return [{ path: `/${path}`, loader: anonymousRoute, lazy }, { path: `/login/:tenant/${path}`, loader: anonymousRoute, lazy }];
        }),
      // Short links: the guard resolves them and redirects (to the long URL, or to the message page).
      { path: '/surl/*', loader: anonymousRoute },
      // Reached when a short link cannot be resolved, often without a session: anonymous.
      { path: '/messageFillPage/:message', loader: anonymousRoute, lazy: messageFill },
      {
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./Shell.js')).Shell }),
        // A page that fails (its file did not arrive, or it broke) shows its error inside the shell: the tab bar stays.
        children: [{ errorElement: <RouteError />, children: [
          { path: '/home', loader: prefetchHome, lazy: home, handle: { tab: 0 } },
          { path: '/login/:tenant/home', loader: prefetchHome, lazy: home, handle: { tab: 0 } },
          { path: '/work', lazy: appCentre, handle: { tab: 0 } },
          { path: '/messageReceiverList', lazy: inbox, handle: { tab: 1 }, children: [{ path: ':id', lazy: inboxMessage }] },
          { path: '/personal', lazy: personal, handle: { tab: 2 } },
          { path: '/mailList', lazy: mailList, handle: { tab: 5 }, children: [{ path: ':userId', lazy: person }] },
          { path: '/work/myMatters', loader: () => redirect('/work/myMatters/0') },
          // The approval lists show their item beside them on a tablet: its route under the list's (ADR 0018).
          { path: '/work/myMatters/:activeNumber', lazy: myMatters, children: [
            { path: 'task/:taskId/:leaderId', lazy: taskView },
            { path: 'doneDetail/:instId/:type', lazy: instanceView },
          ] },
          { path: '/work/myRequest', lazy: myRequest, children: [{ path: 'inst/:instId/:type', lazy: instanceView }] },
          { path: '/work/myTurnOutList', lazy: myTurnOutList, children: [{ path: 'inst/:instId/:type', lazy: instanceView }] },
          { path: '/work/myNotice', lazy: myNotice, children: [{ path: 'noticeTask/:noticeId/:type/:isRead/:curNodeId/:from', lazy: noticeView }] },
          { path: '/work/startFlowList', lazy: startFlowList },
          { path: '/work/startFlowList_search', lazy: startFlowSearch },
          // Starting a process and handling a task: full-screen pages, no tab bar.
          { path: '/work/startFlow/:defId/:instId', lazy: startFlow },
          { path: '/work/agentStart/:defId/:leaderId', lazy: agentStart },
          { path: '/task/:taskId/:leaderId', lazy: taskView },
          { path: '/inst/:instId', lazy: instanceView },
          { path: '/inst/:instId/:type', lazy: instanceView },
          { path: '/inst/:instId/:type/:curNodeId', lazy: instanceView },
          { path: '/doneDetail/:instId/:type', lazy: instanceView },
          { path: '/instRead/:instId/:myReadType', lazy: instanceView },
          { path: '/shareInst/:instId/:isShare', lazy: instanceView },
          { path: '/noticeTask/:noticeId/:type/:isRead/:curNodeId/:from', lazy: noticeView },
          { path: '/myRead/:instId/:noticeId/:myReadType/:curNodeId', lazy: noticeView },
          { path: '/news', lazy: newsList, children: [{ path: ':id', lazy: newsDetail }] },
          // A data template's records; on a tablet the record's form beside the list (ADR 0018).
          { path: '/template/preview/:templateKey', lazy: templatePreview, children: [{ path: 'templateForm/:templateKey/:action/:data?', lazy: templateForm }] },
          { path: '/templateForm/:templateKey/:action/:data?', lazy: templateForm },
          // Standalone form views (spec 001 section 2): no tab bar; the QR page is behind sign-in like the rest (ADR 0022).
          { path: '/formContent', lazy: formContent },
          { path: '/previewForm/:formId', lazy: previewForm },
          { path: '/formDetail/:formId', lazy: formDetail },
          { path: '/QRCodeForm/:templateKey', lazy: qrCodeForm },
          { path: '/datavShow/:alias', lazy: datav },
          { path: '/canvas', lazy: canvas },
          // Asset management (issue H): full-screen pages, no tab bar.
          { path: '/eam/getDevice', lazy: deviceLedger },
          ...deviceRoutes(),
          { path: '/eam/basic-info/:assetCode', lazy: basicInfo },
          { path: '/eam/info-device/:assetCode', lazy: infoDevice },
          { path: '/eam/info-finance/:assetCode', lazy: infoFinance },
          { path: '/eam/info-maintenance/:id', lazy: infoMaintenance },
          { path: '/eam/inspectioin', lazy: inspectionList, children: [{ path: 'detail', lazy: inspectionDetail }] },
          { path: '/eam/inspectioin/pointDo', lazy: inspectionPoint },
          { path: '/eam/device-QR', lazy: deviceQr },
          { path: '/eam/test', lazy: eamTest },
          { path: '/eam/maintenance', lazy: maintenanceHome },
          { path: '/eam/maintenance/devTask', lazy: maintainTasks, children: [{ path: 'details/:id', lazy: maintainTask }] },
          { path: '/eam/maintenance/devPlan', lazy: maintainPlans, children: [{ path: 'details', lazy: maintainPlan }] },
          { path: '/eam/maintenance2', lazy: repairHome },
          { path: '/eam/maintenance2/deviceFix', lazy: repairOrders, children: [{ path: 'detail/:id', lazy: repairOrder }] },
          { path: '/eam/maintenance2/deviceOrder', lazy: repairWorkOrders, children: [{ path: 'eam/maintenance2/deviceFix/detail/:id', lazy: repairOrder }] },
          { path: '/eam/maintenance2/deviceSet', lazy: repairSettings },
          { path: '/eam/maintenance2/deviceSet/defect', lazy: repairDefects, children: [{ path: 'Details/:id', lazy: repairDefect }] },
          { path: '/eam/maintenance2/deviceSet/degree', lazy: repairDegrees, children: [{ path: 'Details/:id', lazy: repairDegree }] },
          { path: '/eam/maintenance2/deviceSet/team', lazy: repairTeams, children: [{ path: 'Details', lazy: repairTeam }] },
          { path: '/eam/maintenance2/deviceSet/type', lazy: repairTypes },
          { path: '/eam/kpi', lazy: eamKpi },
        ] }],
      },
      // The error page is in the entry (RouteError shows it when a page's file cannot be fetched).
      { path: '*', Component: NotFoundPage },
    ],
  },
];
