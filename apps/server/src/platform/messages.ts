/**
 * Server messages in the three languages of the product, chosen by the request's language header.
 * Validation messages name the field in English (the field names are the wire names) in every language.
 */
const zhCN = {
  'auth.badCredentials': '账号或密码错误',
  'auth.locked': '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
  'auth.disabled': '账号已被禁用，请联系管理员',
  'auth.notActivated': '账号未激活，请联系管理员',
  'auth.departed': '账号已离职，无法登录',
  'auth.tenantUnknown': '租户不存在或已停用',
  'auth.signedOut': '已退出登录',
  'auth.expired': '登录已失效，请重新登录',
  'auth.signInRequired': '未登录或登录已失效，请重新登录',
  'auth.tenantMismatch': '租户与登录信息不一致',
  'auth.ssoOff': '未启用单点登录',
  'auth.ssoFailed': '单点登录票据校验失败',
  'auth.guestOnly': '访客令牌只能访问分享的内容',
  'user.notFound': '用户不存在',
  'user.onlySelf': '只能查看或修改自己的信息',
  'user.oldPasswordWrong': '原密码错误',
  'user.passwordRule': '新密码长度需为8-64位，且同时包含字母和数字',
  'user.passwordChanged': '密码修改成功',
  'user.saved': '保存成功',
  'user.bound': '绑定成功',
  'seal.none': '当前用户没有电子签章',
  'seal.passwordWrong': '签章密码错误',
  'seal.passwordRequired': '请填写获取签章的密码',
  'seal.ok': '获取签章成功',
  'file.notFound': '文件不存在',
  'file.forbidden': '无权访问该文件',
  'file.tooLarge': '文件大小超过限制（{limit}）',
  'file.badType': '不支持的文件类型：{type}',
  'file.missing': 'file: 请选择要上传的文件',
  'file.uploaded': '上传成功',
  'bpm.definitionNotFound': '流程定义不存在',
  'ok': '操作成功',
  'error.internal': '系统异常，请稍后再试',
  'error.notFound': '接口不存在：{url}',
  'error.badJson': 'body: 请求体不是合法的JSON',
  'error.tooLarge': 'body: 请求体过大',
};
export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  'auth.badCredentials': 'Wrong account or password',
  'auth.locked': 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  'auth.disabled': 'The account is disabled, please contact the administrator',
  'auth.notActivated': 'The account is not activated, please contact the administrator',
  'auth.departed': 'The account belongs to a departed employee and cannot sign in',
  'auth.tenantUnknown': 'Unknown or disabled tenant',
  'auth.signedOut': 'Signed out',
  'auth.expired': 'The sign-in has expired, please sign in again',
  'auth.signInRequired': 'Not signed in or the sign-in has expired, please sign in again',
  'auth.tenantMismatch': 'The tenant does not match the signed-in user',
  'auth.ssoOff': 'Single sign-on is not enabled',
  'auth.ssoFailed': 'The single sign-on ticket was not accepted',
  'auth.guestOnly': 'A guest token may only open the shared content',
  'user.notFound': 'User not found',
  'user.onlySelf': 'You can only read or change your own information',
  'user.oldPasswordWrong': 'The old password is wrong',
  'user.passwordRule': 'The new password must be 8-64 characters with both letters and digits',
  'user.passwordChanged': 'Password changed',
  'user.saved': 'Saved',
  'user.bound': 'binding succeeded',
  'seal.none': 'The current user has no electronic seal',
  'seal.passwordWrong': 'Wrong seal password',
  'seal.passwordRequired': 'please fill in the password for obtaining the signature!',
  'seal.ok': 'Seal obtained',
  'file.notFound': 'File not found',
  'file.forbidden': 'You may not access this file',
  'file.tooLarge': 'The file is larger than the limit ({limit})',
  'file.badType': 'Unsupported file type: {type}',
  'file.missing': 'file: choose a file to upload',
  'file.uploaded': 'Uploaded',
  'bpm.definitionNotFound': 'No such process definition',
  'ok': 'Done',
  'error.internal': 'the system has gone wrong',
  'error.notFound': 'No such call: {url}',
  'error.badJson': 'body: the request body is not valid JSON',
  'error.tooLarge': 'body: the request body is too large',
};

const zhTW: Record<MessageKey, string> = {
  ...zhCN,
  'auth.badCredentials': '帳號或密碼錯誤',
  'auth.locked': '密碼錯誤次數過多，帳號已鎖定，請{minutes}分鐘後再試',
  'auth.disabled': '帳號已被停用，請聯繫管理員',
  'auth.notActivated': '帳號未啟用，請聯繫管理員',
  'auth.departed': '帳號已離職，無法登入',
  'auth.signInRequired': '未登入或登入已失效，請重新登入',
  'user.notFound': '使用者不存在',
  'user.oldPasswordWrong': '原密碼錯誤',
  'user.passwordChanged': '密碼修改成功',
  'file.forbidden': '無權存取該檔案',
  'error.internal': '系統異常，請稍後再試',
};

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW } as const;
export type Lang = keyof typeof catalogues;

/** The language of a request: the client's `lang` header, else Accept-Language, else zh-CN. */
export function langOf(headers: Record<string, string | string[] | undefined>): Lang {
  const raw = String(headers['lang'] ?? headers['accept-language'] ?? '');
  if (/^en/i.test(raw)) return 'en-US';
  if (/^zh[-_](tw|hk|hant)/i.test(raw)) return 'zh-TW';
  return 'zh-CN';
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
