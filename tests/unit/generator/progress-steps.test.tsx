// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEvent, IDLE, type GenerationState } from '@/admin/areas/generator/generation';
import { Progress } from '@/admin/areas/generator/Progress';
import type { GenerationStatus } from '@/lib/generator/contract';

afterEach(cleanup);

type Line = [GenerationStatus, number, string];

/** The events /api/generate-article streams, folded as the screen folds them. */
function run(lines: Line[]): GenerationState {
  return lines.reduce(
    (state, [status, progress, message]) =>
      applyEvent(state, { type: 'progress', status, progress, message }),
    { ...IDLE, status: 'generating' } as GenerationState,
  );
}

function steps(state: GenerationState): string[] {
  render(<Progress state={state} />);
  return within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const start: Line[] = [
  ['generating', 10, 'Building the prompt...'],
  ['generating', 25, 'Sending the request to the AI provider...'],
];
const finish: Line[] = [
  ['processing', 75, 'Processing the response...'],
  ['completed', 100, 'Article generated.'],
];

describe('the generator progress checklist', () => {
  it('leaves no step unticked after a first-attempt success', () => {
    expect(steps(run([...start, ...finish]))).toEqual([
      '✓ Building the prompt (done)',
      '✓ Sending the request (done)',
      '✓ Processing the response (done)',
      '✓ Completed (done)',
    ]);
  });

  it('adds a step for each retry that happened', () => {
    const retried = run([
      ...start,
      ['generating', 25, 'Error occurred: busy'],
      ['generating', 45, 'Retrying...'],
      ...finish,
    ]);
    expect(steps(retried)).toEqual([
      '✓ Building the prompt (done)',
      '✓ Sending the request (done)',
      '✓ Retrying (attempt 2) (done)',
      '✓ Processing the response (done)',
      '✓ Completed (done)',
    ]);
  });

  it('ticks only what was reached while a run is under way, and nothing after a failure', () => {
    expect(steps(run(start))).toEqual([
      '✓ Building the prompt (done)',
      '✓ Sending the request (done)',
      '○ Processing the response',
      '○ Completed',
    ]);
    cleanup();
    const failed = run([
      ...start,
      ['generating', 25, 'Error occurred: busy'],
      ['generating', 45, 'Retrying...'],
      ['error', 0, 'Generation failed after 3 attempts: busy'],
    ]);
    expect(failed.progress).toBe(0);
    expect(steps(failed).every((step) => step.startsWith('○'))).toBe(true);
  });
});
