// Reads the counts out of a Vitest JSON report. Used by scripts/test.mjs and, from the shell, by .ci/run:
//   node scripts/lib/vitest-counts.mjs <report.json> <vitest exit status>   ->   "<passed> <failed>"
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Passed and failed tests of a Vitest run, and the failed ones by file and name. A test file that fails to load
 * has no failed test, only a failed suite: it counts as one failure, and so does a failing exit without any
 * failure in the report.
 */
export function vitestCounts(reportFile, exitStatus) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, failures: [], problem: `vitest wrote no report (exit ${exitStatus})` };
  }
  const passed = report.numPassedTests ?? 0;
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${where} > ${a.fullName ?? a.title}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where} (did not load: ${firstLine(file.message)})`);
  }
  const failed = Math.max(report.numFailedTests ?? 0, failures.length);
  if (String(exitStatus) !== '0' && failed === 0) {
    return { passed, failed: 1, failures, problem: `vitest exited with ${exitStatus} but reported no failed test` };
  }
  return { passed, failed, failures };
}

const firstLine = (text) => String(text ?? '').split('\n').find((l) => l.trim()) ?? 'no message';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { passed, failed, failures, problem } = vitestCounts(process.argv[2], process.argv[3] ?? '0');
  if (problem) console.error(problem);
  // On stderr, each as `! failed: …`, so that .ci/run can repeat them beside its last line.
  for (const f of failures) console.error(`! failed: ${f}`);
  console.log(`${passed} ${failed}`);
}
