import { describe, expect, it } from 'vitest';
import {
  deriveExcerpt,
  deriveFaq,
  deriveTags,
  fitMetaDescription,
  fitMetaTitle,
  frequentWords,
} from '@/lib/generator/derive';

const article =
  'Venus rules love and beauty. Venus in Taurus loves comfort, and Venus in Gemini loves conversation. ' +
  'When Venus turns retrograde, old love stories return. Love asks for patience while Venus is retrograde, and beauty routines change too.';

describe('derived fields', () => {
  it('uses the reply excerpt, or a 200-character fallback from the text', () => {
    expect(deriveExcerpt('A given summary.', article)).toBe('A given summary.');
    const long = 'word '.repeat(100);
    const fallback = deriveExcerpt('', long);
    expect(fallback.length).toBeLessThanOrEqual(200);
    expect(fallback).toMatch(/word…$/);
    expect(deriveExcerpt('', 'Short text.')).toBe('Short text.');
  });

  it('takes at most 10 tags: the keywords, then the 8 most frequent meaningful words', () => {
    expect(frequentWords(article, 3)).toEqual(['venus', 'love', 'beauty']);
    const tags = deriveTags(['venus retrograde', 'Love'], article);
    expect(tags.slice(0, 2)).toEqual(['venus retrograde', 'love']);
    expect(tags).toContain('venus');
    expect(tags).not.toContain('and');
    expect(new Set(tags).size).toBe(tags.length);
    const many = deriveTags(
      ['k1', 'k2', 'k3', 'k4', 'k5'],
      `${article} stars moons planets signs houses aspects charts transits`,
    );
    expect(many).toHaveLength(10);
  });

  it('fits the meta title into 50–60 characters without cutting a word', () => {
    const short = fitMetaTitle('Venus Retrograde Explained', 'venus retrograde');
    expect(short.length).toBeGreaterThanOrEqual(50);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.startsWith('Venus Retrograde Explained')).toBe(true);
    const long = fitMetaTitle(
      'Venus Retrograde Explained for Couples, Singles and Everyone Wondering About Love',
      'venus',
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(
      'Venus Retrograde Explained for Couples, Singles and Everyone Wondering About Love'.startsWith(long),
    ).toBe(true);
    expect(long).not.toMatch(/[,\s]$/);
    const right = 'What Venus Retrograde Means for Your Love Life Now';
    expect(fitMetaTitle(right, 'venus')).toBe(right);
  });

  it('fits the meta description into 150–160 characters, padding with whole words from the article', () => {
    const padded = fitMetaDescription('What Venus retrograde means for love.', article);
    expect(padded.length).toBeGreaterThanOrEqual(150);
    expect(padded.length).toBeLessThanOrEqual(160);
    expect(padded.startsWith('What Venus retrograde means for love.')).toBe(true);
    const trimmed = fitMetaDescription(`${article} ${article}`, article);
    expect(trimmed.length).toBeLessThanOrEqual(160);
    expect(trimmed.endsWith('…')).toBe(true);
    expect(article.includes(trimmed.slice(0, -1))).toBe(true);
  });

  it('keeps 5–7 FAQ questions, accepts a FAQPage shape, and tops up from question headings', () => {
    const jsonLd = {
      '@type': 'FAQPage',
      mainEntity: [1, 2, 3].map((n) => ({
        '@type': 'Question',
        name: `Question ${n}?`,
        acceptedAnswer: { text: `<b>Answer</b> ${n}` },
      })),
    };
    const html =
      '<h2>Is Venus a planet of love?</h2><p>Yes, in astrology.</p><h2>Why does it turn retrograde?</h2><p>It only seems to.</p><h2>Not a question</h2><p>Skipped.</p>';
    const faq = deriveFaq(jsonLd, html)!;
    expect(faq.questions.map((entry) => entry.question)).toEqual([
      'Question 1?',
      'Question 2?',
      'Question 3?',
      'Is Venus a planet of love?',
      'Why does it turn retrograde?',
    ]);
    expect(faq.questions[0]!.answer).toBe('Answer 1');
    expect(faq.jsonLd).toMatchObject({ '@type': 'FAQPage' });
    expect(deriveFaq(null, '<p>No questions here.</p>')).toBeNull();
  });
});
