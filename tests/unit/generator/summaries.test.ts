import { describe, expect, it } from 'vitest';
import { fitMetaDescription } from '@/lib/generator/derive';
import { buildArticle } from '@/lib/generator/generate';
import { generationShortfalls, SHORT_DRAFT_SHARE } from '@/lib/generator/shortfalls';
import { proseText } from '@/lib/content/text';
import { baseRequest, goodReply } from './fixtures';

const HEADINGS = ['Why Venus Matters Now', 'Retrograde Seasons Explained', 'Practical Steps'];
const body =
  `<h2>${HEADINGS[0]}</h2><p>Venus rules love and beauty in the birth chart.</p>` +
  `<h2 class="x">${HEADINGS[1]}</h2><p>When Venus turns retrograde, old love stories tend to return. ` +
  'Couples often revisit promises they made in a hurry.</p>' +
  `<h3>${HEADINGS[2]}</h3><p>Slow down, listen carefully and leave big purchases for later in the season.</p>`;

describe('meta descriptions and excerpts come from the prose, never the headings', () => {
  it('proseText leaves every heading level out and keeps the paragraphs', () => {
    const text = proseText(`<h1>Top</h1>${body}<h6 id="end">Bottom</h6><p>Last words.</p>`);
    for (const heading of [...HEADINGS, 'Top', 'Bottom']) expect(text).not.toContain(heading);
    expect(text).toContain('Venus rules love and beauty in the birth chart.');
    expect(text.endsWith('Last words.')).toBe(true);
  });

  it('a short description is continued with whole sentences of the prose, then cut with "…"', () => {
    const meta = fitMetaDescription('What Venus retrograde means for love.', proseText(body));
    expect(meta.length).toBeGreaterThanOrEqual(150);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(
      meta.startsWith(
        'What Venus retrograde means for love. Venus rules love and beauty in the birth chart.',
      ),
    ).toBe(true);
    for (const heading of HEADINGS) expect(meta).not.toContain(heading);
    expect(meta).toMatch(/[.!?…]$/);
  });

  it('a description that is the opening sentence is not repeated', () => {
    const meta = fitMetaDescription('Venus rules love and beauty in the birth chart.', proseText(body));
    expect(meta.match(/Venus rules love/g)).toHaveLength(1);
    expect(meta.length).toBeGreaterThanOrEqual(150);
  });

  it('a generated article without a reply description or excerpt shows no heading text in either', () => {
    const article = buildArticle(
      baseRequest,
      { ...goodReply, content: body, metaDescription: '', excerpt: '' },
      'fake-chat',
      null,
    );
    for (const heading of HEADINGS) {
      expect(article.seo.metaDescription).not.toContain(heading);
      expect(article.excerpt).not.toContain(heading);
    }
    expect(article.excerpt.startsWith('Venus rules love and beauty')).toBe(true);
    expect(article.seo.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('with no prose to pad from, a short description stays short rather than borrow a heading', () => {
    const meta = fitMetaDescription('Venus, briefly.', proseText('<h2>Only a heading</h2>'));
    expect(meta).toBe('Venus, briefly.');
  });
});

describe('generation shortfalls', () => {
  const asked = { ...baseRequest, wordCount: 1000 };
  const faq = { questions: [{ question: 'Why?', answer: 'Because.' }], jsonLd: {} };

  it('flags a draft under 70% of the words asked for, and not one at 70%', () => {
    expect(SHORT_DRAFT_SHARE).toBe(0.7);
    const short = generationShortfalls({ wordCount: 699, faqSchema: faq, generationParams: asked });
    expect(short).toEqual([
      'Short draft: 699 words, 70% of the 1000 asked for (under 70%). Generate again or extend it before saving.',
    ]);
    expect(generationShortfalls({ wordCount: 700, faqSchema: faq, generationParams: asked })).toEqual([]);
  });

  it('flags a missing FAQ only when one was asked for', () => {
    const noFaq = generationShortfalls({ wordCount: 1000, faqSchema: null, generationParams: asked });
    expect(noFaq).toHaveLength(1);
    expect(noFaq[0]).toMatch(/^No FAQ: one was asked for/);
    const notAsked = { ...asked, seoSettings: { ...asked.seoSettings, includeFAQ: false } };
    expect(generationShortfalls({ wordCount: 1000, faqSchema: null, generationParams: notAsked })).toEqual(
      [],
    );
    expect(
      generationShortfalls({
        wordCount: 1000,
        faqSchema: { questions: [], jsonLd: {} },
        generationParams: asked,
      }),
    ).toHaveLength(1);
  });
});
