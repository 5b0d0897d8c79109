import { describe, expect, it } from 'vitest';
import { computeCelebrityChart } from '@/lib/celebrity/chart';
import { CELEBRITIES, findCelebrity } from '@/lib/celebrity/dataset';
import { buildLibraryArticle } from '@/lib/celebrity/library-article';
import { draftFromAiReply, MISSING_CONTENT, MISSING_TITLE } from '@/lib/celebrity/ai-article';
import { fitDescription, fitTitle } from '@/lib/celebrity/seo-fit';
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '@/lib/seo/limits';

const celebrity = (id: string) => findCelebrity(id)!;
const draftFor = (id: string) => buildLibraryArticle(celebrity(id), computeCelebrityChart(celebrity(id)));
const within = (text: string, range: { min: number; max: number }) =>
  text.length >= range.min && text.length <= range.max;

describe('the library article builder', () => {
  it('writes a deterministic draft from the placements, with the derived fields of an article', () => {
    const draft = draftFor('barack-obama');
    expect(draft).toEqual(draftFor('barack-obama'));
    expect(draft.source).toBe('library');
    expect(draft.title).toBe("Barack Obama's Birth Chart: Leo Sun, Gemini Moon, Aquarius Rising");
    expect(draft.slug).toBe('barack-obama-birth-chart');
    expect(draft.content).toContain('<strong>Sun in Leo (12°32′)</strong>');
    expect(draft.content).toContain('With Aquarius rising');
    expect(draft.content).toContain('sixth house');
    expect(draft.content).toContain('Rodden rating AA');
    expect(draft.wordCount).toBeGreaterThan(500);
    expect(draft.readingTime).toBe(Math.ceil(draft.wordCount / 200));
    expect(draft.excerpt.length).toBeLessThanOrEqual(200);
    expect(draft.excerpt.startsWith('Barack Obama was born on 4 August 1961 in Honolulu')).toBe(true);
    expect(draft.tags).toEqual([
      'Barack Obama',
      'birth chart',
      'celebrity astrology',
      'Leo Sun',
      'Gemini Moon',
      'Aquarius rising',
    ]);
  });

  it('keeps every SEO title and description of the dataset within the snippet lengths', () => {
    for (const entry of CELEBRITIES) {
      const draft = buildLibraryArticle(entry, computeCelebrityChart(entry));
      expect(within(draft.seoTitle, META_TITLE_LENGTH), `${entry.id}: "${draft.seoTitle}"`).toBe(true);
      expect(
        within(draft.seoDescription, META_DESCRIPTION_LENGTH),
        `${entry.id}: "${draft.seoDescription}"`,
      ).toBe(true);
      expect(draft.tags.length).toBeLessThanOrEqual(10);
    }
  });

  it('says the rising sign and houses are unknown when no birth time is published', () => {
    const draft = draftFor('marie-curie');
    expect(draft.content).not.toMatch(/rising \(|house, the part/);
    expect(draft.content).toContain('leaves out the rising sign and the houses');
    expect(draft.title).toBe("Marie Curie's Birth Chart: Scorpio Sun, Pisces Moon");
  });

  it('fits titles and descriptions: the first that fits, grown with fillers, or cut at a word', () => {
    expect(fitTitle(['x'.repeat(55)], [])).toHaveLength(55);
    // A filler that would overshoot 60 is skipped; the next one may still fit.
    expect(
      fitTitle(
        ['A short title for a chart page'],
        [' with a filler', ' | A brand name too long', ' | Brand'],
      ),
    ).toBe('A short title for a chart page with a filler | Brand');
    const cut = fitTitle(['word '.repeat(30)], []);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith(' ')).toBe(false);
    const description = fitDescription(['y'.repeat(100), 'z'.repeat(80), 'w'.repeat(49)]);
    expect(description).toBe(`${'y'.repeat(100)} ${'w'.repeat(49)}`);
    expect(within(fitDescription(['long '.repeat(60)]), META_DESCRIPTION_LENGTH)).toBe(true);
  });
});

describe('AI replies turned into drafts', () => {
  const obama = celebrity('barack-obama');
  const chart = computeCelebrityChart(obama);
  const reply = (data: Record<string, unknown>) => '```json\n' + JSON.stringify(data) + '\n```';

  it('sanitises the HTML and derives slug, stats, tags and SEO fields within the lengths', () => {
    const draft = draftFromAiReply(
      reply({
        title: 'Barack Obama: A Leo Sun Who Leads With Warmth',
        content:
          '<h2>Leo Sun</h2><p onclick="steal()">He leads.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        metaDescription: 'short',
        excerpt: 'A look at the chart.',
        suggestedTags: ['leadership', 'Leo Sun'],
      }),
      obama,
      chart,
    );
    expect(draft.source).toBe('ai');
    expect(draft.content).not.toMatch(/script|onclick|javascript:/);
    expect(draft.content).toContain('<h2>Leo Sun</h2>');
    expect(draft.slug).toBe('barack-obama-birth-chart');
    expect(within(draft.seoTitle, META_TITLE_LENGTH)).toBe(true);
    expect(within(draft.seoDescription, META_DESCRIPTION_LENGTH)).toBe(true);
    expect(draft.tags).toContain('leadership');
    expect(draft.tags.filter((tag) => tag === 'Leo Sun')).toHaveLength(1);
    // 'Leo Sun', 'He leads.' and the link text survive.
    expect(draft.wordCount).toBe(5);
  });

  it('refuses a reply without a title or without main content with the missing-title and missing-content messages', () => {
    expect(() => draftFromAiReply(reply({ content: '<p>Body</p>' }), obama, chart)).toThrow(MISSING_TITLE);
    expect(() =>
      draftFromAiReply(reply({ title: 'T', content: '<script>only()</script>' }), obama, chart),
    ).toThrow(MISSING_CONTENT);
    expect(() => draftFromAiReply('no json here', obama, chart)).toThrow(/^Failed to parse response: /);
  });
});
