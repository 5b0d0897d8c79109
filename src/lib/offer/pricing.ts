/**
 * The sketch offer's prices, and the one story they tell (docs/funnel.md#the-price-plainly,
 * docs/decisions.md#one-story-about-the-price): the sketch comes with a weekly subscription at
 * €14.99 a week until it is cancelled. The code makes the first week (the "7-day trial", a paid
 * week) €1.00 instead of €14.99, for 15 minutes, once. Nothing is struck through: €14.99 was never
 * an earlier price of that week, only what it costs without the code.
 */
export const TRIAL_PRICE_EUR = 1;
export const WEEKLY_PRICE_EUR = 14.99;
export const TRIAL_DAYS = 7;

/** What the first week costs without the code (or once it has expired): the weekly price. */
export const FIRST_WEEK_WITHOUT_CODE_EUR = WEEKLY_PRICE_EUR;

/** What the code takes off the first week. */
export const CODE_SAVING_EUR = Math.round((FIRST_WEEK_WITHOUT_CODE_EUR - TRIAL_PRICE_EUR) * 100) / 100;

/** Euro amount as the offer shows it: "€1.00". */
export function euros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

/**
 * What the trial turns into, in the one wording every page uses next to the trial price
 * (docs/funnel.md, "The price, plainly"): "then €14.99 a week until you cancel".
 */
export const RENEWAL_TERMS = `then ${euros(WEEKLY_PRICE_EUR)} a week until you cancel`;

export const priceTokens = {
  trial: euros(TRIAL_PRICE_EUR),
  weekly: euros(WEEKLY_PRICE_EUR),
  trialDays: TRIAL_DAYS,
  renewal: RENEWAL_TERMS,
  /** "€14.99": the first week without the code. */
  withoutCode: euros(FIRST_WEEK_WITHOUT_CODE_EUR),
  /** "€13.99": what the code takes off. */
  saving: euros(CODE_SAVING_EUR),
  /** "€779.48": the weekly price over a year (52 weeks), said beside what the subscription holds. */
  yearly: euros(Math.round(WEEKLY_PRICE_EUR * 52 * 100) / 100),
} as const;
