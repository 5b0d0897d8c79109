/**
 * A New or Full Moon page opens with its own date's facts (docs/sky-pages.md#lunations), each
 * from the engine: the UK clock and the day's occasion there, the solstice or equinox within a
 * week (the Sun's ingress), the Moon's dignity in its sign, a near or far Moon. Checked on the
 * Full Moon of 24 December 2026 (NASA/USNO: 01:28 UTC; perigee 356,700 km the same day) and
 * for every lunation of 2026–2028: no two pages open with the same sentence.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents, type LunationEvent } from '@/lib/astrology/sky';
import { splitSentences } from '@/lib/content/text';
import { lunationLead, moonDistanceKm, nearSeason } from '@/lib/sky-pages/lunation-lead';
import { proseProblems } from '../astrology/support/prose-checks';

const lunations = skyEvents(new Date('2026-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z'), {
  kinds: ['lunation'],
}).filter(
  (event): event is LunationEvent =>
    event.kind === 'lunation' && (event.phase === 'full' || event.phase === 'new'),
);

describe('a lunation page’s opening', () => {
  it('tells the New Moon of 9 December 2026 that its fortnight runs up to the Christmas Eve Full Moon', () => {
    const newMoon = lunations.find((event) => event.utc.startsWith('2026-12-09'))!;
    const fullMoon = lunations.find((event) => event.utc.startsWith('2026-12-24'))!;
    const lead = lunationLead(newMoon, fullMoon).join(' ');
    expect(lead).toContain(
      'The Full Moon it builds towards comes on Thursday 24 December, Christmas Eve, in Cancer.',
    );
    expect(lead).toContain('What you begin now has that fortnight to take root.');
  });

  it('writes the Christmas Eve Full Moon of 2026 for its own date', () => {
    const christmasEve = lunations.find((event) => event.utc.startsWith('2026-12-24'))!;
    const lead = lunationLead(christmasEve).join(' ');
    expect(lead).toContain('01:28 UK time on Thursday 24 December, Christmas Eve');
    expect(lead).toContain('two days after the December solstice');
    expect(lead).toContain('The Moon is in its own sign, Cancer');
    expect(lead).toContain('supermoon');
    expect(moonDistanceKm(christmasEve.time)).toBeLessThan(357_500);
  });

  it('names the solstice or equinox only within a week, and dates a lunation that is on another day in the UK', () => {
    for (const event of lunations) {
      const season = nearSeason(event.time);
      if (season) expect(season.days).toBeLessThanOrEqual(7);
    }
    const april = lunations.find((event) => event.utc.startsWith('2027-04-06'))!; // 23:51 UTC, 00:51 BST on the 7th
    expect(lunationLead(april)[0]).toContain('00:51 UK time on Wednesday 7 April (23:51 UTC on 6 April)');
  });

  it('opens no two pages with the same sentence, and passes the grammar check', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const event of lunations) {
      for (const sentence of lunationLead(event).flatMap(splitSentences)) {
        expect(proseProblems(sentence)).toEqual([]);
        // The dignity and distance sentences name facts that recur (the Moon is in Cancer every
        // year); the first sentence, with the day and time, never does.
        if (sentence.startsWith('This ')) {
          if (seen.has(sentence)) repeated.push(sentence);
          seen.set(sentence, event.utc);
        }
      }
    }
    expect(repeated).toEqual([]);
  });
});
