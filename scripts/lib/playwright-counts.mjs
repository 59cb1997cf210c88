// Reads the counts out of a Playwright JSON report, for scripts/e2e.mjs's --report (and so for `npm test`).
import fs from 'node:fs';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
/** The first lines of a failure's message, without colours: enough for a CI log read from its end to say why. */
const firstLine = (message) =>
  message ? message.replace(ANSI, '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 3).join(' | ').slice(0, 400) : undefined;

/** Every test of the report with its project, file, outcome and time, walking nested describe blocks. */
function testsOf(suites, found = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const failure = t.results?.find((r) => r.error)?.error;
        found.push({ journey: spec.title, file: spec.file, project: t.projectName, status: t.status, ms: last?.duration ?? 0, error: firstLine(failure?.message) });
      }
    }
    testsOf(suite.suites, found);
  }
  return found;
}

/**
 * Passed and failed journeys of a Playwright run, and the tests one by one. A journey that passed only on a retry
 * counts as passed; an error outside any test (the server did not start, a file did not load, the run timed
 * out) counts as one failure each, and so does a failing exit without any failure in the report.
 */
export function playwrightCounts(reportFile, exitStatus) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, problem: `Playwright wrote no report (exit ${exitStatus})`, results: [] };
  }
  const stats = report.stats ?? {};
  const errors = (report.errors ?? []).map((e) => e.message ?? String(e));
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + errors.length;
  const results = testsOf(report.suites);
  if (String(exitStatus) !== '0' && failed === 0) {
    return { passed, failed: 1, problem: `Playwright exited with ${exitStatus} but reported no failure`, errors, results };
  }
  return { passed, failed, errors, results };
}
