import { withQuery } from '@/config/portal-links';

export type PaymentMethod = 'gpay' | 'card';

/**
 * The portal checkout for the sketch offer, opened in a new tab. The spec shows no in-page
 * payment, so the buttons hand over to the portal with the chosen method, and with the code
 * while it holds (null once it has ended: docs/funnel.md#the-countdown).
 */
export function checkoutLink(checkoutUrl: string, code: string | null, method: PaymentMethod): string {
  return withQuery(checkoutUrl, { coupon: code ?? undefined, method, source: 'sketch-offer' });
}
