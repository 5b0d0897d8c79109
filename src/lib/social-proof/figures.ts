/**
 * The site's figures as claims (src/lib/social-proof/claims.ts): each written for the page with
 * the source the business gave it in the admin's Settings (or PUBLIC_FIGURE_…_SOURCE), null for
 * our built-in samples. One table, so the quiz, the landing page and the offer say the same
 * number for the same thing (docs/funnel.md#social-proof).
 */
import { figureSources, figures, type FigureKey } from '@/config/site';
import { figureClaim, type FigureClaim } from './claims';

const KIND: Record<FigureKey, 'count' | 'percent' | 'rating' | 'text'> = {
  seekers: 'count',
  moreConfidentPercent: 'percent',
  discoveredSomethingPercent: 'percent',
  scepticalNowDailyPercent: 'percent',
  quizAccuracyPercent: 'percent',
  joinedToday: 'count',
  trustedBy: 'text',
  rating: 'rating',
  reviewCount: 'count',
  helpAccuracyPercent: 'percent',
};

/** Every figure, written and sourced. */
export const figureClaims = Object.fromEntries(
  (Object.keys(KIND) as FigureKey[]).map((key) => [
    key,
    figureClaim(figures[key], figureSources[key], KIND[key]),
  ]),
) as Record<FigureKey, FigureClaim>;
