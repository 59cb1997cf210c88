import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { langOf, type Lang } from '../../platform/messages.js';

/**
 * The portal's own messages in the product's three languages. They live with the module (the platform
 * catalogue holds the shared ones); `portalErrorHandler` translates them per request.
 */
const zhCN = {
  'loaded': '获取成功',
  'saved': '保存成功',
  'inbox.notFound': '消息不存在',
  'inbox.notReceiver': '只能查看发给自己的消息',
  'news.notFound': '新闻公告不存在',
  'news.adminOnly': '只有管理员可以发布新闻公告',
  'news.fileNotFound': 'ffj: 附件不存在：{id}',
  'column.notFound': '栏目不存在：{alias}',
  'column.noRights': '没有查看该栏目的权限',
  'column.notUrl': '该栏目的数据不来自URL（dataMode 3）',
  'column.badUrl': '栏目的数据地址无效：{url}',
  'column.hostNotAllowed': '不允许访问该主机（host not allowed）：{host}',
  'column.badPostParams': 'POST参数不是合法的JSON（POST parameters are not valid JSON）',
  'column.undefinedPlaceholder': '参数占位符{{name}}未定义',
  'column.upstreamFailed': '栏目数据获取失败（{status}）：{message}',
  'column.upstreamNotJson': '栏目数据源返回的不是JSON',
  'column.recursive': '栏目数据地址不能指向栏目数据接口本身',
  'layout.notFound': '布局不存在',
  'layout.notAllowed': '无权使用该布局',
  'layout.cached': '首页布局设置成功',
  'shortUrl.notShareable': 'url: 只能为本应用的流程实例页面生成短链接（/inst/…、/shareInst/…、/instRead/…、/doneDetail/…）',
  'shortUrl.notFound': '短链接不存在或已失效',
  'shortUrl.made': '短链接生成成功',
  'shortUrl.resolved': '短链接解析成功',
  'tag.saved': '保存常用流程成功',
  'tag.unknownFlow': 'defKeys: 流程不存在或未发布：{key}',
  'version.newFound': '发现新版本',
  'version.latest': '已经是最新版本',
  'version.adminOnly': '只有管理员可以发布新版本',
  'version.badVersion': 'version: 版本号应为1.2.0这样的数字格式',
  'version.notNewer': 'version: 新版本号须高于已发布的{latest}',
  'version.badPlatform': 'platform: 只能是android或ios',
  'version.badPackage': 'file: 安装包应为.apk或.ipa文件',
  'version.notFound': '版本不存在',
  'version.published': '新版本已发布',
  'datav.notFound': '数据大屏不存在：{alias}',
};
export type PortalMessageKey = keyof typeof zhCN;

const enUS: Record<PortalMessageKey, string> = {
  'loaded': 'Loaded',
  'saved': 'Saved',
  'inbox.notFound': 'No such message',
  'inbox.notReceiver': 'You can only read messages sent to you',
  'news.notFound': 'No such news item or notice',
  'news.adminOnly': 'Only administrators publish news and notices',
  'news.fileNotFound': 'ffj: no such file: {id}',
  'column.notFound': 'No column with alias {alias}',
  'column.noRights': 'You may not view this column',
  'column.notUrl': 'This column does not load its data from a URL (dataMode 3)',
  'column.badUrl': 'The column data URL is not valid: {url}',
  'column.hostNotAllowed': 'host not allowed: {host}',
  'column.badPostParams': 'POST parameters are not valid JSON',
  'column.undefinedPlaceholder': 'placeholder {{name}} is not defined',
  'column.upstreamFailed': 'The column data source answered {status}: {message}',
  'column.upstreamNotJson': 'The column data source did not answer JSON',
  'column.recursive': 'A column data URL may not point at the column data call itself',
  'layout.notFound': 'No such layout',
  'layout.notAllowed': 'You may not use this layout',
  'layout.cached': 'Home layout set',
  'shortUrl.notShareable': 'url: only instance pages of this app can be shared (/inst/..., /shareInst/..., /instRead/..., /doneDetail/...)',
  'shortUrl.notFound': 'The short link does not exist or has expired',
  'shortUrl.made': 'Short link made',
  'shortUrl.resolved': 'Short link resolved',
  'tag.saved': 'Saved often-used flow successfully',
  'tag.unknownFlow': 'defKeys: no deployed process with key {key}',
  'version.newFound': 'new version found',
  'version.latest': 'already the latest version',
  'version.adminOnly': 'Only administrators may publish a new version',
  'version.badVersion': 'version: must be a dotted version such as 1.2.0',
  'version.notNewer': 'version: must be newer than the published {latest}',
  'version.badPlatform': 'platform: must be android or ios',
  'version.badPackage': 'file: the package must be an .apk or .ipa file',
  'version.notFound': 'No such version',
  'version.published': 'The new version is published',
  'datav.notFound': 'No data-visualisation page with alias {alias}',
};

const zhTW: Record<PortalMessageKey, string> = {
  ...zhCN,
  'loaded': '取得成功',
  'saved': '儲存成功',
  'inbox.notFound': '訊息不存在',
  'inbox.notReceiver': '只能查看發給自己的訊息',
  'news.notFound': '新聞公告不存在',
  'column.notFound': '欄目不存在：{alias}',
  'column.noRights': '沒有查看該欄目的權限',
  'column.hostNotAllowed': '不允許存取該主機（host not allowed）：{host}',
  'column.badPostParams': 'POST參數不是合法的JSON（POST parameters are not valid JSON）',
  'layout.cached': '首頁佈局設定成功',
  'shortUrl.notFound': '短連結不存在或已失效',
  'tag.saved': '儲存常用流程成功',
  'version.newFound': '發現新版本',
  'version.latest': '已經是最新版本',
  'version.adminOnly': '只有管理員可以發佈新版本',
  'version.badVersion': 'version: 版本號應為1.2.0這樣的數字格式',
  'version.notNewer': 'version: 新版本號須高於已發佈的{latest}',
  'version.badPlatform': 'platform: 只能是android或ios',
  'version.badPackage': 'file: 安裝包應為.apk或.ipa檔案',
  'version.notFound': '版本不存在',
  'version.published': '新版本已發佈',
};

const catalogues: Record<Lang, Record<PortalMessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };
type Vars = Record<string, string | number>;

/** A portal message in one language, `{name}` replaced from vars (`{{name}}` stays a literal brace). */
export function portalText(lang: Lang, key: PortalMessageKey, vars: Vars = {}): string {
  // One pass, so a value that looks like a placeholder is never filled in again.
  return catalogues[lang][key].replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (_, braced: string | undefined, plain: string | undefined) =>
    braced !== undefined ? `{${String(vars[braced] ?? braced)}}` : String(vars[plain!] ?? `{${plain}}`));
}

/** The same message in the language of a request. */
export const textFor = (req: Pick<FastifyRequest, 'headers'>, key: PortalMessageKey, vars?: Vars) => portalText(langOf(req.headers), key, vars);

/** An error with a portal message; the module's error handler translates it for the caller. */
export class PortalError extends AppError {
  constructor(statusCode: number, readonly portalKey: PortalMessageKey, readonly portalVars: Vars = {}) {
    super(statusCode, null, portalText('en-US', portalKey, portalVars), portalVars);
  }
}
/** Portal errors by status: 400 bad input, 403 not allowed, 404 unknown, 409 a conflict, 502 a column's data source failed. */
const make = (status: number) => (key: PortalMessageKey, vars?: Vars) => new PortalError(status, key, vars);
export const portalBadRequest = make(400);
export const portalForbidden = make(403);
export const portalNotFound = make(404);
export const portalConflict = make(409);
export const portalBadGateway = make(502);

/** Sends portal errors in the caller's language; every other error goes on to the application's handler. */
export function portalErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof PortalError) {
    return reply.status(err.statusCode).send({ state: false, message: textFor(req, err.portalKey, err.portalVars), code: err.statusCode });
  }
  throw err;
}
