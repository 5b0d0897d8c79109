import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { postgrestErrors, profileRow, sessionReply, userReply } from '../../support/supabase-recorded';
import { postgrestTable, type RestReply, type RestRequest, type Row } from './postgrest-table';
import { E2E_SUPABASE_URL } from './supabase-project';

/**
 * The made-up Supabase project as the browser sees it: every request to it is answered with
 * page.route from recorded replies in the hosted API's shapes (GoTrue, PostgREST, Storage) and
 * kept in `requests`, so a test asserts what the admin actually sent.
 */
export interface SeenRequest extends RestRequest {
  path: string;
  /** The raw body (multipart uploads are asserted on this). */
  text: string;
}

type Handler = (request: SeenRequest) => RestReply | Promise<RestReply>;

// What the hosted API sends cross-origin; supabase-js reads content-range for counts.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
};

/** A 1×1 PNG: the bytes of an uploaded image and of its public address. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function fakeSupabase(page: Page) {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];

  const on = (method: string, path: string | RegExp, handler: Handler | RestReply) => {
    routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
  };

  // Defaults, overridden by anything a test routes: the signed-in user, sign-out, and an empty
  // table for every read a screen makes that the test does not care about (the dashboard's counts).
  on('GET', /^\/rest\/v1\//, (request) =>
    request.headers.accept === 'application/vnd.pgrst.object+json'
      ? { status: 406, body: postgrestErrors.noRow }
      : { status: 200, body: [], headers: { 'content-range': '*/0' } },
  );
  on('GET', '/auth/v1/user', { status: 200, body: userReply() });
  on('POST', '/auth/v1/logout', { status: 204 });
  on('GET', /^\/storage\/v1\/object\/public\/blog-images\//, {
    status: 200,
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });

  await page.route(`${E2E_SUPABASE_URL}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const text = request.postDataBuffer()?.toString('latin1') ?? '';
    const headers = await request.allHeaders();
    let json: unknown = null;
    if ((headers['content-type'] ?? '').includes('json') && text) json = JSON.parse(text);
    const seen: SeenRequest = {
      method: request.method(),
      path: url.pathname,
      params: url.searchParams,
      headers,
      json,
      text,
    };
    requests.push(seen);
    const match = routes.find(
      (candidate) =>
        candidate.method === seen.method &&
        (typeof candidate.path === 'string' ? candidate.path === seen.path : candidate.path.test(seen.path)),
    );
    const reply = match
      ? await match.handler(seen)
      : { status: 501, body: { message: `No recorded reply for ${seen.method} ${seen.path}` } };
    const body =
      reply.body === undefined || reply.status === 204
        ? undefined
        : Buffer.isBuffer(reply.body)
          ? reply.body
          : JSON.stringify(reply.body);
    await route.fulfill({
      status: reply.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...CORS, ...reply.headers },
      ...(body === undefined ? {} : { body }),
    });
  });

  return {
    requests,
    on,
    /** A table kept in memory for the whole test (reads see earlier writes). */
    table(name: string, rows: Row[] = []) {
      const table = postgrestTable(rows);
      for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'])
        on(method, `/rest/v1/${name}`, (request) => table.handle(request));
      return table.rows;
    },
    /** Requests made so far with this method to this path. */
    sent(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

/** Signs the page in before it loads, as a stored supabase-js session would; returns that session. */
export async function storeSession(page: Page) {
  const session = sessionReply(Math.floor(Date.now() / 1000), { url: E2E_SUPABASE_URL });
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return session;
}

/** The signed-in user's user_profiles row, or none (PostgREST's 406 for .single() without a row). */
export function profileReply(role: 'admin' | 'editor' | 'user' | null): RestReply {
  return role
    ? {
        status: 200,
        body: profileRow(role),
        headers: { 'content-type': 'application/vnd.pgrst.object+json; charset=utf-8' },
      }
    : { status: 406, body: postgrestErrors.noRow };
}
