// Starts the built server on 127.0.0.1 with a fresh demo plant for the whole run, unless E2E_BASE_URL names one
// already running; the journeys find it in E2E_BASE_URL. The returned function stops it when the run ends.
import { startTestServer } from '../scripts/lib/test-server.mjs';

export default async function startServer() {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startTestServer({ label: 'server' });
  console.log(`e2e: server ready at ${server.baseUrl} (data in ${server.dataDir})`);
  // Set before the workers start, so they inherit it.
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
