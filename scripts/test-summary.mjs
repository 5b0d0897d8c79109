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

// eslint-disable-next-line no-control-regex -- the reporters colour their messages
const TERMINAL_COLOUR = /\u001b\[[0-9;]*m/g;

/** The first line of a failure message, without terminal colours, cut to a readable length. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .replace(TERMINAL_COLOUR, '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/**
 * Each failed test of a vitest JSON report, as "file › test: first line of its error". The closing
 * lines list them, because CI shows only the end of the output, where the dot reporter's own list
 * has long scrolled away.
 */
export function failedVitestTests(report, root = process.cwd()) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const name = String(file.name ?? '').replace(`${root}/`, '');
        return `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      }),
  );
}

/** Each test of a Playwright JSON report that failed on every try (a flaky one passed in the end). */
export function failedPlaywrightTests(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return failures;
}

/**
 * The closing lines: the failed tests and steps (none when all passed), then the counts.
 * @param {{ passed: number, failed: number, failedSteps: string[], failedTests?: string[], minutes: string }} summary
 */
export function closingLines({ passed, failed, failedSteps, failedTests = [], minutes }) {
  const tests = failedTests.length > 0 ? ['Failed tests:', ...failedTests.map((name) => `  ${name}`)] : [];
  const steps = failedSteps.length > 0 ? [`Failed steps: ${failedSteps.join('; ')}`] : [];
  return [...tests, ...steps, `tests: ${passed} passed, ${failed} failed (${minutes} min)`];
}
