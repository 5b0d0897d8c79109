import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkoutLink } from '../../../src/lib/offer/checkout';
import { formatCountdown, OFFER_COUNTDOWN_SECONDS, secondsLeft } from '../../../src/lib/offer/countdown';
import { euros, priceTokens } from '../../../src/lib/offer/pricing';
import { tickerIndex, TICKER_ROTATION_MS } from '../../../src/lib/offer/ticker';
import { fillTokens, landingSchema, offerSchema } from '../../../src/lib/funnel/content-schema';

describe('offer countdown', () => {
  it('starts at 15:00 and falls one second at a time to 00:00, then stays there', () => {
    expect(OFFER_COUNTDOWN_SECONDS).toBe(900);
    expect(formatCountdown(secondsLeft(0))).toBe('15:00');
    expect(formatCountdown(secondsLeft(999))).toBe('15:00');
    expect(formatCountdown(secondsLeft(1000))).toBe('14:59');
    expect(formatCountdown(secondsLeft(841_000))).toBe('00:59');
    expect(formatCountdown(secondsLeft(900_000))).toBe('00:00');
    expect(formatCountdown(secondsLeft(5_000_000))).toBe('00:00');
  });
});

describe('ticker', () => {
  it('shows the next of ten entries every 4 seconds and wraps round', () => {
    expect(TICKER_ROTATION_MS).toBe(4000);
    expect(tickerIndex(0, 10)).toBe(0);
    expect(tickerIndex(3999, 10)).toBe(0);
    expect(tickerIndex(4000, 10)).toBe(1);
    expect(tickerIndex(39_999, 10)).toBe(9);
    expect(tickerIndex(40_000, 10)).toBe(0);
    expect(tickerIndex(1000, 0)).toBe(0);
  });
});

describe('prices and checkout', () => {
  it('formats the trial and weekly prices as the offer shows them', () => {
    expect(euros(1)).toBe('€1.00');
    expect(priceTokens).toMatchObject({ trial: '€1.00', weekly: '€14.99', trialDays: 7 });
  });

  it('hands over to the portal checkout with the coupon and payment method', () => {
    const url = new URL(checkoutLink('https://app.example.org/checkout?plan=sketch', 'MYASTRELLE93', 'gpay'));
    expect(url.origin + url.pathname).toBe('https://app.example.org/checkout');
    expect(url.searchParams.get('plan')).toBe('sketch');
    expect(url.searchParams.get('coupon')).toBe('MYASTRELLE93');
    expect(url.searchParams.get('method')).toBe('gpay');
  });
});

describe('funnel copy in content/', () => {
  it('the landing and offer files pass their schemas and quote the spec', () => {
    const landing = landingSchema.parse(JSON.parse(readFileSync('content/landing/home.json', 'utf8')).home);
    expect(landing.hero).toMatchObject({
      title: 'Let the Stars Guide Your Next Move',
      cta: 'Get Started Now',
    });
    expect(landing.about.title).toBe('Real Astrology. Real Answers.');
    expect(landing.features).toMatchObject({
      title: 'Unlock Your Personal Universe',
      more: 'And much more...',
    });
    expect(landing.closing.cta).toBe('Start My Journey');
    const offer = offerSchema.parse(
      JSON.parse(readFileSync('content/offer/sketch-offer.json', 'utf8'))['sketch-offer'],
    );
    expect(fillTokens(offer.header.offer, priceTokens)).toBe('Your Sketch offer: €1.00!');
    expect(fillTokens(offer.purchase.title, priceTokens)).toBe('Get Your Soulmate Sketch for only €1.00');
    expect(fillTokens(offer.purchase.benefits[3]!, priceTokens)).toBe(
      'Your 7-day trial is just €1.00, then continues at €14.99/week.',
    );
    expect(offer.hero).toMatchObject({ title: 'See Your Soulmate Today!', cta: 'Get My Soulmate Sketch' });
    expect(fillTokens(offer.hero.seenToday, { seenToday: '450+' })).toBe(
      '450+ users have seen their soulmate today',
    );
    expect(fillTokens(offer.hero.trusted, { trustedBy: '15,000+' })).toBe('Trusted by over 15,000+ people');
  });

  it('fills known tokens and leaves unknown ones visible', () => {
    expect(fillTokens('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
