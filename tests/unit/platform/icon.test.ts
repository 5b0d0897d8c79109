import { describe, expect, it } from 'vitest';
import { SITE_ICON_DATA_URL, svgDataUrl } from '@/lib/site/icon';

describe('svgDataUrl', () => {
  it('escapes only what a data URL cannot carry, and swaps double quotes for single ones', () => {
    expect(svgDataUrl('<svg fill="#0b1026" d="50%"/>\n')).toBe(
      "data:image/svg+xml,%3Csvg fill='%230b1026' d='50%25'/%3E",
    );
  });

  it('gives the site icon as a data URL a browser can draw', () => {
    const svg = decodeURIComponent(SITE_ICON_DATA_URL.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/);
  });
});
