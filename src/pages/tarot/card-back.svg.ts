import type { APIRoute } from 'astro';
import { cardBackSvg } from '@/lib/tarot/card-art';

/** The face-down card: the picker's backs and the last step of every image fallback. */
export const GET: APIRoute = () =>
  new Response(cardBackSvg(), { headers: { 'content-type': 'image/svg+xml' } });
