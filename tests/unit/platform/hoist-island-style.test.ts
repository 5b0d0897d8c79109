import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '@/lib/build/hoist-island-style';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it('moves the island style from the body into the head', () => {
    const html = `<html><head><title>x</title></head><body><section>${style}<astro-island></astro-island></section></body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>x</title>${style}</head><body><section><astro-island></astro-island></section></body></html>`,
    );
  });
  it('leaves pages without it, or with it already in the head, unchanged', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const inHead = `<html><head>${style}</head><body></body></html>`;
    expect(hoistIslandStyle(inHead)).toBe(inHead);
  });
});
