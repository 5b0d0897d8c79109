/**
 * The private calendar link (docs/personal-sky.md#the-private-calendar-link): the birth data sealed
 * with the server's key, no name, random UIDs per link; the feed a calendar app fetches with it.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { onRequestPost as makeLink } from '../../../functions/api/my-sky-link';
import { onRequestGet as getFeed } from '../../../functions/api/my-sky-feed';
import { openCalendarLink, sealCalendarLink } from '@/lib/astrology/personal-sky/calendar-link';
import { fromBase64Url } from '@/lib/security/base64url';
import { sqliteD1 } from '../../support/sqlite-d1';

const ORIGIN = 'http://127.0.0.1:8788';
const SECRET = 'a-calendar-secret-of-forty-characters-xx';
const MARIS = {
  name: 'Maris',
  birthDate: '1990-03-14',
  birthTime: '08:45',
  birthPlace: { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
};

let client = 0;
/** Each call from its own address, so the per-client limits of one test never touch another's. */
const fromClient = (address = `203.0.113.${++client}`) => ({ 'cf-connecting-ip': address });

async function link(env: Record<string, unknown>, person: unknown = MARIS, headers = fromClient()) {
  return makeLink({
    request: new Request(`${ORIGIN}/api/my-sky-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ person }),
    }),
    env: env as never,
  });
}

const feed = (env: Record<string, unknown>, path: string, headers = fromClient()) =>
  getFeed({ request: new Request(`${ORIGIN}${path}`, { headers }), env: env as never });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe('the sealed token', () => {
  it('opens to the birth data without the name, and shows none of it', async () => {
    const token = await sealCalendarLink(MARIS, SECRET);
    const opened = await openCalendarLink(token, SECRET);
    expect(opened?.person).toEqual({
      birthDate: '1990-03-14',
      birthTime: '08:45',
      birthPlace: MARIS.birthPlace,
    });
    expect(opened?.feedId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const bytes = new TextDecoder('latin1').decode(fromBase64Url(token.slice(3))!);
    for (const clear of ['1990', '08:45', '08%3A45', 'London', 'Maris', '51.5', 'Europe'])
      expect(`${token} ${bytes}`).not.toContain(clear);
  });

  it('is new every time (a new random feed id), and opens to nothing when tampered with or under another key', async () => {
    const [first, second] = [await sealCalendarLink(MARIS, SECRET), await sealCalendarLink(MARIS, SECRET)];
    expect(first).not.toBe(second);
    const [a, b] = [await openCalendarLink(first, SECRET), await openCalendarLink(second, SECRET)];
    expect(a!.feedId).not.toBe(b!.feedId);
    const flipped = `${first.slice(0, 20)}${first[20] === 'A' ? 'B' : 'A'}${first.slice(21)}`;
    expect(await openCalendarLink(flipped, SECRET)).toBeNull();
    expect(await openCalendarLink(first, `${SECRET}-rotated`)).toBeNull();
    for (const junk of ['', 'c1.', 'c1.%%%', 'c2.' + first.slice(3), `${first}.x`, 'x'.repeat(5000), 42])
      expect(await openCalendarLink(junk, SECRET)).toBeNull();
  });
});

describe('POST /api/my-sky-link and GET /api/my-sky-feed', () => {
  it('makes a link on the embedded store with no setting, whose feed holds the year and names no one', async () => {
    const env = { EMBEDDED_DB: sqliteD1() };
    const reply = await link(env, { ...MARIS, name: 'Eve\r\nBEGIN:VEVENT\r\nSUMMARY:Pay now\r\nEND:VEVENT' });
    expect(reply.status).toBe(200);
    const { path } = (await reply.json()) as { path: string };
    expect(path).toMatch(/^\/api\/my-sky-feed\?token=c1\.[A-Za-z0-9_-]+$/);
    expect(path).not.toMatch(/1990|London|Eve|Maris/);

    const answer = await feed(env, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toMatch(/^private/);
    const text = await answer.text();
    expect(text).not.toMatch(/Eve|Pay now|Maris/);
    const { calendar, events: found } = events(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My transits');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((event) => event.summary !== 'Pay now')).toBe(true);

    // UIDs: stable for this link, none shared with another link to the same chart.
    const uids = (body: string) => events(body).events.map((event) => event.uid);
    const feedId = (await openCalendarLink(
      new URL(path, ORIGIN).searchParams.get('token'),
      await secretOf(env),
    ))!.feedId;
    expect(uids(text).every((uid) => uid.includes(`-${feedId}@`))).toBe(true);
    expect(uids(await (await feed(env, path)).text())).toEqual(uids(text));
    const other = ((await (await link(env)).json()) as { path: string }).path;
    const otherUids = new Set(uids(await (await feed(env, other)).text()));
    expect(uids(text).some((uid) => otherUids.has(uid))).toBe(false);
  });

  it('uses the configured key when there is one, and writes links from the configured site URL, never Host', async () => {
    const env = { CALENDAR_LINK_SECRET: SECRET, SITE_URL: 'https://astrelle.app' };
    const { path } = (await (await link(env)).json()) as { path: string };
    const token = new URL(path, ORIGIN).searchParams.get('token');
    expect(await openCalendarLink(token, SECRET)).not.toBeNull();
    const answer = await getFeed({
      request: new Request(`http://evil.example${path}`, { headers: fromClient() }),
      env: env as never,
    });
    const text = await answer.text();
    expect(text).toContain('URL:https://astrelle.app/my-sky');
    expect(text).not.toContain('evil.example');
  });

  it('answers a link that does not open with 404, and says so when links are not set up', async () => {
    const env = { CALENDAR_LINK_SECRET: SECRET };
    const missing = await feed(env, '/api/my-sky-feed?token=c1.bm90LWEtdG9rZW4');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/does not work/);
    const unset = await link({});
    expect(unset.status).toBe(503);
    expect((await feed({}, '/api/my-sky-feed?token=x')).status).toBe(503);
    const bad = await link(env, { ...MARIS, birthDate: '2999-01-01' });
    expect(bad.status).toBe(400);
  });

  it('limits each client: an eleventh link within the hour gets 429 with Retry-After', async () => {
    const env = { CALENDAR_LINK_SECRET: SECRET };
    const busy = fromClient();
    for (let i = 0; i < 10; i += 1) expect((await link(env, MARIS, busy)).status).toBe(200);
    const refused = await link(env, MARIS, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many requests from your connection\. Please wait (\d+ minutes?|1 hour)/,
    );
    // Another client is not held up.
    expect((await link(env)).status).toBe(200);
  });
});

/** The key the embedded store made for itself (the first link made it). */
async function secretOf(env: { EMBEDDED_DB: ReturnType<typeof sqliteD1> }): Promise<string> {
  const { results } = await env.EMBEDDED_DB.prepare(
    "SELECT value FROM server_secrets WHERE name = 'calendar-link'",
  ).all<{
    value: string;
  }>();
  return results[0]!.value;
}
