// Starts the built server on 127.0.0.1 with a fresh demo plant for the whole run, unless E2E_BASE_URL names one
// already running; the journeys find it in E2E_BASE_URL. The returned function stops it when the run ends. Beside
// it a stand-in of DingTalk's API (E2E_DINGTALK_BASE), which the server signs DingTalk users in with.
import { startTestServer } from '../scripts/lib/test-server.mjs';
import { startDingTalkStandin, STANDIN_APP } from '../scripts/lib/dingtalk-standin.mjs';

/** The demo plant's DingTalk organisation (apps/server/src/seed/index.ts). */
const DEMO_DINGTALK_CORP_ID = 'dingqingyuanwater';

export default async function startServer() {
  if (process.env.E2E_BASE_URL) return undefined;
  const dingTalk = await startDingTalkStandin();
  const server = await startTestServer({
    label: 'server',
    env: { DINGTALK_API_BASE: dingTalk.base, DINGTALK_CORP_ID: DEMO_DINGTALK_CORP_ID, DINGTALK_APP_KEY: STANDIN_APP.appKey, DINGTALK_APP_SECRET: STANDIN_APP.appSecret },
  });
  console.log(`e2e: server ready at ${server.baseUrl} (data in ${server.dataDir})`);
  // Set before the workers start, so they inherit it.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DINGTALK_BASE = dingTalk.base;
  process.env.E2E_DINGTALK_CORP_ID = DEMO_DINGTALK_CORP_ID;
  return async () => {
    await server.stop();
    await dingTalk.close();
  };
}
