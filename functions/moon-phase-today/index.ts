import { serveEdition } from '@/lib/site/dated-pages';

/** GET /moon-phase-today: the Moon on the current UTC day (docs/horoscopes.md#always-today). */
export const onRequest = serveEdition;
