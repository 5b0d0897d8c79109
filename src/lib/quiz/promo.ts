/** The quiz's one-time code is the brand in upper case followed by 93 (docs/constants.md#quiz). */
export const PROMO_DISCOUNT_PERCENT = 93;

/** The code on the quiz's promo screen, e.g. ASTRELLE93. */
export function promoCode(brandName: string): string {
  return `${brandName.replace(/\s+/g, '').toUpperCase()}${PROMO_DISCOUNT_PERCENT}`;
}

/** The same code with the MY prefix, as the offer page shows it applied. */
export function offerCoupon(brandName: string): string {
  return `MY${promoCode(brandName)}`;
}
