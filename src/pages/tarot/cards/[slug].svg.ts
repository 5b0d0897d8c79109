import type { APIRoute, GetStaticPaths } from 'astro';
import { cardFaceSvg } from '../../../lib/tarot/card-art';
import { cardSlug, MAJOR_ARCANA, type CardName } from '../../../lib/tarot/deck';

/** One static SVG per major arcana card: /tarot/cards/the-fool.svg … */
export const getStaticPaths = (() =>
  MAJOR_ARCANA.map((name) => ({
    params: { slug: cardSlug(name) },
    props: { name },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(cardFaceSvg((props as { name: CardName }).name), {
    headers: { 'content-type': 'image/svg+xml' },
  });
