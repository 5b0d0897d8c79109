import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAiConfig, type AiConfig } from '@/lib/ai/config';
import type { GenerationEvent } from '@/lib/generator/contract';
import {
  generateArticle,
  MISSING_CONTENT_MESSAGE,
  MISSING_TITLE_MESSAGE,
  REQUIRED_INPUTS_MESSAGE,
  validateGenerateArticleRequest,
} from '@/lib/generator/generate';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';
import { baseRequest, goodReply, replyJson } from './fixtures';
import { htmlWithProse, keepsProse, proseAboutTags } from '../blog/fixtures/prose-about-tags';

let provider: FakeAiProvider;
let ai: AiConfig;
let events: GenerationEvent[];
const delays: number[] = [];
const deps = () => ({
  ai,
  onEvent: (event: GenerationEvent) => void events.push(event),
  sleep: async (ms: number) => void delays.push(ms),
});
const progressOf = () =>
  events.flatMap((event) =>
    event.type === 'progress' ? [[event.status, event.progress, event.message] as const] : [],
  );

beforeAll(async () => {
  provider = await startFakeAiProvider();
  ai = readAiConfig({ AI_API_KEY: 'test-key', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'fake-chat' })!;
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  delays.length = 0;
  events = [];
  provider.setFallback(answer(replyJson()));
});

describe('generateArticle through the fake provider', () => {
  it('sends one user message with the generator settings and the JSON shape in the prompt', async () => {
    await generateArticle(baseRequest, deps());
    expect(provider.requests).toHaveLength(1);
    const body = provider.requests[0]!.body as {
      model: string;
      max_tokens: number;
      temperature: number;
      messages: { role: string; content: string }[];
    };
    expect(body).toMatchObject({ model: 'fake-chat', max_tokens: 4000, temperature: 0.7, stream: false });
    expect(body.messages).toHaveLength(1);
    const prompt = body.messages[0]!.content;
    for (const field of [
      '"title"',
      '"content"',
      '"metaDescription"',
      '"excerpt"',
      '"suggestedTags"',
      '"schemaMarkup"',
      '"faqSchema"',
    ])
      expect(prompt).toContain(field);
    expect(prompt).toContain('Mercury retrograde');
    expect(prompt).toContain('about 1100 words');
    expect(prompt).toContain('Tone: casual');
    expect(prompt).toContain('2%');
    expect(provider.requests[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('leaves FAQ and schema out of the prompt and the result when not asked for', async () => {
    const article = await generateArticle(
      { ...baseRequest, seoSettings: { includeFAQ: false, includeSchema: false, optimizeForSEO: false } },
      deps(),
    );
    const prompt = (provider.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(prompt).not.toContain('"faqSchema"');
    expect(prompt).not.toContain('"schemaMarkup"');
    expect(article.faqSchema).toBeNull();
    expect(article.schemaMarkup).toBeNull();
  });

  it('reports the progress sequence of a first-time success', async () => {
    await generateArticle(baseRequest, deps());
    expect(progressOf().map(([status, progress]) => [status, progress])).toEqual([
      ['generating', 10],
      ['generating', 25],
      ['processing', 75],
      ['completed', 100],
    ]);
  });

  it('retries a failed attempt after 1000 ms, showing the error and Retrying... at 25 + 20 × (attempt − 1)', async () => {
    provider.next({ kind: 'status', status: 500, message: 'upstream busy' });
    const article = await generateArticle(baseRequest, deps());
    expect(article.title).toBe(goodReply.title);
    expect(provider.requests).toHaveLength(2);
    expect(delays).toEqual([1000]);
    expect(progressOf()).toEqual([
      ['generating', 10, 'Building the prompt...'],
      ['generating', 25, 'Sending the request to the AI provider...'],
      ['generating', 25, 'Error occurred: DeepSeek API error (500): upstream busy'],
      ['generating', 45, 'Retrying...'],
      ['processing', 75, 'Processing the response...'],
      ['completed', 100, 'Article generated.'],
    ]);
  });

  it("gives up after 3 attempts with 'Generation failed after 3 attempts: …' and resets progress to 0", async () => {
    provider.next(
      { kind: 'status', status: 503, message: 'down' },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 500, message: 'still down' },
    );
    await expect(generateArticle(baseRequest, deps())).rejects.toThrow(
      'Generation failed after 3 attempts: DeepSeek API error (500): still down',
    );
    expect(delays).toEqual([1000, 2000]);
    const steps = progressOf();
    expect(
      steps.filter(([, , message]) => message === 'Retrying...').map(([, progress]) => progress),
    ).toEqual([45, 65]);
    expect(steps.filter(([, , message]) => message.startsWith('Error occurred: '))).toHaveLength(3);
    expect(steps.at(-1)).toEqual([
      'error',
      0,
      'Generation failed after 3 attempts: DeepSeek API error (500): still down',
    ]);
  });

  it.each([
    [
      { kind: 'status', status: 401, message: 'Authentication Fails' } as const,
      'DeepSeek API error (401): Authentication Fails',
    ],
    [{ kind: 'status', status: 400 } as const, 'DeepSeek API error (400): Bad Request'],
    [{ kind: 'no-choices' } as const, 'Invalid response format: no choices found'],
    [{ kind: 'no-content' } as const, 'Invalid response format: no content found'],
    [
      { kind: 'answer', content: 'Sorry, I cannot write JSON today.' } as const,
      'Failed to parse response: no JSON object found in the reply',
    ],
    [{ kind: 'answer', content: '{"title": "x", "content": }' } as const, 'Failed to parse response: '],
    [
      { kind: 'answer', content: JSON.stringify({ ...goodReply, title: '  ' }) } as const,
      MISSING_TITLE_MESSAGE,
    ],
    [
      {
        kind: 'answer',
        content: JSON.stringify({ ...goodReply, content: '<script>only()</script>' }),
      } as const,
      MISSING_CONTENT_MESSAGE,
    ],
  ])('fails with the catalogue message for %j', async (behaviour, message) => {
    provider.next(behaviour);
    await expect(generateArticle(baseRequest, deps())).rejects.toThrow(message);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'progress', status: 'error', progress: 0 });
    expect(last && last.type === 'progress' && last.message).toContain(message);
    // Non-retryable failures cost one call only.
    expect(provider.requests).toHaveLength(1);
  });

  it('sanitises the HTML and derives slug, excerpt, word count, reading time, tags, SEO meta, FAQ, schema, usage and model', async () => {
    const article = await generateArticle(baseRequest, deps());
    expect(article.content).not.toMatch(/<script|onclick|<h1/i);
    expect(article.content).toContain('<h2>Ignored heading</h2>');
    expect(article.slug).toBe('mercury-retrograde-and-your-relationships-what-to-expect');
    expect(article.excerpt).toBe(goodReply.excerpt);
    expect(article.wordCount).toBeGreaterThan(60);
    expect(article.readingTime).toBe(Math.ceil(article.wordCount / 200));
    expect(article.tags.length).toBeLessThanOrEqual(10);
    expect(article.tags.slice(0, 3)).toEqual(['mercury retrograde', 'astrology', 'relationships']);
    expect(article.tags).toContain('communication');
    expect(article.seo.keywords).toEqual(['mercury retrograde', 'astrology', 'relationships']);
    expect(article.seo.metaTitle.length).toBeGreaterThanOrEqual(50);
    expect(article.seo.metaTitle.length).toBeLessThanOrEqual(60);
    expect(article.seo.metaDescription.length).toBeGreaterThanOrEqual(150);
    expect(article.seo.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.faqSchema?.questions).toHaveLength(7);
    expect(article.faqSchema?.jsonLd).toMatchObject({ '@type': 'FAQPage' });
    expect((article.faqSchema?.jsonLd.mainEntity as unknown[]).length).toBe(7);
    expect(article.schemaMarkup).toMatchObject({ '@type': 'Article', headline: goodReply.title });
    expect(article.usage).toEqual({ prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 });
    expect(article.model).toBe('fake-chat');
    expect(article.generationParams).toEqual(baseRequest);
  });

  it.each(proseAboutTags)('keeps every word of AI prose that mentions a tag: %s', async (prose) => {
    provider.next(answer(replyJson({ ...goodReply, content: htmlWithProse(prose) })));
    const article = await generateArticle(baseRequest, deps());
    expect(keepsProse(article.content, prose)).toBe(true);
  });

  it('falls back to a 200-character excerpt cut on a word when the reply has none', async () => {
    provider.next(answer(JSON.stringify({ ...goodReply, excerpt: '' })));
    const article = await generateArticle(baseRequest, deps());
    expect(article.excerpt.length).toBeLessThanOrEqual(200);
    expect(article.excerpt.endsWith('…')).toBe(true);
    // From the prose: the h1 above the first paragraph is no part of it.
    expect(article.excerpt.startsWith('Mercury retrograde is the stretch')).toBe(true);
    expect(article.excerpt).not.toContain('Ignored heading');
    // The word before the ellipsis is a whole word of the text.
    const lastWord = article.excerpt.slice(0, -1).split(' ').at(-1)!;
    expect(article.content).toContain(`${lastWord} `);
  });
});

describe('validateGenerateArticleRequest', () => {
  it('requires both the target keyword and the custom instructions', () => {
    for (const body of [
      {},
      null,
      'text',
      { targetKeyword: 'x' },
      { customInstructions: 'y' },
      { targetKeyword: '  ', customInstructions: 'y' },
      { targetKeyword: 3, customInstructions: 'y' },
    ]) {
      expect(() => validateGenerateArticleRequest(body)).toThrow(REQUIRED_INPUTS_MESSAGE);
    }
  });

  it('fills the default options and refuses options out of range', () => {
    expect(validateGenerateArticleRequest({ targetKeyword: ' love ', customInstructions: ' go ' })).toEqual({
      targetKeyword: 'love',
      customInstructions: 'go',
      wordCount: 1100,
      tone: 'casual',
      contentType: 'blog-post',
      seoSettings: { includeFAQ: true, includeSchema: true, optimizeForSEO: true },
    });
    const base = { targetKeyword: 'love', customInstructions: 'go' };
    expect(() => validateGenerateArticleRequest({ ...base, wordCount: 50 })).toThrow(/at least 300 words/);
    expect(() => validateGenerateArticleRequest({ ...base, wordCount: 100000 })).toThrow(
      /at most 3000 words/,
    );
    expect(() => validateGenerateArticleRequest({ ...base, wordCount: '1100' })).toThrow(/number/);
    expect(() => validateGenerateArticleRequest({ ...base, tone: 'angry' })).toThrow(/tone/);
    expect(() => validateGenerateArticleRequest({ ...base, contentType: 'poem' })).toThrow(/content type/);
    expect(() => validateGenerateArticleRequest({ ...base, targetKeyword: 'x'.repeat(500) })).toThrow(
      /under 120/,
    );
    expect(() => validateGenerateArticleRequest({ ...base, customInstructions: 'x'.repeat(5000) })).toThrow(
      /under 2000/,
    );
  });
});
