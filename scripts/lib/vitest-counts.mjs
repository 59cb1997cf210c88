// Reads the counts out of a Vitest JSON report. Used by scripts/test.mjs and, from the shell, by .ci/run:
//   node scripts/lib/vitest-counts.mjs <report.json> <vitest exit status>   ->   "<passed> <failed>"
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Passed and failed tests of a Vitest run. A test file that fails to load has no failed test, only a failed
 * suite: it counts as one failure, and so does a failing exit without any failure in the report.
 */
export function vitestCounts(reportFile, exitStatus) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, problem: `vitest wrote no report (exit ${exitStatus})` };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  failed += (report.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')).length;
  if (String(exitStatus) !== '0' && failed === 0) {
    return { passed, failed: 1, problem: `vitest exited with ${exitStatus} but reported no failed test` };
  }
  return { passed, failed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { passed, failed, problem } = vitestCounts(process.argv[2], process.argv[3] ?? '0');
  if (problem) console.error(problem);
  console.log(`${passed} ${failed}`);
}
