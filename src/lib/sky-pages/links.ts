/**
 * Where an event of the sky-events engine has a page of its own (docs/sky-pages.md#links): a New
 * or Full Moon its lunation page, an eclipse its eclipse page, a station its planet's retrograde
 * page. The sky calendar links its entries with it.
 */
import type { SkyEvent } from '@/lib/astrology/sky';
import { eclipseSlug } from './eclipse-facts';
import { eclipsePath } from './eclipse-page';
import { lunationPath } from './lunations';
import { retrogradePath } from './retrogrades';

export function eventPageHref(event: SkyEvent): string | undefined {
  switch (event.kind) {
    case 'lunation':
      return event.phase === 'new' || event.phase === 'full'
        ? lunationPath({ phase: event.phase, utc: event.utc })
        : undefined;
    case 'eclipse':
      return eclipsePath({ slug: eclipseSlug(event) });
    case 'station':
      return retrogradePath(event.body);
    default:
      return undefined;
  }
}
