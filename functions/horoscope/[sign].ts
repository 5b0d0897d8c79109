import { serveEdition } from '@/lib/site/dated-pages';

/** GET /horoscope/<sign>: today's horoscope, by the UTC date (docs/horoscopes.md#always-today). */
export const onRequest = serveEdition;
