import type { AstrelleClient } from '../client';
import type { Tables, TablesUpdate } from '../database.types';
import { DATABASE_TABLE_MISSING, NO_ROW, RepositoryError, toRepositoryError } from './errors';
import { withSignal } from '../with-signal';
import {
  missingToolContent,
  toolStats,
  type ToolDefaults,
  type ToolStats,
} from '@/lib/calculators/tool-content';

export type CompatibilityTool = Tables<'compatibility_tools'>;
export type CompatibilityToolUpdate = Omit<
  TablesUpdate<'compatibility_tools'>,
  'id' | 'created_at' | 'updated_at'
>;

/** The failure messages, word for word (docs/constants.md#tool-records). */
export const toolErrors = {
  list: 'Failed to fetch compatibility tools',
  get: 'Failed to fetch compatibility tool',
  update: 'Failed to update compatibility tool',
  batch: 'Failed to batch update tools',
  stats: 'Failed to get tools statistics',
  search: 'Failed to search tools',
  export: 'Failed to export tools data',
  attention: 'Failed to get tools needing attention',
} as const;

export type { ToolStats };

/** The export file's shape; the admin's local preview exports its rows, which have no created_at. */
export interface ToolsExport<Tool = CompatibilityTool> {
  exportDate: string;
  version: '1.0';
  toolsCount: number;
  tools: Tool[];
}

/** Which updates of a batch went through and why the others failed (docs/calculators.md#content-records). */
export interface BatchResult {
  successes: { id: string }[];
  failures: { id: string; error: string }[];
}

/** Runs each update in parallel and reports each one; one failing update does not stop the others. */
export async function settleBatch<Changes>(
  updates: { id: string; changes: Changes }[],
  update: (id: string, changes: Changes) => Promise<unknown>,
): Promise<BatchResult> {
  const settled = await Promise.allSettled(updates.map(({ id, changes }) => update(id, changes)));
  const result: BatchResult = { successes: [], failures: [] };
  settled.forEach((outcome, index) => {
    const id = updates[index]!.id;
    if (outcome.status === 'fulfilled') result.successes.push({ id });
    else
      result.failures.push({
        id,
        error: outcome.reason instanceof Error ? outcome.reason.message : toolErrors.update,
      });
  });
  return result;
}

/** The pages' built-in content by content key; without it a record's own fields are all that count. */
type Defaults = ReadonlyMap<string, ToolDefaults>;

/** The compatibility_tools query set (docs/calculators.md#content-records). */
export function compatibilityToolsRepository(client: AstrelleClient, now: () => Date = () => new Date()) {
  const table = () => client.from('compatibility_tools');

  async function list(signal?: AbortSignal): Promise<CompatibilityTool[]> {
    const { data, error } = await withSignal(
      table().select('*').eq('is_active', true).order('name', { ascending: true }),
      signal,
    );
    if (error) throw toRepositoryError(error, toolErrors.list);
    return data;
  }

  /** Admin view: every record, active or not. */
  async function listAll(signal?: AbortSignal): Promise<CompatibilityTool[]> {
    const { data, error } = await withSignal(table().select('*').order('name', { ascending: true }), signal);
    if (error) throw toRepositoryError(error, toolErrors.list);
    return data;
  }

  async function get(id: string): Promise<CompatibilityTool | null> {
    const { data, error } = await table().select('*').eq('id', id).eq('is_active', true).single();
    if (error) {
      if (error.code === NO_ROW) return null;
      throw toRepositoryError(error, toolErrors.get);
    }
    return data;
  }

  async function update(id: string, changes: CompatibilityToolUpdate): Promise<CompatibilityTool> {
    const { data, error } = await table()
      .update({ ...changes, updated_at: now().toISOString() })
      .eq('id', id)
      .select()
      .single();
    if (error) throw toRepositoryError(error, toolErrors.update);
    return data;
  }

  /** Runs the updates in parallel and reports each one (docs/calculators.md#content-records). */
  async function batchUpdate(
    updates: { id: string; changes: CompatibilityToolUpdate }[],
  ): Promise<BatchResult> {
    try {
      return await settleBatch(updates, update);
    } catch (error) {
      throw toRepositoryError(error, toolErrors.batch);
    }
  }

  /** Active tools whose name, headline or keywords contain the text, ignoring case. */
  async function search(text: string, signal?: AbortSignal): Promise<CompatibilityTool[]> {
    // PostgREST's or=() syntax treats , ( ) as separators: keep them out of the pattern.
    const term = text.replace(/[,()*%\\]/g, ' ').trim();
    if (!term) return list(signal);
    const pattern = `*${term}*`;
    const { data, error } = await withSignal(
      table()
        .select('*')
        .eq('is_active', true)
        .or(`name.ilike.${pattern},headline.ilike.${pattern},keywords.ilike.${pattern}`)
        .order('name', { ascending: true }),
      signal,
    );
    if (error) throw toRepositoryError(error, toolErrors.search);
    return data;
  }

  /** Counted over what each page shows: its record's fields, else its built-in content (`defaults`). */
  async function stats(signal?: AbortSignal, defaults: Defaults = new Map()): Promise<ToolStats> {
    try {
      return toolStats(await listAll(signal), defaults);
    } catch (error) {
      throw rethrow(error, toolErrors.stats);
    }
  }

  async function exportData(): Promise<ToolsExport> {
    try {
      const tools = await listAll();
      return { exportDate: now().toISOString(), version: '1.0', toolsCount: tools.length, tools };
    } catch (error) {
      throw rethrow(error, toolErrors.export);
    }
  }

  /** Tools whose page has no headline, cover photo or SEO content, from its record or its built-in content. */
  async function needingAttention(
    signal?: AbortSignal,
    defaults: Defaults = new Map(),
  ): Promise<CompatibilityTool[]> {
    try {
      const tools = await listAll(signal);
      return tools.filter((tool) => missingToolContent(tool, defaults.get(tool.id)).length > 0);
    } catch (error) {
      throw rethrow(error, toolErrors.attention);
    }
  }

  return { list, listAll, get, update, batchUpdate, search, stats, exportData, needingAttention };
}

/** Keeps DATABASE_TABLE_MISSING as it is; names any other failure after the operation. */
function rethrow(error: unknown, message: string): RepositoryError {
  if (error instanceof RepositoryError && error.message === DATABASE_TABLE_MISSING) return error;
  return new RepositoryError(message, error instanceof RepositoryError ? error.code : undefined, error);
}
