/**
 * Always today on a static CDN (docs/horoscopes.md#always-today): which edition each moving
 * address shows on a UTC day, how the function serves it from the static files, and which pages
 * a build writes so that a week of failed rebuilds still shows the right day.
 */
import { describe, expect, it } from 'vitest';
import { addDays, daysAhead, daysBetween } from '@/lib/horoscope/days';
import { buildDay, buildWindow, EDITION_PATH, FALLBACK_DAYS } from '@/lib/horoscope/editions';
import { editionPath, serveEdition } from '@/lib/site/dated-pages';

const at = (iso: string) => new Date(iso);

describe('editionPath', () => {
  it('maps the moving addresses to the edition of the UTC day, week or month', () => {
    expect(editionPath('/horoscope/aries', at('2026-11-28T23:59:59Z'))).toBe(
      '/horoscope/aries/today/2026-11-28',
    );
    expect(editionPath('/horoscope/aries/', at('2026-11-29T00:00:00Z'))).toBe(
      '/horoscope/aries/today/2026-11-29',
    );
    // A Sunday belongs to the week that began on Monday the 23rd; Monday the 30th starts the next.
    expect(editionPath('/horoscope/leo/week', at('2026-11-29T12:00:00Z'))).toBe(
      '/horoscope/leo/week/2026-11-23',
    );
    expect(editionPath('/horoscope/leo/week', at('2026-11-30T00:00:00Z'))).toBe(
      '/horoscope/leo/week/2026-11-30',
    );
    expect(editionPath('/horoscope/pisces/month', at('2026-12-31T23:00:00Z'))).toBe(
      '/horoscope/pisces/month/2026-12',
    );
    expect(editionPath('/sky-calendar', at('2027-01-01T00:00:00Z'))).toBe('/sky-calendar/2027-01');
  });

  it('leaves every other address alone', () => {
    for (const path of [
      '/horoscope',
      '/horoscope/ophiuchus',
      '/horoscope/aries/2026-11-28',
      '/horoscope/aries/today',
      '/',
      '/api/health',
    ])
      expect(editionPath(path, at('2026-11-28T12:00:00Z')), path).toBeUndefined();
  });
});

describe('serveEdition', () => {
  const assets = (known: Record<string, string>) => {
    const asked: string[] = [];
    return {
      asked,
      ASSETS: {
        async fetch(input: Request | string) {
          const path = new URL(typeof input === 'string' ? input : input.url).pathname;
          asked.push(path);
          return path in known
            ? new Response(known[path], {
                headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=31536000' },
              })
            : new Response('not found', { status: 404 });
        },
      },
    };
  };
  const next = async () => new Response('the page built at this address');
  const built = (day: string) => ({ '/edition.json': JSON.stringify({ day }) });

  it("serves today's edition under the visitor's address once the build is past, never cached past the day", async () => {
    const env = assets({
      ...built('2026-11-28'),
      '/horoscope/aries/today/2026-11-30': 'edition of the 30th',
    });
    const reply = await serveEdition(
      { request: new Request('https://astrelle.app/horoscope/aries'), env, next },
      at('2026-11-30T08:00:00Z'),
    );
    expect(await reply.text()).toBe('edition of the 30th');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(env.asked).toEqual(['/edition.json', '/horoscope/aries/today/2026-11-30']);
  });

  it('leaves the built page while the build is current, even where an edition exists (the sky calendar)', async () => {
    const env = assets({ ...built('2026-11-28'), '/sky-calendar/2026-11': 'the month page' });
    const request = new Request('https://astrelle.app/sky-calendar');
    expect(await (await serveEdition({ request, env, next }, at('2026-11-30T23:00:00Z'))).text()).toBe(
      'the page built at this address',
    );
    const december = assets({ ...built('2026-11-28'), '/sky-calendar/2026-12': 'the month page' });
    expect(
      await (await serveEdition({ request, env: december, next }, at('2026-12-01T00:10:00Z'))).text(),
    ).toBe('the month page');
  });

  it('falls through to the built page past the last edition, without a binding, or for another method', async () => {
    const env = assets(built('2026-11-28'));
    const request = new Request('https://astrelle.app/horoscope/aries');
    expect(await (await serveEdition({ request, env, next }, at('2026-12-09T08:00:00Z'))).text()).toBe(
      'the page built at this address',
    );
    expect(await (await serveEdition({ request, env: {}, next })).text()).toBe(
      'the page built at this address',
    );
    const post = new Request('https://astrelle.app/horoscope/aries', { method: 'POST' });
    expect(await (await serveEdition({ request: post, env, next })).text()).toBe(
      'the page built at this address',
    );
  });

  it("serves the day's edition when the build's day cannot be read", async () => {
    const env = assets({
      '/edition.json': 'not json',
      '/horoscope/aries/today/2026-11-30': 'edition of the 30th',
    });
    const reply = await serveEdition(
      { request: new Request('https://astrelle.app/horoscope/aries'), env, next },
      at('2026-11-30T08:00:00Z'),
    );
    expect(await reply.text()).toBe('edition of the 30th');
  });
});

describe('the build window', () => {
  const window = buildWindow('2026-11-28');

  it('covers a week of failed rebuilds: every later day has its edition, with its yesterday and tomorrow built', () => {
    expect(window.todayEditions).toEqual(daysBetween('2026-11-29', addDays('2026-11-28', FALLBACK_DAYS)));
    for (const day of ['2026-11-28', ...window.todayEditions]) {
      expect(window.days).toContain(addDays(day, -1));
      expect(window.days).toContain(day);
      expect(window.days).toContain(addDays(day, 1));
    }
    // Every day of that week falls in one of the two weeks and two months built.
    for (const day of window.todayEditions) {
      expect(window.weeks).toContain(
        editionPath('/horoscope/aries/week', at(`${day}T12:00:00Z`))!.slice(-10),
      );
      expect(window.months).toContain(
        editionPath('/horoscope/aries/month', at(`${day}T12:00:00Z`))!.slice(-7),
      );
    }
  });

  it('names the editions that stay out of the sitemap', () => {
    expect(EDITION_PATH.test('/horoscope/aries/today/2026-11-29')).toBe(true);
    expect(EDITION_PATH.test('/horoscope/aries/week/2026-11-30')).toBe(true);
    expect(EDITION_PATH.test('/horoscope/aries/month/2026-12')).toBe(true);
    expect(EDITION_PATH.test('/horoscope/aries/2026-11-29')).toBe(false);
    expect(EDITION_PATH.test('/horoscope/aries/week')).toBe(false);
  });

  it('builds for the UTC date, or HOROSCOPE_DATE when set, and refuses a malformed one', () => {
    expect(buildDay({}, at('2026-11-28T23:30:00-05:00'))).toBe('2026-11-29');
    expect(buildDay({ HOROSCOPE_DATE: '2027-02-28' })).toBe('2027-02-28');
    expect(() => buildDay({ HOROSCOPE_DATE: '2027-02-30' })).toThrow(/YYYY-MM-DD/);
  });
});

describe('daysAhead', () => {
  const start = Date.parse('2026-12-12T00:00:00Z');
  it('counts calendar days, so the prose agrees with the date in the table', () => {
    // The Full Moon of 24 December 2026, 01:28 UTC, read on 12 December: "in 12 days", not 13.
    expect(daysAhead(start, Date.parse('2026-12-24T01:28:10Z'))).toBe('12 days');
    expect(daysAhead(start, Date.parse('2026-12-21T23:59:00Z'))).toBe('9 days');
    expect(daysAhead(start, Date.parse('2026-12-13T08:00:00Z'))).toBe('one day');
  });
});
