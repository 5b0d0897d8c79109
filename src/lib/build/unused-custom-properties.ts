import postcss, { type AtRule, type Declaration, type Root } from 'postcss';

/**
 * Custom properties a page's critical rules carry for nothing (docs/performance.md#one-round-trip):
 * - Tailwind registers every custom property its utilities use (`@property --tw-shadow {…}`), and
 *   for browsers without `@property` it repeats them as `--tw-shadow: initial` on every element in
 *   a `@layer properties { @supports (…) { *, … { … } } }` block: ~70 of them;
 * - its `@layer theme { :root, :host { … } }` declares every theme value the site uses anywhere
 *   (`--color-rose-300`, `--container-6xl`…): ~80.
 * Beasties copies them all into each page, though a page's rules mention a fraction: ~1 KB of
 * every page's compressed HTML. One that nothing else on the page mentions (no rule, no other
 * custom property, no style attribute) changes nothing on that page, so the critical rules keep
 * only the mentioned ones. The whole stylesheet, which an island's page loads after its first
 * paint, still has them all.
 */

/** Tailwind's fallback block: `@layer properties { @supports … { *, :before, … { --tw-…: … } } }`. */
const isFallbackBlock = (node: AtRule) =>
  node.name === 'supports' &&
  node.parent?.type === 'atrule' &&
  (node.parent as AtRule).params === 'properties';

/** A declaration of the theme: `@layer theme { :root, :host { --x: … } }`. */
const isThemeDeclaration = (declaration: Declaration) => {
  const layer = declaration.parent?.parent;
  return (
    layer?.type === 'atrule' && (layer as AtRule).name === 'layer' && (layer as AtRule).params === 'theme'
  );
};

/** How often each custom property's name occurs in a text. */
function nameCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [name] of text.matchAll(/--[a-zA-Z][\w-]*/g)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** The places in a stylesheet that only define a custom property: what pruning may remove. */
function definitions(root: Root): Array<{ name: string; node: AtRule | Declaration }> {
  const found: Array<{ name: string; node: AtRule | Declaration }> = [];
  root.walkAtRules('property', (rule) => {
    found.push({ name: rule.params.trim(), node: rule });
  });
  root.walkDecls(/^--/, (declaration) => {
    const inFallback =
      declaration.parent?.parent?.type === 'atrule' && isFallbackBlock(declaration.parent.parent as AtRule);
    if (inFallback || isThemeDeclaration(declaration))
      found.push({ name: declaration.prop, node: declaration });
  });
  return found;
}

/** Removes rules and at-rules that pruning left empty (not `@layer a, b;` statements). */
function removeEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * The page's stylesheets with the custom properties nothing else on the page mentions removed.
 * `sheets` are the texts of the page's <style> elements that may hold such definitions; `page` is
 * the whole HTML they sit in. A name mentioned anywhere besides its own definitions is kept.
 */
export function pruneUnusedCustomProperties(sheets: readonly string[], page: string): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  const defined = roots.map(definitions);
  const definedCounts = new Map<string, number>();
  for (const { name } of defined.flat()) definedCounts.set(name, (definedCounts.get(name) ?? 0) + 1);
  const pageCounts = nameCounts(page);
  const unused = (name: string) => (pageCounts.get(name) ?? 0) <= (definedCounts.get(name) ?? 0);
  return roots.map((root, index) => {
    const candidates = defined[index]!;
    if (!candidates.some(({ name }) => unused(name))) return sheets[index]!;
    for (const { name, node } of candidates) if (unused(name)) node.remove();
    removeEmptyBlocks(root);
    return root.toString();
  });
}
