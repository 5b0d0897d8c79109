import { withQuery } from '@/config/portal-links';

export type PaymentMethod = 'gpay' | 'card';

/**
 * The portal checkout for the sketch offer, opened in a new tab. The spec shows no in-page
 * payment, so the buttons hand over to the portal with the coupon and the chosen method.
 */
export function checkoutLink(checkoutUrl: string, coupon: string, method: PaymentMethod): string {
  return withQuery(checkoutUrl, { coupon, method, source: 'sketch-offer' });
}
