// How `npm test` counts (scripts/test.mjs): the tests its reports list, and every step that did
// not do its job. A step that failed, could not start, left no readable report, ran no test or did
// not run at all counts as one failure, so the closing line can never read "0 failed" after a
// step that never ran.
import { readFileSync } from 'node:fs';

/** Reads a JSON report, or null when it is missing or unreadable. */
export function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The figures of one test step: `{ passed, failed, problem }`, where `problem` says why the step
 * itself counts as a failure (null when its tests say it all).
 */
export function countVitest(report, exitedOk) {
  if (!report) return { passed: 0, failed: 1, problem: 'no report' };
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  if (failed > 0) return { passed, failed, problem: null };
  // A test file that could not even load fails its suite without failing a test.
  const brokenFiles = report.numFailedTestSuites ?? 0;
  if (brokenFiles > 0)
    return { passed, failed: brokenFiles, problem: `${brokenFiles} test file(s) failed to run` };
  if (passed === 0) return { passed, failed: 1, problem: 'no test ran' };
  if (!exitedOk) return { passed, failed: 1, problem: 'exited with an error' };
  return { passed, failed: 0, problem: null };
}

export function countPlaywright(report, exitedOk) {
  if (!report) return { passed: 0, failed: 1, problem: 'no report' };
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  // Errors outside any test: a server that did not start, a spec that did not load.
  const errors = (report.errors ?? []).length;
  if (errors > 0) return { passed, failed: failed + errors, problem: `${errors} error(s) outside the tests` };
  if (failed > 0) return { passed, failed, problem: null };
  if (passed === 0) return { passed, failed: 1, problem: 'no test ran' };
  if (!exitedOk) return { passed, failed: 1, problem: 'exited with an error' };
  return { passed, failed: 0, problem: null };
}

/** The closing line, and the list of steps that failed (empty when none did). */
export function closingLines({ passed, failed, failedSteps, minutes }) {
  const steps = failedSteps.length > 0 ? [`Failed steps: ${failedSteps.join('; ')}`] : [];
  return [...steps, `tests: ${passed} passed, ${failed} failed (${minutes} min)`];
}
