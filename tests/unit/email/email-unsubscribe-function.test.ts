import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/email-unsubscribe';
import { signUnsubscribeToken } from '@/lib/email/unsubscribe-token';
import { fakeSupabaseFetch, SERVICE_KEY, SUPABASE_URL, type FakeDatabase } from './fake-backends';

const SECRET = 'unsubscribe-secret-for-tests-0123456789abcdef';
const ORIGIN = 'https://astrelle.app';
const env = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, EMAIL_UNSUBSCRIBE_SECRET: SECRET };

afterEach(() => {
  vi.unstubAllGlobals();
});

function db(): FakeDatabase {
  return {
    newsletter_subscribers: [
      {
        id: 'n1',
        email: 'reader@astrelle.app',
        source: 'footer',
        status: 'subscribed',
        consent_at: '2026-01-01T00:00:00Z',
        unsubscribed_at: null,
        created_at: '2026-01-01T00:00:00Z',
      },
      {
        id: 'n2',
        email: 'gone@astrelle.app',
        source: 'footer',
        status: 'unsubscribed',
        consent_at: '2026-01-01T00:00:00Z',
        unsubscribed_at: '2026-01-02T00:00:00Z',
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    quiz_leads: [
      {
        id: 'q1',
        email: 'seeker@astrelle.app',
        source: 'quiz',
        status: 'confirmed',
        confirmed_at: '2026-01-03T00:00:00Z',
        consent_at: '2026-01-03T00:00:00Z',
        created_at: '2026-01-03T00:00:00Z',
      },
    ],
    email_campaigns: [],
    email_deliveries: [],
    sessions: {},
  };
}

const confirmForm = (token: string) =>
  new Request(`${ORIGIN}/api/email-unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, confirm: 'page' }).toString(),
  });

const oneClick = (token: string) =>
  new Request(`${ORIGIN}/api/email-unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('GET /api/email-unsubscribe', () => {
  it('shows the built confirmation page with the token in its form, changing nothing', async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    const page =
      '<h1>Unsubscribe?</h1><form method="post" action="/api/email-unsubscribe"><input type="hidden" name="token" value="" data-unsubscribe-token></form>';
    const ASSETS = {
      fetch: vi.fn(
        async (request: Request | string) =>
          new Response(
            String(request instanceof Request ? request.url : request).endsWith('/newsletter/unsubscribe')
              ? page
              : 'no',
            { status: 200 },
          ),
      ),
    };
    const response = await onRequestGet({
      request: new Request(`${ORIGIN}/api/email-unsubscribe?token=${token}`),
      env: { ...env, ASSETS },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toContain(`value="${token}" data-unsubscribe-token`);
    expect(data.newsletter_subscribers[0]!.status).toBe('subscribed');
  });

  it('sends a tampered or missing token to the page that says the link does not work', async () => {
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    for (const bad of [`${token.slice(0, -2)}xx`, '', 'v1.abc.def']) {
      const response = await onRequestGet({
        request: new Request(`${ORIGIN}/api/email-unsubscribe?token=${encodeURIComponent(bad)}`),
        env,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe-invalid`);
    }
  });

  it('says unsubscribing is unavailable when no secret is configured', async () => {
    const response = await onRequestGet({
      request: new Request(`${ORIGIN}/api/email-unsubscribe?token=x`),
      env: {},
    });
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe-unavailable`);
  });
});

describe('POST /api/email-unsubscribe', () => {
  it('unsubscribes from the confirmation form and lands on the done page', async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    const response = await onRequestPost({
      request: confirmForm(await signUnsubscribeToken('reader@astrelle.app', SECRET)),
      env,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribed`);
    expect(data.newsletter_subscribers[0]).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
    });
  });

  it('takes a one-click unsubscribe (RFC 8058) with the token in the URL', async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    const response = await onRequestPost({
      request: oneClick(await signUnsubscribeToken('reader@astrelle.app', SECRET)),
      env,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true });
    expect(data.newsletter_subscribers[0]!.status).toBe('unsubscribed');
  });

  it('keeps an already unsubscribed address as it was and answers the same', async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    const response = await onRequestPost({
      request: confirmForm(await signUnsubscribeToken('gone@astrelle.app', SECRET)),
      env,
    });
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribed`);
    expect(data.newsletter_subscribers[1]).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: '2026-01-02T00:00:00Z',
    });
  });

  it("takes a quiz lead's address off the list too: the lead says unsubscribed, its answers kept", async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    await onRequestPost({
      request: oneClick(await signUnsubscribeToken('seeker@astrelle.app', SECRET)),
      env,
    });
    expect(data.quiz_leads).toEqual([
      expect.objectContaining({ email: 'seeker@astrelle.app', status: 'unsubscribed' }),
    ]);
    expect(data.newsletter_subscribers.find((row) => row.email === 'seeker@astrelle.app')).toBeUndefined();
  });

  it('refuses a tampered token without touching anyone', async () => {
    const data = db();
    vi.stubGlobal('fetch', fakeSupabaseFetch(data, fetch));
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    const forged = token.replace(
      token.split('.')[1]!,
      Buffer.from('gone@astrelle.app').toString('base64url'),
    );
    const page = await onRequestPost({ request: confirmForm(forged), env });
    expect(page.headers.get('location')).toBe(`/newsletter/unsubscribe-invalid`);
    const api = await onRequestPost({ request: oneClick(forged), env });
    expect(api.status).toBe(400);
    expect(data.newsletter_subscribers[0]!.status).toBe('subscribed');
  });

  it('says so when the mailing list cannot be reached', async () => {
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    const noBackend = await onRequestPost({
      request: confirmForm(token),
      env: { EMAIL_UNSUBSCRIBE_SECRET: SECRET },
    });
    expect(noBackend.headers.get('location')).toBe(`/newsletter/unsubscribe-unavailable`);
    vi.stubGlobal('fetch', (async () => new Response('{"message":"down"}', { status: 500 })) as typeof fetch);
    const down = await onRequestPost({ request: oneClick(token), env });
    expect(down.status).toBe(502);
  });
});
