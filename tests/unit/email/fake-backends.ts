import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { NewsletterRow, QuizLeadRow } from '@/lib/email/audience';
import type { CampaignRow } from '@/lib/email/service-store';
import type { Tables } from '@/lib/supabase/database.types';
import { ADMIN_ID, SUPABASE_URL } from '../backend/fake-supabase';

/**
 * Test doubles for the e-mail functions: a scriptable e-mail provider listening on 127.0.0.1
 * (the Resend-shaped API of src/lib/email/provider.ts), and an in-memory PostgREST + Auth for
 * the Supabase calls, served through a fetch stub.
 */
export interface ProviderCall {
  authorization: string | undefined;
  body: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  };
}

export type ProviderScript = (
  call: ProviderCall,
  index: number,
) => { status: number; body: unknown; headers?: Record<string, string> };

export interface FakeProvider {
  url: string;
  calls: ProviderCall[];
  script: ProviderScript;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeProvider(port: number): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: `http://127.0.0.1:${port}`,
    calls: [],
    script: (_call, index) => ({ status: 200, body: { id: `msg-${index + 1}` } }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/emails') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      const call: ProviderCall = {
        authorization: request.headers.authorization,
        body: JSON.parse(text) as ProviderCall['body'],
      };
      const index = fake.calls.push(call) - 1;
      const answer = fake.script(call, index);
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return fake;
}

export { ADMIN_ID, SUPABASE_URL };
export const SERVICE_KEY = 'service-role-key-for-tests-0123456789';

/** The tables the e-mail functions read and write, with the columns they use (src/lib/email/). */
export interface FakeDatabase {
  newsletter_subscribers: NewsletterRow[];
  quiz_leads: QuizLeadRow[];
  email_campaigns: (CampaignRow & Partial<Pick<Tables<'email_campaigns'>, 'sent_at' | 'last_error'>>)[];
  email_deliveries: Pick<
    Tables<'email_deliveries'>,
    'campaign_id' | 'subscriber_id' | 'email' | 'status' | 'provider_message_id' | 'error'
  >[];
  /** The role of whoever holds a bearer token. */
  sessions: Record<string, { role: string; status: string }>;
  /** Confirmation links (docs/signups.md); empty when left out. */
  email_confirmations?: Record<string, unknown>[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Just enough PostgREST for the e-mail functions: eq/neq filters, offset paging, upsert, patch, delete. */
export function fakeSupabaseFetch(db: FakeDatabase, passThrough: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.origin !== SUPABASE_URL) return passThrough(input, init);
    const headers = new Headers(init.headers);
    if (url.pathname === '/auth/v1/user') {
      const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      return db.sessions[token] ? json({ id: ADMIN_ID }) : json({ message: 'invalid' }, 401);
    }
    if (headers.get('apikey') !== SERVICE_KEY) return json({ message: 'no service role' }, 401);
    const table = url.pathname.replace('/rest/v1/', '');
    if (table === 'user_profiles') {
      const session = Object.values(db.sessions)[0];
      return json(session ? [session] : []);
    }
    if (table === 'email_confirmations') db.email_confirmations ??= [];
    const rows = (db as unknown as Record<string, Record<string, unknown>[]>)[table];
    if (!rows) return json({ message: `no table ${table}` }, 404);
    const filters = [...url.searchParams.entries()]
      .filter(([, value]) => value.startsWith('eq.') || value.startsWith('neq.'))
      .map(([key, value]) => [key, value.startsWith('eq.'), value.slice(value.indexOf('.') + 1)] as const);
    const matches = (row: Record<string, unknown>) =>
      filters.every(([key, equal, value]) => (String(row[key]) === value) === equal);
    const method = init.method ?? 'GET';
    const representation = headers.get('prefer')?.includes('return=representation');
    if (method === 'GET') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      const found = rows.filter(matches).slice(offset, offset + limit);
      if (headers.get('accept')?.includes('vnd.pgrst.object+json'))
        return found.length === 1
          ? json(found[0])
          : json(
              {
                code: 'PGRST116',
                details: `The result contains ${found.length} rows`,
                message: 'JSON object requested',
              },
              406,
            );
      return json(found);
    }
    if (method === 'DELETE') {
      const kept = rows.filter((row) => !matches(row));
      rows.splice(0, rows.length, ...kept);
      return new Response(null, { status: 204 });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown> | Record<string, unknown>[];
    if (method === 'PATCH') {
      const changed = rows.filter(matches);
      for (const row of changed) Object.assign(row, body);
      return representation ? json(changed) : new Response(null, { status: 204 });
    }
    if (method === 'POST') {
      const conflict = url.searchParams.get('on_conflict')?.split(',') ?? [];
      const merge = headers.get('prefer')?.includes('merge-duplicates');
      for (const incoming of body as Record<string, unknown>[]) {
        const existing = conflict.length
          ? rows.find((row) => conflict.every((column) => row[column] === incoming[column]))
          : undefined;
        if (existing && merge) Object.assign(existing, incoming);
        else if (!existing) rows.push({ id: crypto.randomUUID(), ...incoming });
      }
      return new Response(null, { status: 201 });
    }
    return json({ message: 'unsupported' }, 405);
  }) as typeof fetch;
}
