import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cardFaceSvg } from '@/lib/tarot/card-art';
import { CARD_FRAME_ID, cardSprite, cardSymbolId } from '@/lib/tarot/card-sprite';
import { MAJOR_ARCANA } from '@/lib/tarot/deck';
import { FULL_DECK, MINOR_ARCANA, type DeckCardName } from '@/lib/tarot/minor-arcana';

/** A card list's sprite (docs/performance.md#card-lists): the same art as each card's file, every reference resolved on the page. */
const { findAll, getAttributeValue, getInnerHTML } = DomUtils;
type Element = Parameters<typeof getAttributeValue>[0];
const parse = (svg: string) => parseDocument(svg, { xmlMode: true });
const all = (svg: string) => findAll(() => true, parse(svg).children) as Element[];

/** The elements a drawing paints, in order, with the sprite's gradient ids written as a file's. */
function drawn(svg: string): string[] {
  return all(svg)
    .filter((element) => !['svg', 'symbol', 'defs', 'title'].includes(element.name))
    .map((element) =>
      `<${element.name} ${JSON.stringify(element.attribs)}>${element.children.length === 1 ? getInnerHTML(element) : ''}`
        .replaceAll('#card-sky', '#sky')
        .replaceAll('#card-glow', '#glow')
        .replace(/"id":"card-(sky|glow)"/, '"id":"$1"'),
    );
}

/** Everything the sprite draws for `name`: the shared defs, the frame, then the card's own symbol. */
function spriteDrawing(sprite: string, name: DeckCardName): string[] {
  const symbols = all(sprite).filter((element) => element.name === 'symbol');
  const symbol = (id: string) => symbols.find((element) => getAttributeValue(element, 'id') === id)!;
  const defs = all(sprite).find((element) => element.name === 'defs')!;
  return [
    ...drawn(`<g>${getInnerHTML(defs, { xmlMode: true })}</g>`).slice(1),
    ...drawn(`<g>${getInnerHTML(symbol(CARD_FRAME_ID), { xmlMode: true })}</g>`).slice(1),
    ...drawn(`<g>${getInnerHTML(symbol(cardSymbolId(name)), { xmlMode: true })}</g>`).slice(1),
  ];
}

describe('card sprite', () => {
  it('draws each card exactly as its own file does', () => {
    for (const name of FULL_DECK) {
      const file = drawn(cardFaceSvg(name));
      expect(spriteDrawing(cardSprite([name]), name), name).toEqual(file);
    }
  });

  it('defines the frame, each card and each suit emblem once, whatever the list holds', () => {
    const names = [...MAJOR_ARCANA, ...MINOR_ARCANA];
    const ids = all(cardSprite(names))
      .map((element) => getAttributeValue(element, 'id'))
      .filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(CARD_FRAME_ID);
    for (const name of names) expect(ids).toContain(cardSymbolId(name));
    expect(ids.filter((id) => id!.startsWith('e-'))).toHaveLength(4);
  });

  it('refers only to what it defines', () => {
    const sprite = cardSprite(['The Fool', 'Three of Cups', 'Knight of Swords']);
    const ids = new Set(all(sprite).map((element) => getAttributeValue(element, 'id')));
    const references = [...sprite.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(ids.has(reference), reference).toBe(true);
  });

  it('keeps its gradients apart from a card file drawn on the same page', () => {
    const ids = all(cardSprite(['The Star'])).map((element) => getAttributeValue(element, 'id'));
    expect(ids).not.toContain('sky');
    expect(ids).not.toContain('glow');
  });
});
