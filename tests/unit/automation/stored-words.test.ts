import { describe, expect, it } from 'vitest';
import { parseDetail, readJobState, readRunOutcome, readUsageFeature } from '@/lib/automation/types';

/** Words the automation tables store, read without casts (src/lib/automation/types.ts). */
describe('reading the words the automation tables store', () => {
  it('accepts the states and outcomes the tables allow and names any other plainly', () => {
    expect(readJobState('failed')).toBe('failed');
    expect(readRunOutcome('succeeded')).toBe('succeeded');
    expect(() => readJobState('paused')).toThrow(
      'The database holds a job state “paused” that this admin does not know.',
    );
    expect(() => readRunOutcome('')).toThrow('a run outcome “”');
  });

  it('counts a feature it does not list as other, and keeps only an object as an error detail', () => {
    expect(readUsageFeature('celebrity-chart')).toBe('celebrity-chart');
    expect(readUsageFeature('tarot-reading')).toBe('other');
    expect(parseDetail({ status: 502 })).toEqual({ status: 502 });
    expect(parseDetail(null)).toEqual({});
    expect(parseDetail(['a'])).toEqual({});
  });
});
