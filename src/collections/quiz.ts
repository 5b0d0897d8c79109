import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { quizDefinitionSchema } from '../lib/quiz/definition';
import { landingSchema, offerSchema } from '../lib/funnel/content-schema';

/**
 * Content collections of the commercial funnel (merged into src/content.config.ts): the soulmate
 * quiz definition, the landing page's copy and the sketch offer page's copy.
 */
export const quizCollections = {
  quiz: defineCollection({ loader: file('content/quiz/soulmate-quiz.json'), schema: quizDefinitionSchema }),
  landing: defineCollection({ loader: file('content/landing/home.json'), schema: landingSchema }),
  offer: defineCollection({ loader: file('content/offer/sketch-offer.json'), schema: offerSchema }),
};
