import { skyEvents, type EclipseEvent } from '@/lib/astrology/sky';
import { eclipseReach, samplePlaces } from '@/lib/sky-pages/eclipse-where';
let t = Date.now();
console.log('samples', samplePlaces().length, Date.now() - t); t = Date.now();
const ev = skyEvents(new Date('2026-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z'), { kinds: ['eclipse'] }) as EclipseEvent[];
for (const e of ev) { t = Date.now(); const r = eclipseReach(e); console.log(e.utc, e.eclipse, e.type, Date.now() - t, 'ms', JSON.stringify(r)); }
