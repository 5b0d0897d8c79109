/**
 * The public route table of the spec (document 1 §2.1). Pages that are not built yet are
 * rendered from this list by src/pages/[...planned].astro; when an issue builds a real page
 * it sets `built: true` here and adds its own file under src/pages/.
 */
export interface PublicRoute {
  path: string;
  /** Short name used in navigation, breadcrumbs and the placeholder page. */
  label: string;
  /** Search title (without the brand suffix). */
  title: string;
  description: string;
  built: boolean;
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', label: 'Home', title: 'Find Your Soulmate', description: 'Personal astrology computed from the real sky: compatibility, soulmate sketches, tarot and daily guidance.', built: false },
  { path: '/soulmate-quiz', label: 'Soulmate Quiz', title: 'Soulmate Quiz', description: 'Answer a few questions about yourself and your ideal partner and discover who your soulmate could be.', built: false },
  { path: '/landing-pw', label: 'Your Sketch', title: 'Your Sketch is Ready!', description: 'Your personal soulmate sketch and karmic love reading are ready to unlock.', built: false },
  { path: '/privacy-policy', label: 'Privacy Policy', title: 'Privacy Policy', description: 'How we collect, use, keep and protect your personal information, and the rights you have over it.', built: false },
  { path: '/contact-us', label: 'Contact Us', title: 'Contact Us', description: 'How to reach our support team by e-mail and how quickly we reply.', built: false },
  { path: '/terms-of-service', label: 'Terms of Service', title: 'Terms of Service', description: 'The terms that apply when you use our astrology services, subscriptions and free tools.', built: false },
  { path: '/refund-policy', label: 'Refund Policy', title: 'Refund Policy', description: 'When trials and subscriptions can be refunded, how to ask, and how long refunds take.', built: false },
  { path: '/help-center', label: 'Help Center', title: 'Help Center', description: 'Answers to common questions about sketches, readings, billing and your account.', built: false },
  { path: '/cancel-subscription', label: 'Cancel Subscription', title: 'How to Cancel Your Subscription', description: 'Cancel your subscription in four quick steps, with no fees and immediate effect.', built: false },
  { path: '/fortune-cookie', label: 'Fortune Cookie', title: 'Free Fortune Cookie', description: 'Crack open a virtual fortune cookie and read a message for the day ahead.', built: false },
  { path: '/compatibility', label: 'Compatibility Tools', title: 'Free Compatibility Calculators', description: 'Free love and compatibility calculators based on real birth charts, names and dates of birth.', built: true },
  { path: '/compatibility/Romantic-Compatibility-by-Birth-Date', label: 'Romantic Compatibility by Birth Date', title: 'Romantic Compatibility by Birth Date', description: 'Compare two birth dates and see how your charts connect across ten relationship dimensions.', built: true },
  { path: '/compatibility/star-chart-compatibility', label: 'Star Chart Compatibility', title: 'Star Chart Compatibility', description: 'Overlay two natal charts and read the planetary aspects between you.', built: true },
  { path: '/compatibility/true-love-calculator-soulmate', label: 'True Love Calculator', title: 'True Love Calculator: Is It Your Soulmate?', description: 'Test whether your connection has the marks of true love using both birth charts.', built: true },
  { path: '/compatibility/marriage-calculator', label: 'Marriage Calculator', title: 'Marriage Compatibility Calculator', description: 'See how well two charts support a lasting marriage: commitment, values and daily life.', built: true },
  { path: '/compatibility/love-meter-marriage', label: 'Love Meter Marriage', title: 'Love Meter for Marriage', description: 'Measure the romantic and long-term potential of your relationship from your birth data.', built: true },
  { path: '/compatibility/soulmate-compatibility-by-date-of-birth', label: 'Soulmate Compatibility by Date of Birth', title: 'Soulmate Compatibility by Date of Birth', description: 'Find out whether your birth charts carry the signature of a soulmate bond.', built: true },
  { path: '/compatibility/soulmate-compatibility-by-name', label: 'Soulmate Compatibility by Name', title: 'Soulmate Compatibility by Name', description: 'Combine name numerology with both birth charts to read your soulmate potential.', built: true },
  { path: '/compatibility/love-calculator-by-name', label: 'Love Calculator by Name', title: 'Love Calculator by Name', description: 'Enter two first names and get a playful love percentage with a short reading.', built: true },
  { path: '/compatibility/zodiac-compatibility', label: 'Zodiac Compatibility', title: 'Zodiac Compatibility Calculator', description: 'How compatible are your zodiac signs? Go beyond Sun signs with both full charts.', built: true },
  { path: '/compatibility/love-compatibility', label: 'Love Compatibility', title: 'Love Compatibility Test', description: 'A free love compatibility test computed from the positions of the planets at both births.', built: true },
  { path: '/compatibility/birthday-compatibility', label: 'Birthday Compatibility', title: 'Birthday Compatibility Calculator', description: 'Enter two birthdays and discover where your charts agree and where they pull apart.', built: true },
  { path: '/compatibility/relationship-compatibility', label: 'Relationship Compatibility', title: 'Relationship Compatibility Reading', description: 'Read the strengths and challenges of your relationship in the language of astrology.', built: true },
  { path: '/when-will-i-get-married-astrology', label: 'When Will I Get Married?', title: 'When Will I Get Married? Astrology Prediction', description: 'Find the months ahead when the transits to your chart favour marriage and commitment.', built: true },
  { path: '/free-psychic-soulmate-reading', label: 'Psychic Soulmate Reading', title: 'Free Psychic Soulmate Reading', description: 'A glimpse of your soulmate drawn from Venus, Mars and the seventh house of your chart.', built: true },
  { path: '/one-question-tarot', label: 'One-Question Tarot', title: 'Free One-Question Tarot Reading', description: 'Ask one question, draw one card, and receive a focused tarot reading.', built: false },
  { path: '/yes-no-tarot', label: 'Yes-No Tarot', title: 'Free Yes or No Tarot', description: 'Ask a yes-or-no question and let a single tarot card answer with a confidence level.', built: false },
  { path: '/compare/astra', label: 'Compare: Astra', title: '{brand} vs Astra Life Advice', description: 'A side-by-side comparison of features, pricing and reviews.', built: false },
  { path: '/compare/starla', label: 'Compare: Starla', title: '{brand} vs Starla', description: 'A side-by-side comparison of features, pricing and reviews.', built: false },
  { path: '/compare/astro-ai', label: 'Compare: Astro AI', title: '{brand} vs Astro AI', description: 'A side-by-side comparison of features, value and reviews.', built: false },
  { path: '/compare/astroclub', label: 'Compare: AstroClub', title: '{brand} vs AstroClub', description: 'A side-by-side comparison of features and topics covered.', built: false },
  { path: '/blog', label: 'Blog', title: 'Blog', description: 'Articles on love, compatibility, zodiac signs and tarot.', built: false },
];

/** The routes still rendered by the planned-page template. */
export const plannedRoutes = publicRoutes.filter((route) => !route.built);

/** Finds a route by its path. */
export function routeByPath(path: string): PublicRoute | undefined {
  return publicRoutes.find((route) => route.path === path);
}
