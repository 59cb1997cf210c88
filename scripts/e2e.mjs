// End-to-end runner: starts the built server on a fresh demo database, then runs every journey of
// e2e/*.e2e.mjs in Chromium at phone and tablet size. See e2e/README.md.
//
//   node scripts/e2e.mjs [name filter ...] [--viewport=phone|tablet] [--report=results.json]
//
// Env: E2E_BASE_URL (use a server that is already running instead of starting one), CHROME_PATH,
// E2E_JOURNEY_TIMEOUT_MS (default 120000), E2E_TIMEOUT_MS (whole run, default 1200000).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureChromium, launchArgs } from './lib/chromium.mjs';
import { startTestServer } from './lib/test-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2eDir = path.join(root, 'e2e');
const shotsDir = path.join(e2eDir, 'screenshots');
const journeyTimeout = Number(process.env.E2E_JOURNEY_TIMEOUT_MS) || 120_000;
const runTimeout = Number(process.env.E2E_TIMEOUT_MS) || 20 * 60_000;

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const filters = args.filter((a) => !a.startsWith('--'));
const onlyViewport = option('viewport');
const reportFile = option('report');
if (onlyViewport && !viewports[onlyViewport]) fail(`Unknown --viewport=${onlyViewport}; use ${Object.keys(viewports).join(' or ')}.`);

let server; // { child, dataDir }
let browser;
let cleaning;
let interrupted = false;

process.on('exit', () => { if (server?.child.exitCode === null) server.child.kill('SIGKILL'); });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the browser and the server`);
    void cleanup().then(() => process.exit(130));
  });
}
process.on('uncaughtException', (err) => { console.error(err); void cleanup().then(() => process.exit(1)); });
process.on('unhandledRejection', (err) => { console.error(err); void cleanup().then(() => process.exit(1)); });
const watchdog = setTimeout(() => {
  console.error(`e2e: the run took longer than ${runTimeout} ms; stopping`);
  void cleanup().then(() => process.exit(1));
}, runTimeout);
watchdog.unref();

const results = [];
let setupError;
try {
  const journeys = await loadJourneys();
  if (journeys.length === 0) console.warn(`No journeys found in ${path.relative(root, e2eDir)}/*.e2e.mjs${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
  const executablePath = ensureChromium();
  const baseUrl = process.env.E2E_BASE_URL?.replace(/\/$/, '') || (await startServer());
  // Our own signal handlers close the browser and then the server; Playwright would exit before the server stops.
  browser = await chromium.launch({ executablePath, args: launchArgs, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  for (const [vpName, vp] of Object.entries(viewports)) {
    if (onlyViewport && vpName !== onlyViewport) continue;
    for (const journey of journeys) {
      if (interrupted) break;
      results.push(await runJourney(journey, vpName, vp, baseUrl));
    }
  }
} catch (err) {
  if (interrupted) await new Promise(() => {}); // the signal handler finishes the run
  setupError = err instanceof Error ? err.message : String(err);
  console.error(`e2e: could not run the journeys: ${setupError}`);
} finally {
  await cleanup();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed + (setupError ? 1 : 0);
if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed, failed, setupError, results }, null, 2));
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function loadJourneys() {
  const files = fs.existsSync(e2eDir) ? fs.readdirSync(e2eDir).filter((f) => f.endsWith('.e2e.mjs')).sort() : [];
  const all = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(e2eDir, file)).href);
    if (!Array.isArray(mod.journeys)) throw new Error(`${file} must export \`journeys\`: [{ name, run }]`);
    for (const j of mod.journeys) {
      if (typeof j?.name !== 'string' || typeof j?.run !== 'function') throw new Error(`${file}: every journey needs a name and a run function`);
      all.push({ ...j, file });
    }
  }
  const names = new Set();
  for (const j of all) {
    if (names.has(j.name)) throw new Error(`Two journeys are called "${j.name}"; names must be unique (they name the screenshots)`);
    names.add(j.name);
  }
  return filters.length ? all.filter((j) => filters.some((f) => j.name.includes(f) || j.file.includes(f))) : all;
}

function slug(text) {
  return text.trim().replace(/[\s/\\:*?"<>|]+/g, '-').replace(/^-+|-+$/g, '') || 'shot';
}

async function runJourney(journey, vpName, vp, baseUrl) {
  const started = Date.now();
  const context = await browser.newContext({ ...vp, locale: 'zh-CN', baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  const dir = path.join(shotsDir, vpName);
  const shot = async (name, options = {}) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${slug(name)}.png`);
    await page.screenshot({ ...options, path: file });
    return file;
  };
  let error;
  let timer;
  try {
    await Promise.race([
      journey.run({ page, context, baseUrl, viewport: vpName, shot }),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`journey timed out after ${journeyTimeout} ms`)), journeyTimeout); }),
    ]);
  } catch (err) {
    error = err;
    await shot(`FAILED-${journey.name}`).catch(() => undefined);
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
  if (interrupted) await new Promise(() => {}); // the signal handler finishes the run
  const ms = Date.now() - started;
  const label = `[${vpName}] ${journey.name} (${journey.file}, ${(ms / 1000).toFixed(1)} s)`;
  if (!error) {
    console.log(`  ✓ ${label}`);
    return { journey: journey.name, file: journey.file, viewport: vpName, ok: true, ms };
  }
  // Playwright appends the whole browser log when the browser dies; the head of it is what matters.
  const full = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const lines = full.split('\n');
  const message = lines.length > 40 ? [...lines.slice(0, 40), `... (${lines.length - 40} more lines)`].join('\n') : full;
  console.log(`  ✗ ${label}\n${indent(message)}`);
  if (problems.length) console.log(indent(`browser said:\n${problems.slice(0, 10).join('\n')}`));
  return { journey: journey.name, file: journey.file, viewport: vpName, ok: false, ms, error: message, browser: problems };
}

function indent(text) {
  return text.split('\n').map((l) => `      ${l}`).join('\n');
}


async function startServer() {
  server = await startTestServer({ label: 'server' });
  console.log(`e2e: server ready at ${server.baseUrl} (data in ${server.dataDir})`);
  return server.baseUrl;
}

async function stopServer() {
  await server?.stop();
  server = undefined;
}

function cleanup() {
  cleaning ??= (async () => {
    if (browser) await Promise.race([browser.close().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
    await stopServer();
  })();
  return cleaning;
}
