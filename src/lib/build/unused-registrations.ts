import postcss, { type AtRule, type Root } from 'postcss';

/**
 * Tailwind registers every custom property its utilities use (`@property --tw-shadow {…}`), and
 * for browsers without `@property` it repeats them as `--tw-shadow: initial` on every element in a
 * `@layer properties { @supports (…) { *, … { … } } }` block. The stylesheet has ~70 of them, and
 * beasties copies them all into each page's critical rules, though a page's rules mention a
 * handful: ~900 B of every page's compressed HTML (docs/performance.md#one-round-trip).
 * A registration no rule or markup of the page mentions changes nothing on that page, so the
 * critical rules keep only the mentioned ones. The whole stylesheet, which an island's page loads
 * after its first paint, still registers them all.
 */

/** Whether a node is Tailwind's fallback block: `@supports … { *, :before, … { --tw-…: … } }`. */
const isFallbackBlock = (node: AtRule) =>
  node.name === 'supports' &&
  node.parent?.type === 'atrule' &&
  (node.parent as AtRule).params === 'properties';

/**
 * The CSS with the registrations (and fallback declarations) of custom properties that `page`
 * never mentions removed. `page` is the whole HTML the CSS sits in; a mention anywhere in it (a
 * rule that sets or reads the property, a style attribute) keeps the registration.
 */
export function pruneUnusedRegistrations(css: string, page: string): string {
  const root: Root = postcss.parse(css);
  const registered = new Set<string>();
  root.walkAtRules('property', (rule) => {
    registered.add(rule.params.trim());
  });
  if (registered.size === 0) return css;

  // What the page says without the registrations themselves.
  const withoutRegistrations = page
    .replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '')
    .replace(/@layer properties\s*\{@supports[^{]*\{[^{]*\{[^}]*\}\s*\}\s*\}/g, '');
  const mentioned = (name: string) => new RegExp(`${name}(?![\\w-])`).test(withoutRegistrations);

  root.walkAtRules((rule) => {
    if (rule.name === 'property' && !mentioned(rule.params.trim())) rule.remove();
    else if (isFallbackBlock(rule))
      rule.walkDecls((declaration) => {
        if (declaration.prop.startsWith('--') && !mentioned(declaration.prop)) declaration.remove();
      });
  });
  // Blocks left empty go too (the fallback's selector rule, @supports, @layer properties).
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0 && rule.name !== 'layer') rule.remove();
  });
  root.walkAtRules('layer', (rule) => {
    if (rule.nodes && rule.nodes.length === 0 && rule.params === 'properties') rule.remove();
  });
  return root.toString();
}
