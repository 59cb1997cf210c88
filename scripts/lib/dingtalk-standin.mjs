// A stand-in for DingTalk's open API on 127.0.0.1, for the tests (no internet here): what the server calls
// (gettoken, topapi/v2/user/getuserinfo) with DingTalk's answers and error codes, and what the DingTalk client would
// do (`POST /standin/code {userid}`: a one-time code of that user, valid 5 minutes, as requestAuthCode hands out).
import http from 'node:http';
import crypto from 'node:crypto';

export const STANDIN_APP = { appKey: 'ding-standin-key', appSecret: 'ding-standin-secret' };

/** Starts the stand-in; `tokenSeconds` is the access tokens' lifetime. */
export async function startDingTalkStandin({ tokenSeconds = 7200 } = {}) {
  const tokens = new Map(); // access token -> expiry (ms)
  const codes = new Map(); // code -> { userid, expires }
  const calls = { gettoken: 0, getuserinfo: 0 };
  const send = (res, status, value) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' });
    res.end(JSON.stringify(value));
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://standin');
      if (req.method === 'OPTIONS') return send(res, 204, {});
      if (req.method === 'GET' && url.pathname === '/gettoken') {
        calls.gettoken++;
        if (url.searchParams.get('appkey') !== STANDIN_APP.appKey || url.searchParams.get('appsecret') !== STANDIN_APP.appSecret) {
          return send(res, 200, { errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
        }
        const token = crypto.randomBytes(16).toString('hex');
        tokens.set(token, Date.now() + tokenSeconds * 1000);
        return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: token, expires_in: tokenSeconds });
      }
      if (req.method === 'POST' && url.pathname === '/topapi/v2/user/getuserinfo') {
        calls.getuserinfo++;
        const expires = tokens.get(url.searchParams.get('access_token'));
        if (!expires || expires < Date.now()) return send(res, 200, { errcode: 40014, errmsg: '不合法的access_token' });
        let code;
        try {
          code = JSON.parse(body).code;
        } catch {
          return send(res, 200, { errcode: 40035, errmsg: '缺少参数 code' });
        }
        const grant = codes.get(code);
        codes.delete(code);
        if (!grant || grant.expires < Date.now()) return send(res, 200, { errcode: 40078, errmsg: '不存在的临时授权码' });
        return send(res, 200, { errcode: 0, errmsg: 'ok', result: { userid: grant.userid, name: grant.userid, sys: false } });
      }
      if (req.method === 'POST' && url.pathname === '/standin/code') {
        const code = crypto.randomBytes(12).toString('hex');
        codes.set(code, { userid: JSON.parse(body || '{}').userid, expires: Date.now() + 5 * 60_000 });
        return send(res, 200, { code });
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
    /** Forgets every access token, as DingTalk does when one is revoked early. */
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
