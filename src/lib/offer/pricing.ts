/** The sketch offer's prices (docs/constants.md#offer): a €1.00 7-day trial, then €14.99 per week. */
export const TRIAL_PRICE_EUR = 1;
export const WEEKLY_PRICE_EUR = 14.99;
export const TRIAL_DAYS = 7;

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
} as const;
