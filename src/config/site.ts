import { publicNumber, publicSetting } from './env';
import { SOCIAL_NETWORKS, type SocialNetwork, type SocialProfiles } from './social';

/**
 * Every site-wide setting in one place. Each value can be overridden at build time with
 * the PUBLIC_… variable named beside it (see .env.example); no other file hard-codes them.
 */
export const site = {
  brandName: publicSetting('PUBLIC_BRAND_NAME', 'Astrelle'),
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: publicSetting('PUBLIC_SITE_URL', 'https://astrelle.app').replace(/\/+$/, ''),
  supportEmail: publicSetting('PUBLIC_SUPPORT_EMAIL', 'support@astrelle.app'),
  company: {
    name: publicSetting('PUBLIC_COMPANY_NAME', 'Astrelle Labs OÜ'),
    registryCode: publicSetting('PUBLIC_COMPANY_REGISTRY_CODE', '16874512'),
    address: publicSetting('PUBLIC_COMPANY_ADDRESS', 'Narva mnt 7-634, 10117 Tallinn, Estonia'),
    country: 'Estonia',
  },
} as const;

/**
 * The build-time variable behind each portal address and marketing figure. The admin's saved
 * site settings ('portal' and 'figures' rows) are applied to these names before the build
 * (src/integrations/site-settings.ts), so a saved value wins over the environment.
 */
export const portalEnv = {
  url: 'PUBLIC_PORTAL_URL',
  signInUrl: 'PUBLIC_PORTAL_SIGN_IN_URL',
  cancelUrl: 'PUBLIC_PORTAL_CANCEL_URL',
  checkoutUrl: 'PUBLIC_PORTAL_CHECKOUT_URL',
  astrocartographyQuizUrl: 'PUBLIC_ASTROCARTOGRAPHY_QUIZ_URL',
} as const satisfies Record<string, `PUBLIC_${string}`>;

export const figureEnv = {
  seekers: 'PUBLIC_FIGURE_SEEKERS',
  moreConfidentPercent: 'PUBLIC_FIGURE_MORE_CONFIDENT_PERCENT',
  discoveredSomethingPercent: 'PUBLIC_FIGURE_DISCOVERED_PERCENT',
  scepticalNowDailyPercent: 'PUBLIC_FIGURE_SCEPTICAL_PERCENT',
  quizAccuracyPercent: 'PUBLIC_FIGURE_QUIZ_ACCURACY_PERCENT',
  joinedToday: 'PUBLIC_FIGURE_JOINED_TODAY',
  trustedBy: 'PUBLIC_FIGURE_TRUSTED_BY',
  rating: 'PUBLIC_FIGURE_RATING',
  reviewCount: 'PUBLIC_FIGURE_REVIEW_COUNT',
  helpAccuracyPercent: 'PUBLIC_FIGURE_HELP_ACCURACY_PERCENT',
} as const satisfies Record<string, `PUBLIC_${string}`>;

export type FigureKey = keyof typeof figureEnv;

/**
 * Where each figure comes from, as the page shows it beside the figure (docs/funnel.md#social-proof):
 * "seekersSource" → PUBLIC_FIGURE_SEEKERS_SOURCE. A figure without a source is a sample
 * (src/lib/social-proof/claims.ts); the admin's Settings screen keeps each beside its figure.
 */
export const figureSourceEnv = Object.fromEntries(
  Object.entries(figureEnv).map(([key, name]) => [`${key}Source`, `${name}_SOURCE`]),
) as { [K in FigureKey as `${K}Source`]: `${(typeof figureEnv)[K]}_SOURCE` };

/** The external subscriber portal: sign-in, astrologer chat, cancellation and checkout live there. */
export const portal = {
  url: publicSetting(portalEnv.url, 'https://app.astrelle.app').replace(/\/+$/, ''),
  signInUrl: publicSetting(portalEnv.signInUrl, 'https://app.astrelle.app/login'),
  cancelUrl: publicSetting(portalEnv.cancelUrl, 'https://app.astrelle.app/account/subscription'),
  checkoutUrl: publicSetting(portalEnv.checkoutUrl, 'https://app.astrelle.app/checkout'),
  astrocartographyQuizUrl: publicSetting(
    portalEnv.astrocartographyQuizUrl,
    'https://app.astrelle.app/astrocartography-quiz',
  ),
} as const;

/** The build-time variable behind each social profile address (the footer's icon links). */
export const socialEnv = {
  instagram: 'PUBLIC_SOCIAL_INSTAGRAM_URL',
  tiktok: 'PUBLIC_SOCIAL_TIKTOK_URL',
  facebook: 'PUBLIC_SOCIAL_FACEBOOK_URL',
  pinterest: 'PUBLIC_SOCIAL_PINTEREST_URL',
  x: 'PUBLIC_SOCIAL_X_URL',
  youtube: 'PUBLIC_SOCIAL_YOUTUBE_URL',
} as const satisfies Record<SocialNetwork, `PUBLIC_${string}`>;

/** The brand's social profiles; all empty by default, so the footer shows no icons until one is set. */
export const socialProfiles: SocialProfiles = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, publicSetting(socialEnv[network], '')]),
);

/**
 * Marketing figures (docs/constants.md#landing, #offer, #legal-and-help). The defaults are the
 * spec's figures, which came without a source: samples until the business sets each figure with
 * its source (figureSources; docs/funnel.md#social-proof).
 */
export const figures = {
  seekers: publicNumber(figureEnv.seekers, 327894),
  moreConfidentPercent: publicNumber(figureEnv.moreConfidentPercent, 94),
  discoveredSomethingPercent: publicNumber(figureEnv.discoveredSomethingPercent, 81),
  scepticalNowDailyPercent: publicNumber(figureEnv.scepticalNowDailyPercent, 72),
  quizAccuracyPercent: publicNumber(figureEnv.quizAccuracyPercent, 87),
  joinedToday: publicNumber(figureEnv.joinedToday, 456),
  trustedBy: publicSetting(figureEnv.trustedBy, '15,000+'),
  rating: publicNumber(figureEnv.rating, 4.73),
  reviewCount: publicNumber(figureEnv.reviewCount, 1241),
  helpAccuracyPercent: publicNumber(figureEnv.helpAccuracyPercent, 86),
} as const satisfies Record<FigureKey, number | string>;

/** Each figure's source, empty (a sample) unless set. */
export const figureSources = Object.fromEntries(
  Object.entries(figureEnv).map(([key, name]) => [key, publicSetting(`${name}_SOURCE`, '')]),
) as Record<FigureKey, string>;

/** Page-view analytics; with no provider set, pages carry no analytics script at all. */
export const analytics = {
  /** 'none' or 'plausible' (any Plausible-compatible script endpoint). */
  provider: publicSetting('PUBLIC_ANALYTICS_PROVIDER', 'none'),
  scriptUrl: publicSetting('PUBLIC_ANALYTICS_SCRIPT_URL', 'https://plausible.io/js/script.js'),
  domain: publicSetting('PUBLIC_ANALYTICS_DOMAIN', ''),
} as const;
