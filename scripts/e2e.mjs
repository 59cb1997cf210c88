// Browser journeys: runs Playwright Test (playwright.config.mjs) over e2e/*.e2e.mjs and, with --report, writes
// { passed, failed } for `npm test`. See e2e/README.md.
//
//   node scripts/e2e.mjs [name or file filter ...] [--viewport=phone|tablet] [--report=results.json] [Playwright options]
//
// Env: E2E_BASE_URL (use a server that is already running instead of starting one), CHROME_PATH,
// E2E_JOURNEY_TIMEOUT_MS (default 120000), E2E_TIMEOUT_MS (whole run, default 2700000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { playwrightCounts } from './lib/playwright-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const projects = ['phone', 'tablet'];

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const filters = args.filter((a) => !a.startsWith('-'));
const passThrough = args.filter((a) => a.startsWith('-') && !/^--(viewport|report)=/.test(a));
const onlyViewport = option('viewport');
const reportFile = option('report');
if (onlyViewport && !projects.includes(onlyViewport)) {
  console.error(`Unknown --viewport=${onlyViewport}; use ${projects.join(' or ')}.`);
  process.exit(1);
}

/** One --grep for all filters: a journey runs when its name or its file contains any of them. */
const grep = (texts) => texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-e2e-report-'));
const jsonFile = path.join(tmp, 'playwright.json');
const playwrightArgs = [
  cli, 'test', '--reporter=list,json',
  ...(filters.length ? [`--grep=${grep(filters)}`, '--pass-with-no-tests'] : []),
  ...(onlyViewport ? [`--project=${onlyViewport}`] : []),
  ...passThrough,
];
const child = spawn(process.execPath, playwrightArgs, {
  cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile },
});
// Ctrl-C reaches Playwright from the terminal directly; a SIGTERM or SIGHUP for us becomes its SIGINT, so it still
// stops the browser and the server (a second SIGINT would make it quit without stopping them).
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill('SIGINT'));

const exitStatus = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
const { passed, failed, problem, errors, results } = playwrightCounts(jsonFile, exitStatus);
fs.rmSync(tmp, { recursive: true, force: true });
if (problem) console.error(`e2e: ${problem}`);
if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed, failed, errors, results }, null, 2));
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
