// `npm test`: every Vitest project (unit, component, API), then the production build and the browser journeys.
// The last line printed is always `tests: N passed, N failed`; the exit code is non-zero when anything failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { vitestCounts } from './lib/vitest-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-test-report-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });

const totals = { passed: 0, failed: 0 };
const problems = [];
let reported = false;
// ensureChromium() exits when Chromium is missing and cannot be installed; the count line still comes last.
process.on('exit', () => {
  if (reported) return;
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed + 1} failed`);
});

try {
  // (a) Vitest: the console gets the default reporter, the counts come from the JSON one.
  console.log('\n== Unit, component and API tests (vitest) ==\n');
  const vitestJson = path.join(tmp, 'vitest.json');
  const vitest = run(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  const v = vitestCounts(vitestJson, vitest.status ?? vitest.signal);
  totals.passed += v.passed;
  totals.failed += v.failed;
  if (v.problem) problems.push(v.problem);
  problems.push(...v.failures.map((f) => `failed: ${f}`));

  // (b) Browser journeys over the production build.
  console.log('\n== Build and end-to-end journeys ==\n');
  ensureChromium();
  const build = run(npm, ['run', 'build']);
  if (build.status !== 0) {
    totals.failed += 1;
    problems.push(`npm run build failed (exit ${build.status ?? build.signal}); end-to-end journeys not run`);
  } else {
    const e2eJson = path.join(tmp, 'e2e.json');
    const e2e = run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), `--report=${e2eJson}`]);
    const e = readJson(e2eJson);
    if (e) {
      totals.passed += e.passed;
      totals.failed += e.failed;
      for (const r of e.results ?? []) {
        const named = `${r.file} > ${r.journey} [${r.project}]${r.error ? `: ${r.error}` : ''}`;
        if (r.status === 'unexpected') problems.push(`failed: ${named}`);
        if (r.status === 'flaky') problems.push(`flaky (passed on its retry): ${named}`);
      }
      for (const error of e.errors ?? []) problems.push(`e2e: ${String(error).split('\n')[0]}`);
      if (e2e.status !== 0 && e.failed === 0) {
        totals.failed += 1;
        problems.push(`e2e exited with ${e2e.status ?? e2e.signal} but reported no failure`);
      }
    } else {
      totals.failed += 1;
      problems.push(`e2e wrote no report (exit ${e2e.status ?? e2e.signal})`);
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (problems.length) console.log(`\n${problems.map((p) => `! ${p}`).join('\n')}`);
reported = true;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
