import { publicNumber, publicSetting } from './env';

/**
 * Every site-wide setting in one place. Each value can be overridden at build time with
 * the PUBLIC_… variable named beside it (see .env.example); no other file hard-codes them.
 */
export const site = {
  brandName: publicSetting('PUBLIC_BRAND_NAME', 'Astrelle'),
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: publicSetting('PUBLIC_SITE_URL', 'https://astrelle.app').replace(/\/+$/, ''),
  supportEmail: publicSetting('PUBLIC_SUPPORT_EMAIL', 'support@astrelle.app'),
  copyrightYear: publicSetting('PUBLIC_COPYRIGHT_YEAR', '2025'),
  company: {
    name: publicSetting('PUBLIC_COMPANY_NAME', 'Astrelle Labs OÜ'),
    registryCode: publicSetting('PUBLIC_COMPANY_REGISTRY_CODE', '16874512'),
    address: publicSetting('PUBLIC_COMPANY_ADDRESS', 'Narva mnt 7-634, 10117 Tallinn, Estonia'),
    country: 'Estonia',
  },
} as const;

/** The external subscriber portal: sign-in, quiz, cancellation and checkout live there. */
export const portal = {
  url: publicSetting('PUBLIC_PORTAL_URL', 'https://app.astrelle.app').replace(/\/+$/, ''),
  quizUrl: publicSetting('PUBLIC_PORTAL_QUIZ_URL', 'https://app.astrelle.app/quiz'),
  signInUrl: publicSetting('PUBLIC_PORTAL_SIGN_IN_URL', 'https://app.astrelle.app/login'),
  cancelUrl: publicSetting('PUBLIC_PORTAL_CANCEL_URL', 'https://app.astrelle.app/account/subscription'),
  checkoutUrl: publicSetting('PUBLIC_PORTAL_CHECKOUT_URL', 'https://app.astrelle.app/checkout'),
  astrocartographyQuizUrl: publicSetting(
    'PUBLIC_ASTROCARTOGRAPHY_QUIZ_URL',
    'https://app.astrelle.app/astrocartography-quiz',
  ),
} as const;

/** Marketing figures the spec quotes (document 1 §9, document 2 §9). */
export const figures = {
  seekers: publicNumber('PUBLIC_FIGURE_SEEKERS', 327894),
  moreConfidentPercent: publicNumber('PUBLIC_FIGURE_MORE_CONFIDENT_PERCENT', 94),
  discoveredSomethingPercent: publicNumber('PUBLIC_FIGURE_DISCOVERED_PERCENT', 81),
  scepticalNowDailyPercent: publicNumber('PUBLIC_FIGURE_SCEPTICAL_PERCENT', 72),
  quizAccuracyPercent: publicNumber('PUBLIC_FIGURE_QUIZ_ACCURACY_PERCENT', 87),
  joinedToday: publicNumber('PUBLIC_FIGURE_JOINED_TODAY', 456),
  seenSoulmateToday: publicSetting('PUBLIC_FIGURE_SEEN_TODAY', '450+'),
  trustedBy: publicSetting('PUBLIC_FIGURE_TRUSTED_BY', '15,000+'),
  rating: publicNumber('PUBLIC_FIGURE_RATING', 4.73),
  reviewCount: publicNumber('PUBLIC_FIGURE_REVIEW_COUNT', 1241),
  helpAccuracyPercent: publicNumber('PUBLIC_FIGURE_HELP_ACCURACY_PERCENT', 86),
} as const;

/** Page-view analytics; with no provider set, pages carry no analytics script at all. */
export const analytics = {
  /** 'none' or 'plausible' (any Plausible-compatible script endpoint). */
  provider: publicSetting('PUBLIC_ANALYTICS_PROVIDER', 'none'),
  scriptUrl: publicSetting('PUBLIC_ANALYTICS_SCRIPT_URL', 'https://plausible.io/js/script.js'),
  domain: publicSetting('PUBLIC_ANALYTICS_DOMAIN', ''),
} as const;
