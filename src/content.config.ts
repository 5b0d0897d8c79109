/**
 * Every content collection of the site. Each area keeps its collections and zod schemas in
 * its own file under src/collections/ and they are merged here, the one place Astro reads.
 */
import { birthChartCollections } from './collections/birth-chart';
import { blogCollections } from './collections/blog';
import { calculatorsCollections } from './collections/calculators';
import { compareCollections } from './collections/compare';
import { fortuneCollections } from './collections/fortune';
import { legalCollections } from './collections/legal';
import { quizCollections } from './collections/quiz';
import { signPairsCollections } from './collections/sign-pairs';
import { skyCalendarCollections } from './collections/sky-calendar';
import { tarotCollections } from './collections/tarot';

export const collections = {
  ...birthChartCollections,
  ...blogCollections,
  ...calculatorsCollections,
  ...compareCollections,
  ...fortuneCollections,
  ...legalCollections,
  ...quizCollections,
  ...signPairsCollections,
  ...skyCalendarCollections,
  ...tarotCollections,
};
