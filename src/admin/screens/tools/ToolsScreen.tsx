import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdmin, messageOf } from '@/admin/context';
import { adminKeys, adminQueries, loadError } from '@/admin/data/queries';
import { useSave } from '@/admin/ui/useSave';
import { Spinner } from '@/admin/ui/Spinner';
import { showToast } from '@/lib/toast/store';
import type { BatchResult } from '@/admin/data/types';
import { ToolEditor } from './ToolEditor';
import { announceChange } from '@/admin/ui/announce-change';
import { toolsExportFile } from '@/admin/lib/tools-export';
import { confirmLeave } from '@/admin/router';
import { missingToolContent } from '@/lib/calculators/tool-content';

type View = 'all' | 'attention';

/** The calculator page records (compatibility_tools) with its query set (docs/calculators.md#content-records). */
export function ToolsScreen() {
  const { data } = useAdmin();
  const [view, setView] = useState<View>('all');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [batch, setBatch] = useState<BatchResult | null>(null);
  const tools = useQuery(adminQueries.tools(data, view));
  // What each page shows while its record is empty: the editor starts from it, "needs attention" counts it.
  const defaults = useQuery(adminQueries.calculatorPages(data));
  const stats = useQuery(adminQueries.toolStats(data));
  // Each search term is its own query: an answer for an older term never replaces a newer one.
  const term = query.trim();
  const searched = useQuery({
    ...adminQueries.toolSearch(data, term),
    enabled: term !== '',
    placeholderData: keepPreviousData, // the last results stay while the next term's answer comes
  });

  const exportJson = async () => {
    try {
      const file = toolsExportFile(await data.tools.exportData());
      const blob = new Blob([file.json], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (error) {
      showToast({
        title: 'Failed to export tools data',
        description: messageOf(error, ''),
        variant: 'destructive',
      });
    }
  };

  const switching = useSave({
    save: (isActive: boolean) =>
      data.tools.batchUpdate([...selected].map((id) => ({ id, changes: { is_active: isActive } }))),
    invalidates: [adminKeys.tools],
    onSaved: async (result) => {
      setBatch(result);
      setSelected(new Set());
      await announceChange(data.deploy, 'Tools updated', { kind: 'tools', saved: result.successes.length });
    },
    failed: 'Failed to batch update tools',
  });

  const list = term ? searched : tools;
  // The list waits for the built-in content too: without it, empty records would pose as incomplete pages.
  const rows = defaults.data ? list.data : undefined;
  const loadFailure = list.error ?? defaults.error;
  const names = new Map((tools.data ?? []).map((tool) => [tool.id, tool.name]));

  return (
    <div className="grid gap-6">
      {stats.data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Tool statistics">
          {(
            [
              ['Total', stats.data.total],
              ['Configured', stats.data.configured],
              ['With images', stats.data.withImages],
              ['With content', stats.data.withContent],
              ['Pending', stats.data.pending],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="card p-3">
              <dt className="text-xs text-star-300">{label}</dt>
              <dd className="font-display text-2xl text-star-50">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 grow basis-64 gap-1">
          <span className="text-sm">Search active tools</span>
          <input
            className="field w-full"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, headline or keyword"
          />
        </label>
        <div role="group" aria-label="View" className="flex gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            aria-pressed={view === 'all'}
            onClick={() => confirmLeave() && setView('all')}
          >
            All tools
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-pressed={view === 'attention'}
            onClick={() => confirmLeave() && setView('attention')}
          >
            Needs attention
          </button>
        </div>
        <button type="button" className="btn btn-ghost ml-auto" onClick={() => void exportJson()}>
          Export JSON
        </button>
      </div>

      {selected.size > 0 && (
        <div className="card flex flex-wrap items-center gap-3 p-3">
          <span>{selected.size} selected</span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={switching.busy}
            onClick={() => void switching.run(true)}
          >
            Switch on
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={switching.busy}
            onClick={() => void switching.run(false)}
          >
            Switch off
          </button>
        </div>
      )}

      {batch && (
        <section aria-label="Batch result" role="status" className="card p-4 text-sm">
          <p className="mb-2">
            {batch.successes.length} updated, {batch.failures.length} failed.
          </p>
          <ul className="grid gap-1">
            {batch.successes.map((row) => (
              <li key={row.id} className="text-success-500">
                ✓ {names.get(row.id) ?? row.id}
              </li>
            ))}
            {batch.failures.map((row) => (
              <li key={row.id} className="text-rose-400">
                ✗ {names.get(row.id) ?? row.id}: {row.error}
              </li>
            ))}
          </ul>
        </section>
      )}

      {loadFailure ? (
        <p role="alert">
          {loadError(loadFailure, term ? 'Failed to search tools' : 'Failed to fetch compatibility tools')}
        </p>
      ) : !rows ? (
        <Spinner label="Loading tools…" />
      ) : rows.length === 0 ? (
        <p className="card p-6 text-star-200">
          {view === 'attention' && !term
            ? 'Every active tool has a headline, a cover photo and SEO content.'
            : 'No tool matches.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((tool) => (
            <li key={tool.id} className="card p-4">
              <div className="flex flex-wrap items-center gap-3">
                <input
                  type="checkbox"
                  aria-label={`Select ${tool.name}`}
                  checked={selected.has(tool.id)}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.target.checked) next.add(tool.id);
                    else next.delete(tool.id);
                    setSelected(next);
                  }}
                />
                <div className="grow">
                  <h2 className="font-semibold text-star-50">{tool.name}</h2>
                  <p className="text-xs text-star-300">
                    {tool.id} · {tool.is_active ? 'active' : 'switched off'}
                    {missingToolContent(tool, defaults.data?.get(tool.id)).length > 0 && ' · needs attention'}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-expanded={editing === tool.id}
                  // "Edit" is enough to see beside the name; a screen reader hears which tool.
                  aria-label={editing === tool.id ? undefined : `Edit ${tool.name}`}
                  onClick={() => confirmLeave() && setEditing(editing === tool.id ? null : tool.id)}
                >
                  {editing === tool.id ? 'Close' : 'Edit'}
                </button>
              </div>
              {editing === tool.id && <ToolEditor tool={tool} defaults={defaults.data?.get(tool.id)} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
