import type { APIRoute } from 'astro';
import { buildDay } from '@/lib/horoscope/editions';
import { serializeEdition } from '@/lib/site/dated-pages';

/**
 * /edition.json: the UTC day this build calls today. The functions at the moving addresses read
 * it to tell a fresh build from a stale one (docs/horoscopes.md#always-today).
 */
export const GET: APIRoute = () =>
  new Response(serializeEdition(buildDay()), { headers: { 'content-type': 'application/json' } });
