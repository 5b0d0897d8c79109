import { describe, expect, it } from 'vitest';
import { withoutUnusedRegistrations } from '@/lib/build/critical-css';
import { pruneUnusedRegistrations } from '@/lib/build/unused-registrations';

// As Tailwind writes them: registrations, and the fallback for browsers without @property.
const FALLBACK =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-translate-x:0}}}';
const REGISTRATIONS = [
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-translate-x{syntax:"<length-percentage>";inherits:false;initial-value:0}',
].join('');
const RULES = '@layer utilities{.shadow{--tw-shadow:0 1px 3px red;box-shadow:var(--tw-shadow)}}';

describe('critical rules keep the custom property registrations their page mentions', () => {
  it('drops a registration and its fallback declaration that nothing on the page mentions', () => {
    const css = `${FALLBACK}${RULES}${REGISTRATIONS}`;
    const pruned = pruneUnusedRegistrations(css, `<style>${css}</style><p style="--tw-translate-x: 2px">`);
    expect(pruned).toContain('@property --tw-shadow');
    expect(pruned).toContain('@property --tw-translate-x');
    expect(pruned).not.toContain('--tw-blur');
    expect(pruned).toContain('*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-x:0}');
    expect(pruned).toContain(RULES);
  });

  it('removes the fallback block whole when none of its properties is mentioned', () => {
    const css = `${FALLBACK}${REGISTRATIONS}.plain{color:red}`;
    expect(pruneUnusedRegistrations(css, `<style>${css}</style>`)).toBe('.plain{color:red}');
  });

  it('does not take one name for the start of another', () => {
    const css = '@property --tw-blur{syntax:"*";inherits:false}.b{--tw-blur-x:1px}';
    expect(pruneUnusedRegistrations(css, css)).toBe('.b{--tw-blur-x:1px}');
  });

  it('leaves CSS without registrations as it was', () => {
    expect(pruneUnusedRegistrations('.a { color: red }', '')).toBe('.a { color: red }');
  });

  it("prunes a page's inline style, and leaves its other inline styles alone", () => {
    const html = `<html><head><style>${REGISTRATIONS}${RULES}</style><style>.x{color:red}</style></head><body><p class="shadow">a</p></body></html>`;
    const result = withoutUnusedRegistrations(html);
    expect(result).toContain('@property --tw-shadow');
    expect(result).not.toContain('@property --tw-blur');
    expect(result).toContain('<style>.x{color:red}</style>');
  });
});
