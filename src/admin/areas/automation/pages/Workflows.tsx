import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationKeys, automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { moveStep, workflowProblems } from '@/lib/automation/workflow';
import {
  DEFAULT_WORKFLOW_STEPS,
  STEP_LABELS,
  WORKFLOW_STEPS,
  type Workflow,
  type WorkflowStep,
} from '@/lib/automation/types';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { useAutomationChange } from '../ui/useAutomationChange';
import { EditorHeading } from '../ui/EditorHeading';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';
import { confirmLeave } from '@/admin/router';

/** Ordered steps per workflow; one is the default for plans that name none. */
export function Workflows({ repo }: { repo: AutomationRepository }) {
  const workflows = useQuery(automationQueries.workflows(repo));
  const change = useAutomationChange();
  const [editing, setEditing] = useState<Workflow | 'new' | null>(null);

  if (workflows.error) return <p role="alert">{loadError(workflows.error)}</p>;
  if (!workflows.data) return <Spinner label="Loading workflows…" />;
  return (
    <div className="grid max-w-3xl gap-4">
      {editing === null ? (
        <button
          type="button"
          className="btn btn-primary justify-self-start"
          onClick={() => setEditing('new')}
        >
          New workflow
        </button>
      ) : (
        <WorkflowEditor
          key={editing === 'new' ? 'new' : editing.id}
          workflow={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
          onSave={(input) => repo.saveWorkflow(input, editing === 'new' ? undefined : editing.id)}
        />
      )}
      {workflows.data.length === 0 ? (
        <Empty>
          No workflow yet: jobs use generate → validate → hold for review. Create one to publish automatically
          when every check passes.
        </Empty>
      ) : (
        <ul className="grid gap-3">
          {workflows.data.map((workflow) => (
            <li key={workflow.id} className="card grid gap-2 p-4">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="grow font-display text-lg text-star-50">{workflow.name}</h2>
                {workflow.is_default && <span className="text-sm text-gold-300">Default</span>}
              </div>
              <ol className="list-decimal pl-6 text-sm text-star-200">
                {workflow.steps.map((step) => (
                  <li key={step}>{STEP_LABELS[step]}</li>
                ))}
              </ol>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => confirmLeave() && setEditing(workflow)}
                >
                  Edit<span className="sr-only"> {workflow.name}</span>
                </button>
                {!workflow.is_default && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() =>
                      void change(
                        () => repo.saveWorkflow({ ...workflow, is_default: true }, workflow.id),
                        'Default workflow changed',
                      )
                    }
                  >
                    Make default<span className="sr-only"> {workflow.name}</span>
                  </button>
                )}
                {!workflow.is_default && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      if (window.confirm(`Delete the workflow “${workflow.name}”?`))
                        void change(() => repo.removeWorkflow(workflow.id), 'Workflow deleted');
                    }}
                  >
                    Delete<span className="sr-only"> {workflow.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WorkflowEditor({
  workflow,
  onSave,
  onDone,
}: {
  workflow: Workflow | null;
  onSave: (input: Pick<Workflow, 'name' | 'steps' | 'is_default'>) => Promise<unknown>;
  /** Closes the editor (saved or cancelled). */
  onDone: () => void;
}) {
  const [name, setName] = useState(workflow?.name ?? '');
  const [steps, setSteps] = useState<WorkflowStep[]>(workflow?.steps ?? [...DEFAULT_WORKFLOW_STEPS]);
  const [isDefault, setIsDefault] = useState(workflow?.is_default ?? false);
  const [problems, setProblems] = useState<string[]>([]);
  const unused = WORKFLOW_STEPS.filter((step) => !steps.includes(step));
  const [adding, setAdding] = useState<WorkflowStep | ''>('');
  const [initial] = useState({ name, steps, isDefault });
  useUnsaved({ name, steps, isDefault }, initial);
  const saving = useSave({
    save: onSave,
    invalidates: [automationKeys.all],
    saved: 'Workflow saved',
    onSaved: onDone,
    failed: { inline: 'The workflow could not be saved.' },
  });

  const save = () => {
    const found = [...(name.trim() ? [] : ['Give the workflow a name.']), ...workflowProblems(steps)];
    setProblems(found);
    if (found.length === 0) void saving.run({ name: name.trim(), steps, is_default: isDefault });
  };

  return (
    <section className="card grid gap-3 p-4" aria-labelledby="workflow-editor-title">
      <EditorHeading
        id="workflow-editor-title"
        title={workflow ? `Edit “${workflow.name}”` : 'New workflow'}
        problems={saving.error ? [...problems, saving.error] : problems}
      />
      <label className="grid gap-1">
        <span>Workflow name</span>
        <input className="field" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      </label>
      <ol className="grid gap-2" aria-label="Steps in order">
        {steps.map((step, index) => (
          <li key={step} className="flex flex-wrap items-center gap-2 rounded-lg border border-night-600 p-2">
            <span className="grow">
              {index + 1}. {STEP_LABELS[step]}
            </span>
            {step !== 'generate' && (
              <>
                <button
                  type="button"
                  className="btn btn-ghost px-3 py-1"
                  disabled={index <= 1}
                  aria-label={`Move “${STEP_LABELS[step]}” up`}
                  onClick={() => setSteps(moveStep(steps, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost px-3 py-1"
                  disabled={index === steps.length - 1}
                  aria-label={`Move “${STEP_LABELS[step]}” down`}
                  onClick={() => setSteps(moveStep(steps, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost px-3 py-1"
                  aria-label={`Remove “${STEP_LABELS[step]}”`}
                  onClick={() => setSteps(steps.filter((other) => other !== step))}
                >
                  Remove
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {unused.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1">
            <span>Add a step</span>
            <select
              className="field"
              value={adding}
              onChange={(e) => setAdding(e.target.value as WorkflowStep | '')}
            >
              <option value="">Choose a step</option>
              {unused.map((step) => (
                <option key={step} value={step}>
                  {STEP_LABELS[step]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!adding}
            onClick={() => {
              if (adding) setSteps([...steps, adding]);
              setAdding('');
            }}
          >
            Add step
          </button>
        </div>
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        <span>Use for plans that do not choose a workflow</span>
      </label>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" disabled={saving.busy} onClick={save}>
          {saving.busy ? 'Saving…' : 'Save workflow'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => confirmLeave() && onDone()}>
          Cancel
        </button>
      </div>
    </section>
  );
}
