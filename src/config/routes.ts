/**
 * The public route table (docs/routes.md): each route's label,
 * search title and description, read by its page, the navigation and the route tests.
 */
export interface PublicRoute {
  path: string;
  /** Short name used in navigation and breadcrumbs. */
  label: string;
  /** Search title (without the brand suffix). */
  title: string;
  description: string;
}

export const publicRoutes: readonly PublicRoute[] = [
  {
    path: '/',
    label: 'Home',
    title: '{brand} - Find Your Soulmate Through Real Astrology',
    description:
      'Astrology computed from the real sky: love compatibility from both birth charts, a soulmate sketch, tarot readings and daily guidance, free to start today.',
  },
  {
    path: '/soulmate-quiz',
    label: 'Soulmate Quiz',
    title: 'Soulmate Quiz: Discover Who Your Soulmate Is',
    description:
      "Answer a few quick questions about yourself, your birth date and the partner you long for, and see your soulmate's portrait drawn from your natal chart.",
  },
  {
    path: '/landing-pw',
    label: 'Your Sketch',
    title: 'Your Sketch is Ready! See Your Soulmate Today',
    description:
      'Your hand-drawn soulmate sketch and karmic love reading are ready. Unlock both with a 7-day trial for just €1.00 and receive them by e-mail within 48 hours.',
  },
  {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy Policy: How We Protect Your Data',
    description:
      'How we collect, use, keep and protect your personal information, how long we retain it, and the rights you have to access, correct or delete your data.',
  },
  {
    path: '/contact-us',
    label: 'Contact Us',
    title: 'Contact Us: Reach Our Astrology Support Team',
    description:
      'E-mail our support team about readings, sketches, billing or your account. Mark urgent requests URGENT in the subject; we reply within 24–48 business hours.',
  },
  {
    path: '/terms-of-service',
    label: 'Terms of Service',
    title: 'Terms of Service for Our Astrology Services',
    description:
      'The terms for using our astrology readings, soulmate sketches, subscriptions and free tools: eligibility, billing, refunds, liability and your rights as a user.',
  },
  {
    path: '/refund-policy',
    label: 'Refund Policy',
    title: 'Refund Policy: Trials, Subscriptions & Refunds',
    description:
      'When trial charges and subscriptions can be refunded, which requests qualify, how to ask through official channels and how long a refund takes to reach you.',
  },
  {
    path: '/help-center',
    label: 'Help Centre',
    title: 'Help Centre: Answers About Sketches and Billing',
    description:
      'Answers to common questions about soulmate sketches, readings, delivery times, trials, billing and your account, plus how to reach our support team by e-mail.',
  },
  {
    path: '/cancel-subscription',
    label: 'Cancel Subscription',
    title: 'How to Cancel Your Subscription in 4 Steps',
    description:
      'Cancel your subscription in four quick steps from your account: it takes under two minutes, costs nothing, applies at once and is confirmed by e-mail.',
  },
  {
    path: '/sky-calendar',
    label: 'Sky Calendar',
    title: 'Sky Calendar: Moon Phases, Retrogrades & Aspects',
    description:
      'This month and next in the real sky: New and Full Moons with their signs, eclipses, ingresses, retrograde stations and shadows, exact aspects and void Moons.',
  },
  {
    path: '/my-sky',
    label: 'Your Sky Today',
    title: 'Your Sky Today: Transits to Your Birth Chart',
    description:
      "Today's transits to your own birth chart with exact times and orbs, a short personal reading, and the major transits coming your way in the next twelve months.",
  },
  {
    path: '/fortune-cookie',
    label: 'Fortune Cookie',
    title: 'Free Online Fortune Cookie: Crack Open Yours',
    description:
      'Crack open a free virtual fortune cookie and read a short message for the day ahead. Take a moment to reflect, then open another whenever you need a nudge.',
  },
  {
    path: '/compatibility',
    label: 'Compatibility Tools',
    title: 'Free Love Compatibility Calculators & Tests',
    description:
      'Free love compatibility calculators computed from real birth charts: compare birth dates, names and star charts, and see when marriage is written in your sky.',
  },
  {
    path: '/birth-chart',
    label: 'Free Birth Chart',
    title: 'Free Birth Chart: Planets, Houses and Aspects',
    description:
      'Draw your free birth chart from the real sky: every planet to the arc minute, your rising sign and twelve houses, the aspects with orbs and a personal reading.',
  },
  {
    path: '/compatibility/signs',
    label: 'Sign Pairings',
    title: 'Zodiac Sign Compatibility: All 78 Pairings',
    description:
      'All 78 zodiac sign pairings in one grid, each with the median score of its sampled couples from real planetary positions: what works, what chafes and why.',
  },
  {
    path: '/horoscope',
    label: 'Horoscopes',
    title: 'Daily Horoscopes for All 12 Zodiac Signs',
    description:
      'Free daily, weekly and monthly horoscopes for all twelve signs, computed from the real sky: the Moon, lunations and exact aspects in your solar houses.',
  },
  {
    path: '/celebrities',
    label: 'Famous Charts',
    title: 'Famous Birth Charts: Celebrity Astrology Charts',
    description:
      'Birth charts of famous people computed from the real sky: the wheel, every planet by degree, a short reading and how far each birth time can be trusted.',
  },
  {
    path: '/compatibility/Romantic-Compatibility-by-Birth-Date',
    label: 'Romantic Compatibility by Birth Date',
    title: 'Romantic Compatibility by Birth Date (Free)',
    description:
      'Compare two birth dates and see how your natal charts connect across ten relationship dimensions, from emotional bond to long-term vision. Free and private.',
  },
  {
    path: '/compatibility/star-chart-compatibility',
    label: 'Star Chart Compatibility',
    title: 'Star Chart Compatibility: Compare Two Charts',
    description:
      'Overlay two natal charts drawn from the real sky and read every planetary aspect between you: where you flow, where you clash and what it means for love.',
  },
  {
    path: '/compatibility/true-love-calculator-soulmate',
    label: 'True Love Calculator',
    title: 'True Love Calculator: Is This Your Soulmate?',
    description:
      'Test whether your connection carries the marks of true love. Both birth charts are compared planet by planet to score romance, trust and soulmate potential.',
  },
  {
    path: '/compatibility/marriage-calculator',
    label: 'Marriage Calculator',
    title: 'Marriage Compatibility Calculator by Birth',
    description:
      'See how well two birth charts support a lasting marriage: commitment, shared values, daily life and long-term vision, scored from real planetary positions.',
  },
  {
    path: '/compatibility/love-meter-marriage',
    label: 'Love Meter Marriage',
    title: 'Love Meter for Marriage: Measure Your Bond',
    description:
      'Measure the romantic and long-term potential of your relationship with a love meter built on both birth charts, from first spark to a lifetime together.',
  },
  {
    path: '/compatibility/soulmate-compatibility-by-date-of-birth',
    label: 'Soulmate Compatibility by Date of Birth',
    title: 'Soulmate Compatibility by Date of Birth',
    description:
      'Find out whether your two birth charts carry the signature of a soulmate bond. Enter both dates of birth to see your scores, strengths and challenges.',
  },
  {
    path: '/compatibility/soulmate-compatibility-by-name',
    label: 'Soulmate Compatibility by Name',
    title: 'Soulmate Compatibility by Name and Birth',
    description:
      'Combine name numerology with both birth charts to read your soulmate potential: name vibration, life path numbers and the energetic harmony between you.',
  },
  {
    path: '/compatibility/love-calculator-by-name',
    label: 'Love Calculator by Name',
    title: 'Love Calculator by Name: Test Your Match',
    description:
      'Enter two first names and get a playful love percentage with a short reading of what your names say about your match. Instant, free and just for fun too.',
  },
  {
    path: '/compatibility/zodiac-compatibility',
    label: 'Zodiac Compatibility',
    title: 'Zodiac Compatibility Calculator: Beyond Signs',
    description:
      'How compatible are your zodiac signs? Go beyond Sun signs: compare both full birth charts, Moon, Venus and Mars included, for a reading that fits you.',
  },
  {
    path: '/compatibility/love-compatibility',
    label: 'Love Compatibility',
    title: 'Love Compatibility Test by Your Birth Charts',
    description:
      'A free love compatibility test computed from the positions of the planets at both births, with scores for romance, trust and communication, and the reasons.',
  },
  {
    path: '/compatibility/birthday-compatibility',
    label: 'Birthday Compatibility',
    title: 'Birthday Compatibility Calculator for Couples',
    description:
      'Enter two birthdays and discover where your charts agree and where they pull apart, with scores across ten dimensions and advice for your relationship.',
  },
  {
    path: '/compatibility/relationship-compatibility',
    label: 'Relationship Compatibility',
    title: 'Relationship Compatibility Reading (Free)',
    description:
      'Read the strengths and challenges of your relationship in the language of astrology: both charts compared, aspects explained and advice you can use today.',
  },
  {
    path: '/when-will-i-get-married-astrology',
    label: 'When Will I Get Married?',
    title: 'When Will I Get Married? Astrology Forecast',
    description:
      'Find the months ahead when Jupiter and Venus favour marriage in your chart. Enter your birth details for a timeframe, key influences and how to prepare.',
  },
  {
    path: '/free-psychic-soulmate-reading',
    label: 'Psychic Soulmate Reading',
    title: 'Free Psychic Soulmate Reading From Your Chart',
    description:
      'Receive a glimpse of your soulmate drawn from Venus, Mars and the seventh house of your birth chart: their energy, how you meet and what draws you together.',
  },
  {
    path: '/one-question-tarot',
    label: 'One-Question Tarot',
    title: 'Free One-Question Tarot Reading: Draw a Card',
    description:
      'Ask one question, draw one card from the major arcana and receive a focused tarot reading with a short answer, an interpretation and practical advice.',
  },
  {
    path: '/yes-no-tarot',
    label: 'Yes-No Tarot',
    title: 'Free Yes or No Tarot: Ask One Question Now',
    description:
      'Ask a yes-or-no question and let a single tarot card answer, with a confidence level, the reasoning behind it and advice for the path ahead. Free to use.',
  },
  {
    path: '/three-card-tarot',
    label: 'Three-Card Tarot',
    title: 'Three-Card Tarot Spread: Past, Present, Future',
    description:
      'Lay out three cards from the full 78-card deck for past, present and future, or situation, action and outcome, and read what they say about your question.',
  },
  {
    path: '/tarot-card-meanings',
    label: 'Tarot Card Meanings',
    title: 'Tarot Card Meanings: All 78 Cards Explained',
    description:
      'All 78 tarot cards, from the Fool to the King of Pentacles: what each one means upright and reversed, in love and at work, and for a yes or no question.',
  },
  // The four suit hubs of the minor arcana (docs/tarot.md).
  {
    path: '/tarot-card-meanings/wands',
    label: 'Wands',
    title: 'Wands Tarot Card Meanings: All 14 Fire Cards',
    description:
      'The suit of Wands, from the Ace to the King: what each fire card means upright and reversed, in love and at work, and how ambition and drive shape a reading.',
  },
  {
    path: '/tarot-card-meanings/cups',
    label: 'Cups',
    title: 'Cups Tarot Card Meanings: All 14 Water Cards',
    description:
      'The suit of Cups, from the Ace to the King: what each water card means upright and reversed, for love and work, and how feelings and intuition shape a reading.',
  },
  {
    path: '/tarot-card-meanings/swords',
    label: 'Swords',
    title: 'Swords Tarot Card Meanings: All 14 Air Cards',
    description:
      'The suit of Swords, from the Ace to the King: what each air card means upright and reversed, in love and at work, and how thought and conflict shape a reading.',
  },
  {
    path: '/tarot-card-meanings/pentacles',
    label: 'Pentacles',
    title: 'Pentacles Tarot Card Meanings: All 14 Earth Cards',
    description:
      'The suit of Pentacles, from the Ace to the King: what each earth card means upright and reversed, for love and work, and how money and craft shape a reading.',
  },
  {
    path: '/compare/astra',
    label: 'Compare: Astra',
    title: '{brand} vs Astra Life Advice: Which App to Choose?',
    description:
      'A fair side-by-side comparison of {brand} and Astra Life Advice: features, soulmate sketches, compatibility reports, pricing and what the reviewers say.',
  },
  {
    path: '/compare/starla',
    label: 'Compare: Starla',
    title: '{brand} vs Starla: Features, Pricing and Real Reviews',
    description:
      'Compare {brand} and Starla side by side: soulmate sketches, birth chart analysis, compatibility reports, pricing plans and what real reviewers report.',
  },
  {
    path: '/compare/astro-ai',
    label: 'Compare: Astro AI',
    title: '{brand} vs Astro AI: An Honest App Comparison 2025',
    description:
      'How {brand} and Astro AI compare on features, value for money, astrologer access, birth chart depth and reviews, so you can choose the right app for you.',
  },
  {
    path: '/compare/astroclub',
    label: 'Compare: AstroClub',
    title: '{brand} vs AstroClub: Features and Topics Compared',
    description:
      'A side-by-side look at {brand} and AstroClub: soulmate sketches, compatibility, a cosmic journal, ask-an-astrologer and all the topics each app covers.',
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Astrology Blog: Love, Zodiac Signs and Tarot',
    description:
      'Articles on love, compatibility, zodiac signs and tarot, written by our astrologers to help you read your chart, understand your partner and trust your path.',
  },
  // The sky's named events, computed from the engine (docs/sky-pages.md).
  ...(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const).map(
    (planet): PublicRoute => ({
      path: `/${planet.toLowerCase()}-retrograde`,
      label: `${planet} Retrograde`,
      title: `${planet} Retrograde Dates, Shadows and Meaning`,
      description: `Every ${planet} retrograde of this year and the next two, to the minute: shadow dates, both stations with degrees in your time zone, and the meaning by sign.`,
    }),
  ),
  {
    path: '/eclipses',
    label: 'Eclipses',
    title: 'Solar and Lunar Eclipses: Dates, Times and Places',
    description:
      'Every solar and lunar eclipse of the next five years: greatest eclipse to the minute, saros, where on Earth each is seen, and the times for your own town.',
  },
  {
    path: '/full-moon',
    label: 'Full Moons',
    title: 'Full Moon Calendar: Dates, Names and Meaning',
    description:
      'Every Full Moon of the coming year to the minute, with its traditional name and sign, the time in your own zone and what each one means for your sign.',
  },
  {
    path: '/new-moon',
    label: 'New Moons',
    title: 'New Moon Calendar: Dates, Signs and Meaning',
    description:
      'Every New Moon of the coming year to the minute, with its sign and degree, the time in your own zone, and where each one falls in the chart of your sign.',
  },
  {
    path: '/moon-phases',
    label: 'Moon Phases',
    title: 'Moon Phases: Calendar of Every Phase and Sign',
    description:
      'The next New, First Quarter, Full and Last Quarter Moons to the minute, with their signs, and a calendar of every phase this year and next in your time zone.',
  },
  {
    path: '/moon-phase-today',
    label: 'Moon Phase Today',
    title: 'Moon Phase Today: Illumination, Sign and Moonrise',
    description:
      "Tonight's Moon phase, how much of it is lit, its age and its sign, the void-of-course hours in your own time, and the moonrise and moonset for your own town.",
  },
];

/** Finds a route by its path. */
export function routeByPath(path: string): PublicRoute | undefined {
  return publicRoutes.find((route) => route.path === path);
}

/** One step of a breadcrumb trail; the page itself has no link. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/**
 * The breadcrumb trail a page's address gives: Home, then every shorter address that is a route
 * (/compatibility for /compatibility/signs), then the page under `label` (by default its
 * route's label). A page that belongs elsewhere than its address says writes its trail itself.
 */
export function breadcrumbTrail(path: string, label?: string): BreadcrumbItem[] {
  const segments = path.split('/').filter(Boolean);
  const parents = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .flatMap((parent) => {
      const route = routeByPath(parent);
      return route ? [{ label: route.label, href: parent }] : [];
    });
  const own = label ?? routeByPath(path)?.label;
  if (!own) throw new Error(`${path} is missing from src/config/routes.ts`);
  return [{ label: 'Home', href: '/' }, ...parents, { label: own }];
}
