// Starts the built server on 127.0.0.1 with a fresh demo plant for the whole run, unless E2E_BASE_URL names one
// already running; the journeys find it in E2E_BASE_URL. The returned function stops it when the run ends. Beside
// it a stand-in of DingTalk's, WeCom's and WeChat's APIs (E2E_VENDOR_BASE), which the server signs their users in with.
import { startTestServer } from '../scripts/lib/test-server.mjs';
import { startVendorStandin, STANDIN_APP, STANDIN_WECHAT } from '../scripts/lib/vendor-standin.mjs';

/** The demo plant's DingTalk organisation and WeCom corporation (apps/server/src/seed/index.ts). */
const DEMO_DINGTALK_CORP_ID = 'dingqingyuanwater';
const DEMO_WECOM_CORP_ID = 'wwqingyuanwater';

export default async function startServer() {
  if (process.env.E2E_BASE_URL) return undefined;
  const vendor = await startVendorStandin();
  const server = await startTestServer({
    label: 'server',
    env: {
      DINGTALK_API_BASE: vendor.base, DINGTALK_CORP_ID: DEMO_DINGTALK_CORP_ID, DINGTALK_APP_KEY: STANDIN_APP.appKey, DINGTALK_APP_SECRET: STANDIN_APP.appSecret,
      WECHAT_API_BASE: vendor.base, WECHAT_OPEN_BASE: vendor.base, WECOM_API_BASE: vendor.base,
      WECHAT_OA_APP_ID: STANDIN_WECHAT.officialAccount.appId, WECHAT_OA_APP_SECRET: STANDIN_WECHAT.officialAccount.appSecret,
      WECHAT_MP_APP_ID: STANDIN_WECHAT.miniProgram.appId, WECHAT_MP_APP_SECRET: STANDIN_WECHAT.miniProgram.appSecret,
      WECOM_CORP_ID: DEMO_WECOM_CORP_ID, WECOM_AGENT_ID: STANDIN_WECHAT.weCom.agentId, WECOM_SECRET: STANDIN_WECHAT.weCom.secret,
    },
  });
  console.log(`e2e: server ready at ${server.baseUrl} (data in ${server.dataDir})`);
  // Set before the workers start, so they inherit it.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_VENDOR_BASE = vendor.base;
  process.env.E2E_DINGTALK_CORP_ID = DEMO_DINGTALK_CORP_ID;
  return async () => {
    await server.stop();
    await vendor.close();
  };
}
