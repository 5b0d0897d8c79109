import { isUsableSecret } from './unsubscribe-token';

/**
 * The e-mail provider, reached over HTTP with a Resend-shaped API (also what many other
 * providers and self-hosted relays accept):
 *
 *   POST {EMAIL_PROVIDER_URL}/emails
 *   Authorization: Bearer {EMAIL_API_KEY}
 *   { "from": EMAIL_FROM, "to": ["reader@example.com"], "subject", "html", "text", "headers": {…} }
 *   → 2xx { "id": "…" }   |   4xx/5xx { "message": "…" } (429 may carry Retry-After)
 *
 * One request per recipient, so every address gets its own result and message id.
 */
export interface EmailEnv {
  EMAIL_PROVIDER_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  EMAIL_UNSUBSCRIBE_SECRET?: string;
}

/** What reaching the provider takes: enough for one message (a confirmation, docs/signups.md). */
export interface ProviderTransport {
  url: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
}

/** A campaign's needs: the transport and the secret of its unsubscribe links. */
export interface ProviderConfig extends ProviderTransport {
  unsubscribeSecret: string;
}

export const DEFAULT_PROVIDER_URL = 'https://api.resend.com';

export const EMAIL_NOT_CONFIGURED =
  'Sending e-mail is not configured on this site. Set EMAIL_API_KEY, EMAIL_FROM and EMAIL_UNSUBSCRIBE_SECRET (and EMAIL_PROVIDER_URL for a provider other than Resend) in the server environment.';

/** The names of the settings that are missing (never their values). */
export function missingEmailSettings(env: EmailEnv): string[] {
  const missing: string[] = [];
  if (!env.EMAIL_API_KEY?.trim()) missing.push('EMAIL_API_KEY');
  if (!env.EMAIL_FROM?.trim()) missing.push('EMAIL_FROM');
  if (!isUsableSecret(env.EMAIL_UNSUBSCRIBE_SECRET)) missing.push('EMAIL_UNSUBSCRIBE_SECRET');
  const url = env.EMAIL_PROVIDER_URL?.trim();
  if (url && !isHttpUrl(url)) missing.push('EMAIL_PROVIDER_URL');
  return missing;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Null unless every setting is present: no unsubscribe secret means no sending at all. */
export function providerConfigFromEnv(env: EmailEnv): ProviderConfig | null {
  const transport = providerTransportFromEnv(env);
  if (!transport || missingEmailSettings(env).length > 0) return null;
  return { ...transport, unsubscribeSecret: env.EMAIL_UNSUBSCRIBE_SECRET!.trim() };
}

/** The provider's address, key and sender when they are set (the unsubscribe secret apart). */
export function providerTransportFromEnv(env: EmailEnv | undefined): ProviderTransport | null {
  const apiKey = env?.EMAIL_API_KEY?.trim();
  const from = env?.EMAIL_FROM?.trim();
  const url = env?.EMAIL_PROVIDER_URL?.trim() || DEFAULT_PROVIDER_URL;
  if (!apiKey || !from || !isHttpUrl(url)) return null;
  return { url: url.replace(/\/+$/, ''), apiKey, from };
}

export interface EmailToSend {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export type ProviderOutcome =
  | { kind: 'sent'; id: string | null }
  /** This address was refused (invalid, suppressed…): record it and carry on. */
  | { kind: 'rejected'; error: string }
  /** Slow down or try later (429, 5xx, network): stop this batch, retry the rest later. */
  | { kind: 'retry-later'; error: string; retryAfterSeconds: number }
  /** The provider refused us (bad key, unverified sender): stop the whole send. */
  | { kind: 'fatal'; error: string };

const MAX_ERROR = 300;

/** The provider's own message, shortened, and never carrying the key. */
function providerMessage(body: unknown, status: number, apiKey: string): string {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const raw = [record.message, record.error, record.Message].find((value) => typeof value === 'string') as
    string | undefined;
  const text = (raw ?? `The e-mail provider answered ${status}.`)
    .split(apiKey)
    .join('[key]')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text;
}

function retryAfter(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) : 5;
}

export async function sendOne(config: ProviderTransport, email: EmailToSend): Promise<ProviderOutcome> {
  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${config.url}/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        from: config.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      }),
    });
  } catch {
    return { kind: 'retry-later', error: 'The e-mail provider could not be reached.', retryAfterSeconds: 10 };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const id = body && typeof body === 'object' ? (body as Record<string, unknown>).id : null;
    return { kind: 'sent', id: typeof id === 'string' ? id.slice(0, 200) : null };
  }
  const message = providerMessage(body, response.status, config.apiKey);
  if (response.status === 401 || response.status === 403) {
    return {
      kind: 'fatal',
      error: `The e-mail provider refused the request (${response.status}): ${message}`,
    };
  }
  if (response.status === 429 || response.status >= 500) {
    return {
      kind: 'retry-later',
      error: `The e-mail provider asked us to wait (${response.status}): ${message}`,
      retryAfterSeconds: retryAfter(response),
    };
  }
  return { kind: 'rejected', error: message };
}
