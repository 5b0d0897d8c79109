import { getEntry, render } from 'astro:content';

/** Loads one legal/support page from content/legal and renders its MDX; a missing file fails the build. */
export async function loadLegalPage(id: string) {
  const entry = await getEntry('legal', id);
  if (!entry) throw new Error(`content/legal/${id}.mdx is missing`);
  const { Content, headings } = await render(entry);
  return { entry, Content, headings };
}
