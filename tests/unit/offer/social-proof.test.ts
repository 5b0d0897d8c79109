import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figureSourceEnv, figureEnv } from '@/config/site';
import { figureClaim, isSample, sourceOf } from '@/lib/social-proof/claims';
import { figureClaims } from '@/lib/social-proof/figures';
import { quizWithClaims } from '@/lib/quiz/claims';
import { quizDefinitionSchema } from '@/lib/quiz/definition';
import { priceTokens } from '@/lib/offer/pricing';
import { resolveSettingRows, siteSettingsProblems } from '@/lib/site-settings/schema';
import { seedSettings } from '@/admin/data/local/seed';

describe('social proof names its source, or is a sample (docs/funnel.md#social-proof)', () => {
  it('treats a missing or blank source as a sample', () => {
    expect(isSample({})).toBe(true);
    expect(isSample({ source: '   ' })).toBe(true);
    expect(sourceOf({ source: ' Trustpilot, 14 March 2025 ' })).toBe('Trustpilot, 14 March 2025');
  });

  it('writes figures the British way, with their sources', () => {
    expect(figureClaim(327894, '', 'count')).toEqual({ value: '327,894', source: null });
    expect(figureClaim(94, 'Survey of 1,020 members, Nov 2026', 'percent')).toEqual({
      value: '94%',
      source: 'Survey of 1,020 members, Nov 2026',
    });
    expect(figureClaim(4.73, '', 'rating').value).toBe('4.73');
    expect(figureClaim('15,000+', '', 'text').value).toBe('15,000+');
  });

  it('has our built-in figures as samples, one per setting, each with a source setting beside it', () => {
    expect(Object.keys(figureClaims).sort()).toEqual(Object.keys(figureEnv).sort());
    for (const claim of Object.values(figureClaims)) expect(claim.source).toBeNull();
    expect(figureSourceEnv.seekersSource).toBe('PUBLIC_FIGURE_SEEKERS_SOURCE');
  });

  it('lets the admin save a source beside each figure, and the build read it', () => {
    const settings = seedSettings();
    expect(settings.figures.seekersSource).toBe('');
    expect(siteSettingsProblems(settings)).toEqual({});
    expect(
      siteSettingsProblems({ ...settings, figures: { ...settings.figures, seekersSource: 'x'.repeat(161) } }),
    ).toHaveProperty('figures.seekersSource');
    const { env, warnings } = resolveSettingRows([
      { key: 'figures', value: { seekers: '400000', seekersSource: 'Accounts, 1 Dec 2026' } },
    ]);
    expect(warnings).toEqual([]);
    expect(env).toEqual({
      PUBLIC_FIGURE_SEEKERS: '400000',
      PUBLIC_FIGURE_SEEKERS_SOURCE: 'Accounts, 1 Dec 2026',
    });
  });

  it('gives the quiz the same numbers as the offer, each claim with its source', () => {
    const raw = JSON.parse(readFileSync('content/quiz/soulmate-quiz.json', 'utf8')).soulmate;
    const sourced = { ...figureClaims, joinedToday: { value: '512', source: 'Portal sign-ups, 6 Dec 2026' } };
    const quiz = quizWithClaims(quizDefinitionSchema.parse(raw), sourced, priceTokens);
    const start = quiz.steps.find((step) => step.type === 'start')!;
    expect(start.claims).toEqual([
      { text: '87% Accuracy', figure: 'quizAccuracyPercent', source: null },
      { text: 'Real psychics' },
      { text: '512 Joined today', figure: 'joinedToday', source: 'Portal sign-ups, 6 Dec 2026' },
    ]);
    const testimonial = quiz.steps.find((step) => step.type === 'testimonial')!;
    expect(testimonial).toMatchObject({
      title: '15,000+ people have seen their Soulmate',
      titleSource: null,
    });
    const promo = quiz.steps.find((step) => step.type === 'promo')!;
    expect(promo.text).toContain(
      'the first week of your soulmate sketch and karmic love reading costs €1.00',
    );
    expect(promo.text).toContain('does not renew it');
    expect(promo.text).not.toMatch(/93%/);
    // The island's own tokens pass through.
    const confirmation = quiz.steps.find((step) => step.type === 'confirmation')!;
    expect(confirmation.message).toContain('{value}');
  });
});
