import { describe, expect, it } from 'vitest';
import { footerFeatureLinks, headerSections, sectionLink, signInLink } from '@/config/navigation';
import { quizLink, quizSourceOf } from '@/config/quiz-link';
import { portal } from '@/config/site';
import { leadSource } from '@/islands/quiz/lead';

describe('one quiz (docs/decisions.md#one-quiz)', () => {
  it('leads every quiz call to action to our own quiz, tagged with where it was', () => {
    expect(quizLink()).toBe('/soulmate-quiz');
    expect(quizLink('landing-hero')).toBe('/soulmate-quiz?source=landing-hero');
    expect(() => quizLink('a tag with spaces')).toThrow(/source/);
  });

  it('sends the tag the quiz was opened with along with the lead, and its own otherwise', () => {
    expect(quizSourceOf('?source=blog')).toBe('blog');
    expect(leadSource('?source=blog')).toBe('blog');
    for (const search of ['', '?source=', '?source=<script>', `?source=${'x'.repeat(41)}`])
      expect(leadSource(search)).toBe('soulmate-quiz');
  });

  it("sends the header's section keys to the home page's sections, on every page", () => {
    for (const { anchor, label } of headerSections) {
      expect(sectionLink('home', anchor, label)).toEqual({ label, href: `#${anchor}`, external: false });
      expect(sectionLink('default', anchor, label)).toEqual({ label, href: `/#${anchor}`, external: false });
    }
  });

  it('leaves the site only for Sign In and the portal’s own features', () => {
    const external = [signInLink, ...footerFeatureLinks].filter((link) => link.external);
    expect(external.map((link) => link.label)).toEqual(['Sign In', 'Astrologer Chat']);
    for (const link of external) expect(link.href.startsWith(portal.url)).toBe(true);
    expect(footerFeatureLinks.find((link) => link.label === 'Soulmate Sketches')?.href).toBe(
      '/soulmate-quiz?source=footer',
    );
  });
});
