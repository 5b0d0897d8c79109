/**
 * The quiz's one-time code (docs/constants.md#quiz): the brand in upper case followed by 93, for
 * the 93% it takes off the first week (€14.99 to €1.00, src/lib/offer/pricing.ts). The offer page
 * shows the same code, under the same name (docs/decisions.md#one-story-about-the-price: one code name, where the offer page once prefixed MY).
 */
export const PROMO_DISCOUNT_PERCENT = 93;

/** The code, e.g. ASTRELLE93. */
export function promoCode(brandName: string): string {
  return `${brandName.replace(/\s+/g, '').toUpperCase()}${PROMO_DISCOUNT_PERCENT}`;
}
