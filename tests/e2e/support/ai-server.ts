import type { APIRequestContext } from '@playwright/test';
import type { FakeBehaviour } from '../../support/fake-ai-provider';
import { aiPorts } from './ai-ports';

/**
 * How a spec uses the AI-configured server (playwright.config.ts starts it):
 *
 *   import { AI_BASE_URL, scriptProvider, articleReply } from './support/ai-server';
 *   test.use({ baseURL: AI_BASE_URL });      // pages come from the server with AI_API_KEY set
 *   await scriptProvider(request, 'unique keyword', [{ kind: 'status', status: 500 }, articleReply({...})]);
 *
 * Behaviours are keyed by a string the prompt contains (use the test's own target keyword), so
 * specs running on the two workers never take each other's replies. Unscripted requests get a
 * well-formed `{"ok": true}` answer (which the generator rejects as missing a title).
 */
const ports = aiPorts();
export const AI_BASE_URL = `http://127.0.0.1:${ports.aiSite}`;
export const FAKE_PROVIDER_URL = `http://127.0.0.1:${ports.fakeProvider}`;

export async function scriptProvider(
  request: APIRequestContext,
  match: string,
  behaviours: FakeBehaviour[],
): Promise<void> {
  const response = await request.post(`${FAKE_PROVIDER_URL}/__control/next`, { data: { match, behaviours } });
  if (!response.ok()) throw new Error(`Scripting the fake provider failed: ${response.status()}`);
}

/** Forgets what was scripted for one key (call it when a test ends early). */
export async function resetProvider(request: APIRequestContext, match: string): Promise<void> {
  await request.post(`${FAKE_PROVIDER_URL}/__control/reset`, { data: { match } });
}

/** How many provider calls carried a prompt containing `match`. */
export async function providerCalls(request: APIRequestContext, match: string): Promise<number> {
  const response = await request.get(
    `${FAKE_PROVIDER_URL}/__control/requests?match=${encodeURIComponent(match)}`,
  );
  return ((await response.json()) as { count: number }).count;
}

/** A provider answer carrying a generated article (the JSON the prompt asks for) as its message content. */
export function articleReply(fields: {
  title: string;
  content: string;
  metaDescription?: string;
  excerpt?: string;
  suggestedTags?: string[];
  faqSchema?: { question: string; answer: string }[];
}): FakeBehaviour {
  return { kind: 'answer', content: JSON.stringify(fields) };
}
