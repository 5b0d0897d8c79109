/**
 * The calculator pages (docs/calculators.md#pages): route, content key, which form they use and how they
 * validate and call. Copy (headlines, labels, articles) lives in content/calculators/.
 */

/** Validation and payload groups (docs/calculators.md#the-form, #what-is-sent), and the birth chart's own. */
export type FormGroup =
  'birth-date' | 'star-chart' | 'soulmate-name' | 'single' | 'love-name' | 'birth-chart';
/** A calculator form's button and heading words, from the page's content file. */
export interface CalculatorLabels {
  partnerTitle?: string | undefined;
  submit: string;
  busy: string;
  another: string;
}

/** Which island a page mounts. */
export type CalculatorKind = 'pair' | 'marriage' | 'psychic' | 'love-name';

export interface CalculatorPageDef {
  /** Content key (docs/calculators.md#pages). */
  key: string;
  path: string;
  kind: CalculatorKind;
  group: FormGroup;
  /** The page that draws both charts as a wheel. */
  chartWheel?: boolean;
  /** Result views that carry a second promo banner (star chart, true love). */
  resultPromo?: boolean;
}

export const CALCULATOR_PAGES: readonly CalculatorPageDef[] = [
  {
    key: 'romantic-compatibility-by-birth-date',
    path: '/compatibility/Romantic-Compatibility-by-Birth-Date',
    kind: 'pair',
    group: 'birth-date',
  },
  {
    key: 'birthday-compatibility',
    path: '/compatibility/birthday-compatibility',
    kind: 'pair',
    group: 'birth-date',
  },
  { key: 'love-compatibility', path: '/compatibility/love-compatibility', kind: 'pair', group: 'birth-date' },
  {
    key: 'relationship-compatibility',
    path: '/compatibility/relationship-compatibility',
    kind: 'pair',
    group: 'birth-date',
  },
  {
    key: 'zodiac-compatibility',
    path: '/compatibility/zodiac-compatibility',
    kind: 'pair',
    group: 'birth-date',
  },
  {
    key: 'star-chart-compatibility',
    path: '/compatibility/star-chart-compatibility',
    kind: 'pair',
    group: 'star-chart',
    chartWheel: true,
    resultPromo: true,
  },
  {
    key: 'true-love-calculator-soulmate',
    path: '/compatibility/true-love-calculator-soulmate',
    kind: 'pair',
    group: 'star-chart',
    resultPromo: true,
  },
  {
    key: 'marriage-calculator',
    path: '/compatibility/marriage-calculator',
    kind: 'pair',
    group: 'star-chart',
  },
  {
    key: 'love-meter-marriage',
    path: '/compatibility/love-meter-marriage',
    kind: 'pair',
    group: 'star-chart',
  },
  {
    key: 'soulmate-compatibility-dob',
    path: '/compatibility/soulmate-compatibility-by-date-of-birth',
    kind: 'pair',
    group: 'star-chart',
  },
  {
    key: 'soulmate-compatibility-name',
    path: '/compatibility/soulmate-compatibility-by-name',
    kind: 'pair',
    group: 'soulmate-name',
  },
  {
    key: 'love-calculator-by-name',
    path: '/compatibility/love-calculator-by-name',
    kind: 'love-name',
    group: 'love-name',
  },
  {
    key: 'when-will-i-get-married',
    path: '/when-will-i-get-married-astrology',
    kind: 'marriage',
    group: 'single',
  },
  {
    key: 'free-psychic-soulmate-reading',
    path: '/free-psychic-soulmate-reading',
    kind: 'psychic',
    group: 'single',
  },
];

export function calculatorPage(key: string): CalculatorPageDef {
  const page = CALCULATOR_PAGES.find((entry) => entry.key === key);
  if (!page) throw new Error(`Unknown calculator page: ${key}`);
  return page;
}

/** The nine calculators the hub links to, in the hub's order (docs/calculators.md#pages). */
export const HUB_LINKS: readonly string[] = [
  'romantic-compatibility-by-birth-date',
  'love-calculator-by-name',
  'star-chart-compatibility',
  'true-love-calculator-soulmate',
  'marriage-calculator',
  'love-meter-marriage',
  'soulmate-compatibility-dob',
  'soulmate-compatibility-name',
  'when-will-i-get-married',
];

/** A grid of other calculators (src/components/calculators/ToolGrid.astro). */
export interface ToolGridSpec {
  heading: string;
  headingId: string;
  keys: readonly string[];
  badges?: Record<string, string>;
}

/**
 * The calculators a page suggests after its own (docs/calculators.md#pages): the birth-date
 * pages each other (less the page itself), the psychic reading and the love calculator by name
 * the birth-chart tools; the other pages none.
 */
export function moreToolsFor(page: CalculatorPageDef): ToolGridSpec | null {
  if (page.group === 'birth-date') {
    return {
      heading: 'Explore More Compatibility Tools',
      headingId: 'explore-tools',
      keys: [
        'love-calculator-by-name',
        'zodiac-compatibility',
        'love-compatibility',
        'birthday-compatibility',
        'relationship-compatibility',
        'free-psychic-soulmate-reading',
      ].filter((key) => key !== page.key),
      badges: { 'free-psychic-soulmate-reading': 'New' },
    };
  }
  if (page.kind === 'psychic') {
    return {
      heading: 'More free readings',
      headingId: 'more-tools',
      keys: [
        'romantic-compatibility-by-birth-date',
        'star-chart-compatibility',
        'true-love-calculator-soulmate',
        'soulmate-compatibility-dob',
        'when-will-i-get-married',
        'love-calculator-by-name',
      ],
    };
  }
  if (page.kind === 'love-name') {
    return {
      heading: 'Try the birth-chart calculators',
      headingId: 'more-tools',
      keys: [
        'romantic-compatibility-by-birth-date',
        'zodiac-compatibility',
        'soulmate-compatibility-name',
        'true-love-calculator-soulmate',
        'love-meter-marriage',
        'free-psychic-soulmate-reading',
      ],
    };
  }
  return null;
}
