/**
 * The ONE place a calculator page's content record is loaded. Today it reads content/; when a
 * backend is configured at build time, the Supabase `compatibility_tools` override (DECISIONS.md
 * 11) is merged here, so every page picks it up.
 */
import { getEntry, render, type CollectionEntry } from 'astro:content';

export type CalculatorRecord = CollectionEntry<'calculatorPages'>;

export async function loadCalculatorRecord(key: string): Promise<CalculatorRecord> {
  const entry = await getEntry('calculatorPages', key);
  if (!entry) throw new Error(`content/calculators/pages/${key}.md is missing`);
  return entry;
}

export async function loadHubRecord(): Promise<CollectionEntry<'compatibilityHub'>> {
  const entry = await getEntry('compatibilityHub', 'compatibility');
  if (!entry) throw new Error('content/calculators/hub/compatibility.md is missing');
  return entry;
}

export { render };
