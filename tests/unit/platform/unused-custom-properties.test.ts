import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from '@/lib/build/critical-css';
import { pruneUnusedCustomProperties } from '@/lib/build/unused-custom-properties';

// As Tailwind writes them: registrations, the fallback for browsers without @property, the theme.
const FALLBACK =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-translate-x:0}}}';
const REGISTRATIONS = [
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-translate-x{syntax:"<length-percentage>";inherits:false;initial-value:0}',
].join('');
const THEME =
  '@layer theme{:root,:host{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-gold-300:#f8d98f;--color-rose-300:#f29bb5;--container-6xl:72rem}}';
const RULES =
  '@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.shadow{--tw-shadow:0 1px 3px red;box-shadow:var(--tw-shadow)}.text-gold-300{color:var(--color-gold-300)}}';

const prune = (css: string, markup = '') =>
  pruneUnusedCustomProperties([css], `<style>${css}</style>${markup}`)[0];

describe('critical rules keep the custom properties their page mentions', () => {
  it('drops a registration and its fallback declaration that nothing on the page mentions', () => {
    const pruned = prune(`${FALLBACK}${RULES}${REGISTRATIONS}`, '<p style="--tw-translate-x: 2px">');
    expect(pruned).toContain('@property --tw-shadow');
    expect(pruned).toContain('@property --tw-translate-x');
    expect(pruned).not.toContain('--tw-blur');
    expect(pruned).toContain('*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-x:0}');
    expect(pruned).toContain(RULES);
  });

  it('drops theme values no rule reads, and keeps one another theme value reads', () => {
    const pruned = prune(`${THEME}${RULES}`);
    expect(pruned).toContain(
      '@layer theme{:root,:host{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-gold-300:#f8d98f}}',
    );
  });

  it('removes the blocks left empty, and leaves other CSS as it was', () => {
    const css = `${FALLBACK}${REGISTRATIONS}@layer theme{:root,:host{--unused:1px}}@layer theme,base;.plain{color:red}`;
    expect(prune(css)).toBe('@layer theme,base;.plain{color:red}');
    expect(prune('.a { color: red }')).toBe('.a { color: red }');
  });

  it('does not take one name for the start of another', () => {
    expect(prune('@property --tw-blur{syntax:"*";inherits:false}.b{--tw-blur-x:1px}')).toBe(
      '.b{--tw-blur-x:1px}',
    );
  });

  it("counts a mention in another of the page's stylesheets", () => {
    const [registrations, rules] = pruneUnusedCustomProperties(
      [REGISTRATIONS, '.shadow{box-shadow:var(--tw-shadow)}'],
      `<style>${REGISTRATIONS}</style><style>.shadow{box-shadow:var(--tw-shadow)}</style>`,
    );
    expect(registrations).toContain('@property --tw-shadow');
    expect(registrations).not.toContain('--tw-blur');
    expect(rules).toBe('.shadow{box-shadow:var(--tw-shadow)}');
  });

  it("prunes a page's inline styles in place", () => {
    const html = `<html><head><style>${REGISTRATIONS}${RULES}</style><style>.x{color:red}</style></head><body><p class="shadow">a</p></body></html>`;
    const result = withoutUnusedCustomProperties(html);
    expect(result).toContain('@property --tw-shadow');
    expect(result).not.toContain('@property --tw-blur');
    expect(result).toContain(
      '<style>.x{color:red}</style></head><body><p class="shadow">a</p></body></html>',
    );
  });
});
