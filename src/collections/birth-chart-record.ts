/** The one place the /birth-chart page's record is loaded (src/collections/birth-chart.ts). */
import { getEntry, type CollectionEntry } from 'astro:content';

export async function loadBirthChartPage(): Promise<CollectionEntry<'birthChartPage'>> {
  const entry = await getEntry('birthChartPage', 'page');
  if (!entry) throw new Error('content/birth-chart/page.md is missing');
  return entry;
}
