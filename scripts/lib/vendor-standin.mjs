// A stand-in for the sign-in vendors' APIs on 127.0.0.1, for the tests (no internet here): what the server calls
// of DingTalk, WeCom and WeChat, with their answers and error codes, and what each vendor's client would do:
// - DingTalk's requestAuthCode: `POST /standin/code {userid}` (or codeOf) gives a one-time code of that user (with
//   `kind` 'wecom', 'oa' or 'mp' a code of those vendors, for tests in another process);
// - WeChat's and WeCom's OAuth pages: `GET /connect/oauth2/authorize` sends the browser back to redirect_uri with a
//   code and the state, for the user named by the cookie `standin_openid` (official account; `standin_snapshot=1`
//   makes a snapshot user) or `standin_wecom_user` (WeCom, when the URL names an agentid);
// - the mini-program's wx.login: miniProgramCodeOf(openid).
// Every code is good once, for 5 minutes, as the vendors' are.
import http from 'node:http';
import crypto from 'node:crypto';

export const STANDIN_APP = { appKey: 'ding-standin-key', appSecret: 'ding-standin-secret' };
export const STANDIN_WECHAT = {
  officialAccount: { appId: 'wx-standin-oa', appSecret: 'wx-standin-oa-secret' },
  miniProgram: { appId: 'wx-standin-mp', appSecret: 'wx-standin-mp-secret' },
  weCom: { agentId: '1000002', secret: 'ww-standin-secret' },
};
const CODE_MS = 5 * 60_000;

/** Starts the stand-in; `tokenSeconds` is the access tokens' lifetime. */
export async function startVendorStandin({ tokenSeconds = 7200 } = {}) {
  const tokens = new Map(); // access token -> { vendor, expires }
  const codes = new Map(); // code -> { kind, id, snapshot, expires }
  const used = new Set();
  const calls = { gettoken: 0, getuserinfo: 0, weComToken: 0, weComUser: 0, oauthToken: 0, jscode2session: 0 };
  const send = (res, status, value, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', ...headers });
    res.end(JSON.stringify(value));
  };
  const newCode = (kind, id, snapshot = false) => {
    const code = crypto.randomBytes(12).toString('hex');
    codes.set(code, { kind, id, snapshot, expires: Date.now() + CODE_MS });
    return code;
  };
  /** The grant of a code of this kind, spent; or the vendor's error (40163: used before, 40029: unknown). */
  const spend = (code, kind) => {
    if (used.has(code)) return { error: { errcode: 40163, errmsg: 'code been used' } };
    const grant = codes.get(code);
    if (!grant || grant.kind !== kind || grant.expires < Date.now()) return { error: { errcode: 40029, errmsg: 'invalid code' } };
    codes.delete(code);
    used.add(code);
    return { grant };
  };
  const issueToken = (vendor) => {
    const token = crypto.randomBytes(16).toString('hex');
    tokens.set(token, { vendor, expires: Date.now() + tokenSeconds * 1000 });
    return token;
  };
  const tokenValid = (token, vendor) => {
    const t = tokens.get(token);
    return !!t && t.vendor === vendor && t.expires > Date.now();
  };
  const cookie = (req, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
  const appOf = (appid, secret) => Object.values(STANDIN_WECHAT).find((a) => a.appId === appid && a.appSecret === secret);

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://standin');
      const q = (name) => url.searchParams.get(name);
      if (req.method === 'OPTIONS') return send(res, 204, {});
      // ---- DingTalk ----
      if (req.method === 'GET' && url.pathname === '/gettoken') {
        calls.gettoken++;
        if (q('appkey') !== STANDIN_APP.appKey || q('appsecret') !== STANDIN_APP.appSecret) {
          return send(res, 200, { errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
        }
        return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: issueToken('dingtalk'), expires_in: tokenSeconds });
      }
      if (req.method === 'POST' && url.pathname === '/topapi/v2/user/getuserinfo') {
        calls.getuserinfo++;
        if (!tokenValid(q('access_token'), 'dingtalk')) return send(res, 200, { errcode: 40014, errmsg: '不合法的access_token' });
        let code;
        try {
          code = JSON.parse(body).code;
        } catch {
          return send(res, 200, { errcode: 40035, errmsg: '缺少参数 code' });
        }
        const { grant } = spend(code, 'dingtalk');
        if (!grant) return send(res, 200, { errcode: 40078, errmsg: '不存在的临时授权码' });
        return send(res, 200, { errcode: 0, errmsg: 'ok', result: { userid: grant.id, name: grant.id, sys: false } });
      }
      if (req.method === 'POST' && url.pathname === '/standin/code') {
        // What a vendor's client hands out: kind 'dingtalk' (requestAuthCode, the default), 'wecom', 'oa' or 'mp' (wx.login).
        const { userid, kind = 'dingtalk', snapshot = false } = JSON.parse(body || '{}');
        return send(res, 200, { code: newCode(kind, userid, snapshot) });
      }
      // ---- WeChat and WeCom OAuth pages (silent snsapi_base) ----
      if (req.method === 'GET' && url.pathname === '/connect/oauth2/authorize') {
        const target = q('redirect_uri');
        if (!target || q('response_type') !== 'code' || q('scope') !== 'snsapi_base') return send(res, 400, { errcode: 10003, errmsg: 'redirect_uri or scope invalid' });
        const code = q('agentid')
          ? newCode('wecom', decodeURIComponent(cookie(req, 'standin_wecom_user') ?? 'visitor01'))
          : newCode('oa', decodeURIComponent(cookie(req, 'standin_openid') ?? 'o-standin-visitor'), cookie(req, 'standin_snapshot') === '1');
        const back = new URL(target);
        back.searchParams.set('code', code);
        if (q('state') !== null) back.searchParams.set('state', q('state'));
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      // ---- WeChat official account and mini-program ----
      if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
        calls.oauthToken++;
        if (appOf(q('appid'), q('secret')) !== STANDIN_WECHAT.officialAccount) return send(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
        const { grant, error } = spend(q('code'), 'oa');
        if (error) return send(res, 200, error);
        return send(res, 200, {
          access_token: crypto.randomBytes(16).toString('hex'), expires_in: 7200, refresh_token: 'r', openid: grant.id, scope: 'snsapi_base',
          ...(grant.snapshot ? { is_snapshotuser: 1 } : {}),
        });
      }
      if (req.method === 'GET' && url.pathname === '/sns/jscode2session') {
        calls.jscode2session++;
        if (appOf(q('appid'), q('secret')) !== STANDIN_WECHAT.miniProgram) return send(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
        const { grant, error } = spend(q('js_code'), 'mp');
        if (error) return send(res, 200, error);
        return send(res, 200, { openid: grant.id, session_key: crypto.randomBytes(16).toString('base64') });
      }
      // ---- WeCom ----
      if (req.method === 'GET' && url.pathname === '/cgi-bin/gettoken') {
        calls.weComToken++;
        if (!q('corpid') || q('corpsecret') !== STANDIN_WECHAT.weCom.secret) return send(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
        return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: issueToken('wecom'), expires_in: tokenSeconds });
      }
      if (req.method === 'GET' && url.pathname === '/cgi-bin/auth/getuserinfo') {
        calls.weComUser++;
        if (!tokenValid(q('access_token'), 'wecom')) return send(res, 200, { errcode: 42001, errmsg: 'access_token expired' });
        const { grant, error } = spend(q('code'), 'wecom');
        if (error) return send(res, 200, error);
        return send(res, 200, { errcode: 0, errmsg: 'ok', userid: grant.id });
      }
      send(res, 404, { errcode: 404, errmsg: 'not found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base, calls,
    /** A one-time code of `userid`, as DingTalk's requestAuthCode gives the page. */
    async codeOf(userid) {
      return (await (await fetch(`${base}/standin/code`, { method: 'POST', body: JSON.stringify({ userid }) })).json()).code;
    },
    /** A WeCom OAuth code of `userid`, as WeCom's OAuth page hands back. */
    weComCodeOf: (userid) => newCode('wecom', userid),
    /** An official-account OAuth code of `openid` (a snapshot user's with `snapshot`). */
    officialAccountCodeOf: (openid, { snapshot = false } = {}) => newCode('oa', openid, snapshot),
    /** A mini-program wx.login code of `openid`. */
    miniProgramCodeOf: (openid) => newCode('mp', openid),
    /** Forgets every access token, as a vendor does when one is revoked early. */
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
