import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cardBackSvg, cardFaceSvg, majorSymbolSvg } from '@/lib/tarot/card-art';
import { NIGHT } from '@/lib/tarot/card-art-shapes';
import { minorArtDescription } from '@/lib/tarot/card-art-minor';
import { MAJOR_ARCANA } from '@/lib/tarot/deck';
import { FULL_DECK, MINOR_ARCANA, minorParts, pipCount, type MinorCardName } from '@/lib/tarot/minor-arcana';

/** The card art (docs/tarot.md, "Card art"): one frame for all 78 faces, countable pips, nothing that reads as a missing glyph. */
const parse = (svg: string) => parseDocument(svg, { xmlMode: true });
const elements = (svg: string, tag: string) =>
  findAll((node) => node.name === tag, parse(svg).children) as Element[];

/** An outlined rectangle with nothing inside: what a browser draws for a character its font lacks. */
function emptyBoxes(svg: string): string[] {
  const unfilled = (element: Element) => {
    const fill = getAttributeValue(element, 'fill');
    return fill === undefined || fill === 'none' || fill === NIGHT;
  };
  const rects = elements(svg, 'rect').filter(unfilled);
  // A path drawn only with straight horizontal and vertical moves back to its start is a box too.
  const boxPaths = elements(svg, 'path').filter((path) => {
    const d = getAttributeValue(path, 'd') ?? '';
    return unfilled(path) && /^M[\d.\s-]+([HV][\d.\s-]+){3,4}Z$/.test(d.replace(/\s+/g, ' ').trim());
  });
  return [...rects, ...boxPaths].map((element) => `<${element.name} ${JSON.stringify(element.attribs)}>`);
}

const { findAll, getAttributeValue, textContent } = DomUtils;
type Element = Parameters<typeof getAttributeValue>[0];

describe('card art', () => {
  it('draws a face for every one of the 78 cards, titled with its name', () => {
    for (const name of FULL_DECK) {
      const svg = cardFaceSvg(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(textContent(elements(svg, 'title')), name).toBe(`${name} tarot card`);
    }
  });

  it('writes no text but the numeral or rank, the name and the High Priestess pillars, in plain capitals', () => {
    for (const name of FULL_DECK) {
      const texts = elements(cardFaceSvg(name), 'text').map((node) => textContent(node));
      expect(texts.at(-1), name).toBe(name.toUpperCase());
      // Plain Latin capitals and digits only: no symbol a phone's fonts might lack.
      for (const text of texts) expect(text, name).toMatch(/^[A-Z0-9 ]+$/);
    }
  });

  it('draws no empty box in any symbol (the Moon towers and the High Priestess pillars are shapes with detail)', () => {
    for (const name of MAJOR_ARCANA) expect(emptyBoxes(majorSymbolSvg(name)), name).toEqual([]);
    for (const name of MINOR_ARCANA) {
      // The frame's two border rectangles are the only outlined ones on the face.
      expect(emptyBoxes(cardFaceSvg(name)), name).toHaveLength(1);
    }
    expect(majorSymbolSvg('The Moon')).not.toContain('<rect');
  });

  it('shows as many suit emblems as a pip card counts, and one on the Ace and each court card', () => {
    for (const name of MINOR_ARCANA) {
      const { rank } = minorParts(name)!;
      const uses = elements(cardFaceSvg(name), 'use');
      expect(uses, name).toHaveLength(pipCount(rank) ?? 1);
    }
  });

  it('keeps emblems of one card apart, so each can be counted', () => {
    for (const name of MINOR_ARCANA) {
      const boxes = elements(cardFaceSvg(name), 'use').map((use) => {
        const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((key) =>
          Number(getAttributeValue(use, key)),
        );
        // The emblem's drawn part is narrower than its box: compare the middle half of each.
        return { left: x! + width! / 4, right: x! + (width! * 3) / 4, top: y!, bottom: y! + height! };
      });
      for (const [index, a] of boxes.entries())
        for (const b of boxes.slice(index + 1)) {
          const overlap =
            a.left < b.right && b.left < a.right && a.top < b.bottom - 2 && b.top < a.bottom - 2;
          expect(overlap, `${name}: two emblems overlap`).toBe(false);
        }
    }
  });

  it('stays light on the wire: every face and the back under 1.3 KB gzip (the Star, the busiest, is 1.25)', () => {
    for (const svg of [...FULL_DECK.map(cardFaceSvg), cardBackSvg()])
      expect(gzipSync(svg).length).toBeLessThan(1300);
  });

  it('describes each minor card as drawn, for its alt text', () => {
    const describe = (name: MinorCardName) => minorArtDescription(name);
    expect(describe('Three of Cups')).toBe('Three gold cups laid out in rows, on a starry night sky.');
    expect(describe('Ace of Swords')).toBe(
      'A single large upright sword in a ring of light, on a starry night sky.',
    );
    expect(describe('Queen of Pentacles')).toBe(
      "A queen's three-pointed crown above a large star-engraved coin, on a starry night sky.",
    );
    expect(new Set(MINOR_ARCANA.map(describe)).size).toBe(56);
  });
});
