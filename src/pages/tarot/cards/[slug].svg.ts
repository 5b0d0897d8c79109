import type { APIRoute, GetStaticPaths } from 'astro';
import { cardFaceSvg } from '@/lib/tarot/card-art';
import { cardSlug } from '@/lib/tarot/deck';
import { FULL_DECK, type DeckCardName } from '@/lib/tarot/minor-arcana';

/** One static SVG per card of the deck: /tarot/cards/the-fool.svg … /tarot/cards/king-of-pentacles.svg */
export const getStaticPaths = (() =>
  FULL_DECK.map((name) => ({
    params: { slug: cardSlug(name) },
    props: { name },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(cardFaceSvg((props as { name: DeckCardName }).name), {
    headers: { 'content-type': 'image/svg+xml' },
  });
