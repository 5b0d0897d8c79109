import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkoutLink } from '@/lib/offer/checkout';
import {
  formatCountdown,
  OFFER_COUNTDOWN_SECONDS,
  openReservation,
  parseReservation,
  RESERVATION_STORAGE_KEY,
  reservationFor,
  secondsLeft,
} from '@/lib/offer/countdown';
import { markQuizCompleted, QUIZ_COMPLETED_KEY, quizCompletedAt } from '@/lib/funnel/quiz-marker';
import {
  CODE_SAVING_EUR,
  euros,
  FIRST_WEEK_WITHOUT_CODE_EUR,
  priceTokens,
  TRIAL_PRICE_EUR,
} from '@/lib/offer/pricing';
import { PROMO_DISCOUNT_PERCENT } from '@/lib/quiz/promo';
import { fillTokens } from '@/lib/content/tokens';
import { landingSchema, offerSchema } from '@/lib/funnel/content-schema';

describe('offer countdown', () => {
  const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);
  const MIN = 60_000;

  it('counts whole seconds from 15:00 down to 00:00 and rests there', () => {
    const deadline = T0 + 900_000;
    expect(OFFER_COUNTDOWN_SECONDS).toBe(900);
    expect(formatCountdown(secondsLeft(deadline, T0))).toBe('15:00');
    expect(formatCountdown(secondsLeft(deadline, T0 + 999))).toBe('15:00');
    expect(formatCountdown(secondsLeft(deadline, T0 + 1000))).toBe('14:59');
    expect(formatCountdown(secondsLeft(deadline, T0 + 841_000))).toBe('00:59');
    expect(formatCountdown(secondsLeft(deadline, deadline))).toBe('00:00');
    expect(formatCountdown(secondsLeft(deadline, deadline + 5_000_000))).toBe('00:00');
    // A clock a moment behind the start never shows more than the full 15 minutes.
    expect(secondsLeft(deadline, T0 - 400)).toBe(900);
  });

  it('keeps the stored deadline across reloads and return visits: the time left is never reset', () => {
    const first = reservationFor(null, null, T0);
    expect(first).toEqual({ startedAt: T0, deadline: T0 + 15 * MIN });
    const reload = reservationFor(first, null, T0 + 6 * MIN);
    expect(reload).toBe(first);
    expect(formatCountdown(secondsLeft(reload.deadline, T0 + 6 * MIN))).toBe('09:00');
    // Back a day later: the reservation has ended, and stays ended.
    const nextDay = reservationFor(first, null, T0 + 24 * 60 * MIN);
    expect(nextDay).toBe(first);
    expect(secondsLeft(nextDay.deadline, T0 + 24 * 60 * MIN)).toBe(0);
  });

  it('starts from the moment the quiz finished, and nothing renews it: not a later quiz, not a return visit', () => {
    const finished = T0 - 2000;
    expect(reservationFor(null, finished, T0)).toEqual({
      startedAt: finished,
      deadline: finished + 15 * MIN,
    });
    const old = { startedAt: T0 - 60 * MIN, deadline: T0 - 45 * MIN };
    // One code, one 15 minutes (docs/decisions.md#one-code-one-quarter-hour): another quiz does not renew it.
    expect(reservationFor(old, T0 - 61 * MIN, T0)).toBe(old);
    expect(reservationFor(old, T0 - 1000, T0)).toBe(old);
    // A quiz finished long ago, first visit now: its 15 minutes are long over.
    expect(secondsLeft(reservationFor(null, T0 - 60 * MIN, T0).deadline, T0)).toBe(0);
  });

  it('does not trust a reservation or quiz time from the future (a clock set back)', () => {
    const future = { startedAt: T0 + 30 * MIN, deadline: T0 + 45 * MIN };
    expect(reservationFor(future, null, T0)).toEqual({ startedAt: T0, deadline: T0 + 15 * MIN });
    expect(reservationFor(null, T0 + MIN, T0)).toEqual({ startedAt: T0, deadline: T0 + 15 * MIN });
  });

  it('reads only well-formed stored reservations of the right length', () => {
    expect(parseReservation(JSON.stringify({ startedAt: T0, deadline: T0 + 900_000 }))).toEqual({
      startedAt: T0,
      deadline: T0 + 900_000,
    });
    for (const raw of [
      null,
      '',
      '{oops',
      'null',
      '42',
      JSON.stringify({ startedAt: T0, deadline: T0 + 99_999_999 }),
      JSON.stringify({ startedAt: 'soon', deadline: T0 }),
      JSON.stringify({ startedAt: 1.5, deadline: 900_001.5 }),
    ])
      expect(parseReservation(raw)).toBeNull();
  });

  it('openReservation stores a new reservation once and reads it back on the next visit', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    const first = openReservation(storage, null, T0);
    expect(JSON.parse(data.get(RESERVATION_STORAGE_KEY)!)).toEqual(first);
    const later = openReservation(storage, null, T0 + 3 * MIN);
    expect(later).toEqual(first);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(openReservation(broken, null, T0)).toEqual({ startedAt: T0, deadline: T0 + 15 * MIN });
  });
});

describe('quiz marker', () => {
  it('records when the quiz finished and reads back only a sensible time', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    expect(quizCompletedAt(storage)).toBeNull();
    markQuizCompleted(storage, 1_772_000_000_000);
    expect(quizCompletedAt(storage)).toBe(1_772_000_000_000);
    data.set(QUIZ_COMPLETED_KEY, 'yesterday');
    expect(quizCompletedAt(storage)).toBeNull();
    data.set(QUIZ_COMPLETED_KEY, '-5');
    expect(quizCompletedAt(storage)).toBeNull();
    expect(quizCompletedAt(undefined)).toBeNull();
  });
});

describe('prices and checkout', () => {
  it('formats the trial and weekly prices as the offer shows them', () => {
    expect(euros(1)).toBe('€1.00');
    expect(priceTokens).toMatchObject({ trial: '€1.00', weekly: '€14.99', trialDays: 7 });
  });

  it('tells one story: the code takes the first week from €14.99 to €1.00, then €14.99 a week', () => {
    expect(priceTokens).toMatchObject({
      withoutCode: '€14.99',
      saving: '€13.99',
      renewal: 'then €14.99 a week until you cancel',
    });
    expect(CODE_SAVING_EUR + TRIAL_PRICE_EUR).toBeCloseTo(FIRST_WEEK_WITHOUT_CODE_EUR, 10);
    // The code's name says 93: what it takes off the first week, rounded.
    expect(Math.round((1 - TRIAL_PRICE_EUR / FIRST_WEEK_WITHOUT_CODE_EUR) * 100)).toBe(
      PROMO_DISCOUNT_PERCENT,
    );
  });

  it('hands over to the portal checkout with the code while it holds, and without it once ended', () => {
    const url = new URL(checkoutLink('https://app.example.org/checkout?plan=sketch', 'ASTRELLE93', 'gpay'));
    expect(url.origin + url.pathname).toBe('https://app.example.org/checkout');
    expect(url.searchParams.get('plan')).toBe('sketch');
    expect(url.searchParams.get('coupon')).toBe('ASTRELLE93');
    expect(url.searchParams.get('method')).toBe('gpay');
    expect(
      new URL(checkoutLink('https://app.example.org/checkout', null, 'card')).searchParams.has('coupon'),
    ).toBe(false);
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
    expect(fillTokens(offer.header.offer.running, priceTokens)).toBe('Your Sketch offer: €1.00!');
    expect(fillTokens(offer.purchase.title.running, priceTokens)).toBe(
      'Get Your Soulmate Sketch for only €1.00',
    );
    expect(fillTokens(offer.purchase.priceBenefit.running, priceTokens)).toBe(
      'Your 7-day trial is just €1.00, then continues at €14.99/week.',
    );
    expect(offer.hero).toMatchObject({ title: 'See Your Soulmate Today!', cta: 'Get My Soulmate Sketch' });
    // One count for today, the quiz's; and no "over 15,000+" (docs/funnel.md#social-proof).
    expect(fillTokens(offer.hero.joinedToday, { joinedToday: '456' })).toBe('456 people joined today');
    expect(fillTokens(offer.hero.trusted, { trustedBy: '15,000+' })).toBe('Trusted by 15,000+ people');
    // What the countdown counts is said before it starts, and once ended the €1.00 is gone.
    const tokens = { ...priceTokens, code: 'ASTRELLE93' };
    expect(fillTokens(offer.hero.codeTerms.withoutQuiz, tokens)).toMatch(
      /the first week costs €1\.00\. You get the code once, for 15 minutes.*timer.*After that the first week costs €14\.99/,
    );
    // Nothing says the code comes back, and the first week is called what it is.
    for (const text of [
      offer.hero.codeTerms.afterQuiz,
      offer.hero.codeTerms.ended,
      JSON.stringify(offer.faq),
    ])
      expect(text).not.toMatch(/gives you a new (one|code)/);
    expect(fillTokens(offer.purchase.subscription.running, tokens)).toMatch(
      /first paid week of a weekly subscription/,
    );
    for (const copy of [
      offer.header.offer,
      offer.header.terms,
      offer.hero.price,
      offer.purchase.title,
      offer.purchase.priceBenefit,
      offer.purchase.subscription,
    ])
      expect(fillTokens(copy.ended, tokens)).not.toContain('€1.00');
    // No two FAQ questions ask the same thing.
    const questions = offer.faq.items.map((item) => item.question);
    expect(questions).not.toContain('What exactly do I get?');
    expect(questions).not.toContain('What does the sketch include?');
    expect(new Set(questions).size).toBe(questions.length);
  });
});
