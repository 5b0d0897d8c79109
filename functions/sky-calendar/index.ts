import { serveEdition } from '@/lib/site/dated-pages';

/** GET /sky-calendar: the current month's sky calendar, by the UTC date (docs/horoscopes.md#always-today). */
export const onRequest = serveEdition;
