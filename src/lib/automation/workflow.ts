import { DEFAULT_WORKFLOW_STEPS, type Workflow, type WorkflowStep } from './types';

const FINAL_STEPS: readonly WorkflowStep[] = ['hold_for_review', 'publish_if_valid'];

/** What is wrong with an ordered list of steps; empty when the workflow may be saved. */
export function workflowProblems(steps: readonly WorkflowStep[]): string[] {
  const problems: string[] = [];
  if (steps[0] !== 'generate') problems.push('A workflow starts by generating the article.');
  if (new Set(steps).size !== steps.length) problems.push('Use each step once.');
  const finals = steps.filter((step) => FINAL_STEPS.includes(step));
  if (finals.length !== 1 || !FINAL_STEPS.includes(steps[steps.length - 1]!)) {
    problems.push(
      'End with exactly one of “Hold as a draft for review” or “Publish when every check passes”.',
    );
  }
  if (steps.includes('publish_if_valid') && !steps.includes('validate'))
    problems.push('Publishing needs the validation step before it.');
  return problems;
}

/** The steps a job runs: its own workflow, else the default one, else the built-in default. */
export function stepsForJob(
  job: { workflow_id: string | null },
  workflows: readonly Pick<Workflow, 'id' | 'steps' | 'is_default'>[],
): WorkflowStep[] {
  const own = job.workflow_id ? workflows.find((workflow) => workflow.id === job.workflow_id) : undefined;
  const chosen = own ?? workflows.find((workflow) => workflow.is_default);
  return chosen && workflowProblems(chosen.steps).length === 0
    ? [...chosen.steps]
    : [...DEFAULT_WORKFLOW_STEPS];
}

/** Moves the step at `index` one place up or down; `generate` stays first. */
export function moveStep(steps: readonly WorkflowStep[], index: number, offset: -1 | 1): WorkflowStep[] {
  const target = index + offset;
  if (index <= 0 || target <= 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
