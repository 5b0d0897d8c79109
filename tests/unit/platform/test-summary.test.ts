import { describe, expect, it } from 'vitest';
import {
  closingLines,
  countPlaywright,
  countVitest,
  failedPlaywrightTests,
  failedVitestTests,
} from '../../../scripts/test-summary.mjs';

/** How `npm test` counts its closing line (scripts/test.mjs): a step that did not do its job is a failure. */
describe("npm test's closing line", () => {
  it('counts the tests of a vitest report, and a broken run as a failure of its own', () => {
    expect(countVitest({ numPassedTests: 1900, numFailedTests: 0 }, true)).toEqual({
      passed: 1900,
      failed: 0,
      problem: null,
    });
    expect(countVitest({ numPassedTests: 1899, numFailedTests: 1, numFailedTestSuites: 1 }, false)).toEqual({
      passed: 1899,
      failed: 1,
      problem: null,
    });
    expect(
      countVitest({ numPassedTests: 1890, numFailedTests: 0, numFailedTestSuites: 2 }, false),
    ).toMatchObject({
      failed: 2,
      problem: '2 test file(s) failed to run',
    });
    expect(countVitest(null, false)).toEqual({ passed: 0, failed: 1, problem: 'no report' });
    expect(countVitest({ numPassedTests: 0, numFailedTests: 0 }, true)).toMatchObject({ failed: 1 });
    expect(countVitest({ numPassedTests: 5, numFailedTests: 0 }, false)).toMatchObject({
      failed: 1,
      problem: 'exited with an error',
    });
  });

  it('counts a browser run whose servers never started, or that left no report, as failed', () => {
    expect(
      countPlaywright({ stats: { expected: 630, flaky: 2, unexpected: 0, skipped: 0 }, errors: [] }, true),
    ).toEqual({
      passed: 632,
      failed: 0,
      problem: null,
    });
    expect(
      countPlaywright(
        {
          stats: { expected: 0, unexpected: 0 },
          errors: [{ message: 'Timed out waiting 120000ms from config.webServer.' }],
        },
        false,
      ),
    ).toEqual({ passed: 0, failed: 1, problem: '1 error(s) outside the tests' });
    expect(countPlaywright(null, false)).toEqual({ passed: 0, failed: 1, problem: 'no report' });
    expect(countPlaywright({ stats: { expected: 0, unexpected: 0 }, errors: [] }, true)).toMatchObject({
      failed: 1,
      problem: 'no test ran',
    });
  });

  it('names the failed steps above the counts', () => {
    expect(
      closingLines({
        passed: 1941,
        failed: 1,
        failedSteps: ['end-to-end tests (did not run: the production build failed)'],
        minutes: '6.9',
      }),
    ).toEqual([
      'Failed steps: end-to-end tests (did not run: the production build failed)',
      'tests: 1941 passed, 1 failed (6.9 min)',
    ]);
    expect(closingLines({ passed: 10, failed: 0, failedSteps: [], minutes: '1.0' })).toEqual([
      'tests: 10 passed, 0 failed (1.0 min)',
    ]);
  });

  it('names each failed unit test with the first line of its error, colours removed', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/unit/admin/categories.test.tsx',
          assertionResults: [
            { status: 'passed', fullName: 'lists them', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'reordering moves a category',
              failureMessages: [
                '\u001b[31mTestingLibraryElementError\u001b[39m: no listitem\n    at stack line',
              ],
            },
          ],
        },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'tests/unit/admin/categories.test.tsx › reordering moves a category: TestingLibraryElementError: no listitem',
    ]);
    expect(failedVitestTests(null)).toEqual([]);
  });

  it('names each browser test that failed on every try, and not one that passed on a retry', () => {
    const report = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  file: 'calculators.spec.ts',
                  line: 66,
                  title: '/soulmate',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { error: { message: 'first try' } },
                        { error: { message: 'Expected: < 60\nReceived: 73' } },
                      ],
                    },
                  ],
                },
                { file: 'tarot.spec.ts', line: 9, title: 'draws', tests: [{ status: 'flaky', results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual(['calculators.spec.ts:66 › /soulmate: Expected: < 60']);
    expect(failedPlaywrightTests(null)).toEqual([]);
  });

  it('lists the failed tests above the failed steps', () => {
    expect(
      closingLines({
        passed: 9,
        failed: 1,
        failedSteps: ['unit tests (1 failed)'],
        failedTests: ['a.test.ts › it: boom'],
        minutes: '1.0',
      }),
    ).toEqual([
      'Failed tests:',
      '  a.test.ts › it: boom',
      'Failed steps: unit tests (1 failed)',
      'tests: 9 passed, 1 failed (1.0 min)',
    ]);
  });
});
