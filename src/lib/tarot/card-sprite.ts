import { cardFaceParts } from './card-art';
import { CARD_HEIGHT, CARD_WIDTH, frameBody, frameGradients, type ArtIds } from './card-art-shapes';
import { cardSlug } from './deck';
import type { DeckCardName } from './minor-arcana';

/**
 * A page's card list draws every face from one inline sprite (docs/performance.md#card-lists):
 * the frame once as a <symbol>, each card's own layers as another, and per card one small <svg>
 * that places both with <use>. The same art as the card's file (card-art.ts draws both from the
 * same parts), without a document per picture: a browser builds one for each <img> of an SVG,
 * which on a slow phone was most of a card list's work after its first paint.
 */

/** The sprite's gradient ids, apart from any other drawing's on the page. */
const SPRITE_IDS: ArtIds = { sky: 'card-sky', glow: 'card-glow' };
export const CARD_FRAME_ID = 'card-frame';
const VIEW_BOX = `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`;

/** The id of a card's symbol in the sprite. */
export const cardSymbolId = (name: DeckCardName) => `card-${cardSlug(name)}`;

/**
 * The sprite of `names`' faces: a drawing of no size, hidden from assistive technology, whose
 * symbols the cards place. Each suit emblem the faces reuse is defined once.
 */
export function cardSprite(names: readonly DeckCardName[]): string {
  const parts = names.map((name) => ({ name, ...cardFaceParts(name, SPRITE_IDS) }));
  const shared = [...new Set(parts.map((part) => part.defs).filter(Boolean))].join('');
  const faces = parts
    .map(
      ({ name, layers }) =>
        `<symbol id="${cardSymbolId(name)}" viewBox="${VIEW_BOX}">${layers.replaceAll('\n', '')}</symbol>`,
    )
    .join('');
  return (
    `<defs>${frameGradients(SPRITE_IDS).replaceAll('\n', '')}${shared}</defs>` +
    `<symbol id="${CARD_FRAME_ID}" viewBox="${VIEW_BOX}">${frameBody(SPRITE_IDS).replaceAll('\n', '')}</symbol>` +
    faces
  );
}
