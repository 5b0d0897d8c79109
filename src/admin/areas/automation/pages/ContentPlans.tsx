import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allOf, loadError } from '@/admin/data/queries';
import { automationKeys, automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { parseTopicLines, planProblems, topicLines } from '@/lib/automation/schedule';
import type { ContentPlan } from '@/lib/automation/types';
import type { AutomationRepository, PlanInput } from '../data/repository';
import { Empty } from '../ui/Empty';
import { adminDateTime } from '@/lib/admin/dates';
import { OptionsFields } from '../ui/OptionsFields';
import { CONTENT_TYPE_LABELS, TONE_LABELS } from '@/lib/generator/contract';
import { useAutomationChange } from '../ui/useAutomationChange';
import { EditorHeading } from '../ui/EditorHeading';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';
import { confirmLeave } from '@/admin/router';

/** Create, edit, pause and queue content plans. */
export function ContentPlans({ repo }: { repo: AutomationRepository }) {
  const state = allOf({
    plans: useQuery(automationQueries.plans(repo)),
    workflows: useQuery(automationQueries.workflows(repo)),
    settings: useQuery(automationQueries.settings(repo)),
  });
  const change = useAutomationChange();
  const [editing, setEditing] = useState<ContentPlan | 'new' | null>(null);

  if (state.error) return <p role="alert">{loadError(state.error)}</p>;
  if (!state.data) return <Spinner label="Loading content plans…" />;
  const { plans, workflows, settings } = state.data;
  return (
    <div className="grid max-w-4xl gap-6">
      {editing === null && (
        <button
          type="button"
          className="btn btn-primary justify-self-start"
          onClick={() => setEditing('new')}
        >
          New plan
        </button>
      )}
      {editing !== null && (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          workflows={workflows.map((workflow) => ({ id: workflow.id, name: workflow.name }))}
          defaults={settings.defaultOptions}
          onDone={() => setEditing(null)}
          onSave={(input) => repo.savePlan(input, editing === 'new' ? undefined : editing.id)}
        />
      )}
      {plans.length === 0 ? (
        <Empty>
          No plan yet. Choose “New plan”, list a few topics (one per line, “keyword | instructions”), then
          queue them as jobs.
        </Empty>
      ) : (
        <ul className="grid gap-3">
          {plans.map((plan) => (
            <li key={plan.id} className="card grid gap-2 p-4">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="grow font-display text-lg text-star-50">{plan.name}</h2>
                <span className={`text-sm ${plan.is_active ? 'text-success-500' : 'text-star-300'}`}>
                  {plan.is_active ? 'Active' : 'Paused'}
                </span>
              </div>
              {plan.description && <p className="text-sm text-star-200">{plan.description}</p>}
              <p className="text-sm text-star-300">
                {plan.topics.length} {plan.topics.length === 1 ? 'topic' : 'topics'} · one every{' '}
                {plan.cadence_days} {plan.cadence_days === 1 ? 'day' : 'days'} · {plan.options.wordCount}{' '}
                words, {TONE_LABELS[plan.options.tone].toLowerCase()},{' '}
                {CONTENT_TYPE_LABELS[plan.options.contentType].toLowerCase()} · next run{' '}
                {adminDateTime(plan.next_run_at)}
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!plan.is_active}
                  onClick={() =>
                    void change(
                      () => repo.queuePlan(plan.id),
                      (count) => `Queued ${count} ${count === 1 ? 'job' : 'jobs'} from “${plan.name}”`,
                      'The jobs were not queued',
                    )
                  }
                >
                  Queue jobs<span className="sr-only"> for {plan.name}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => confirmLeave() && setEditing(plan)}
                >
                  Edit<span className="sr-only"> {plan.name}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() =>
                    void change(
                      () => repo.savePlan({ ...plan, is_active: !plan.is_active }, plan.id),
                      plan.is_active ? 'Plan paused' : 'Plan resumed',
                      'The plan was not changed',
                    )
                  }
                >
                  {plan.is_active ? 'Pause' : 'Resume'}
                  <span className="sr-only"> {plan.name}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    if (window.confirm(`Delete the plan “${plan.name}”? Its queued jobs stay.`))
                      void change(() => repo.removePlan(plan.id), 'Plan deleted', 'The plan was not deleted');
                  }}
                >
                  Delete<span className="sr-only"> {plan.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PlanForm({
  plan,
  workflows,
  defaults,
  onSave,
  onDone,
}: {
  plan: ContentPlan | null;
  workflows: { id: string; name: string }[];
  defaults: PlanInput['options'];
  onSave: (input: PlanInput) => Promise<unknown>;
  /** Closes the form (saved or cancelled). */
  onDone: () => void;
}) {
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [topics, setTopics] = useState(plan ? topicLines(plan.topics) : '');
  const [options, setOptions] = useState(plan?.options ?? defaults);
  const [cadence, setCadence] = useState(String(plan?.cadence_days ?? 1));
  const [workflowId, setWorkflowId] = useState(plan?.workflow_id ?? '');
  const [active, setActive] = useState(plan?.is_active ?? true);
  const [problems, setProblems] = useState<string[]>([]);
  const fields = { name, description, topics, options, cadence, workflowId, active };
  const [initial] = useState(fields);
  useUnsaved(fields, initial);
  const saving = useSave({
    save: onSave,
    invalidates: [automationKeys.all],
    saved: plan ? 'Plan saved' : 'Plan created',
    onSaved: onDone,
    failed: { inline: 'The plan could not be saved.' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: PlanInput = {
      name: name.trim(),
      description: description.trim(),
      topics: parseTopicLines(topics),
      options,
      cadence_days: Number(cadence),
      is_active: active,
      workflow_id: workflowId || null,
    };
    const found = planProblems(input);
    setProblems(found);
    if (found.length === 0) void saving.run(input);
  };

  return (
    <form className="card grid gap-3 p-4" noValidate onSubmit={submit} aria-labelledby="plan-form-title">
      <EditorHeading
        id="plan-form-title"
        title={plan ? `Edit “${plan.name}”` : 'New plan'}
        problems={saving.error ? [...problems, saving.error] : problems}
      />
      <label className="grid gap-1">
        <span>Plan name</span>
        <input className="field" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </label>
      <label className="grid gap-1">
        <span>Description</span>
        <input className="field" value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="grid gap-1">
        <span>Topics</span>
        <textarea
          className="field min-h-32 font-mono text-sm"
          value={topics}
          onChange={(e) => setTopics(e.target.value)}
          aria-describedby="topics-help"
        />
        <span id="topics-help" className="text-xs text-star-300">
          One article per line: target keyword, a vertical bar, then the instructions for the writer. Example:
          “venus in taurus | How the transit colours love and money”.
        </span>
      </label>
      <OptionsFields value={options} onChange={setOptions} />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1">
          <span>Cadence (days between articles)</span>
          <input
            className="field"
            type="number"
            min={1}
            max={365}
            value={cadence}
            onChange={(e) => setCadence(e.target.value)}
          />
        </label>
        <label className="grid gap-1">
          <span>Workflow</span>
          <select className="field" value={workflowId} onChange={(e) => setWorkflowId(e.target.value)}>
            <option value="">The default workflow</option>
            {workflows.map((workflow) => (
              <option key={workflow.id} value={workflow.id}>
                {workflow.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <span>Active (paused plans queue nothing)</span>
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save plan'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => confirmLeave() && onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
