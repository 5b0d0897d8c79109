/**
 * The social-proof ticker (docs/constants.md#offer, docs/funnel.md#social-proof): up to ten entries
 * from content/offer, one more every 4 seconds (turned by CSS alone: OfferHeader.astro). Each entry
 * is something that happened, as the business records it: who, what, when and where it is
 * recorded. No "just": the page is built ahead of time and cannot know what happened a moment ago.
 */
import { dayMonth } from '@/lib/content/dates';
import { sourceOf, type Sourced } from '@/lib/social-proof/claims';

export const TICKER_ROTATION_MS = 4000;

export interface TickerEntry extends Sourced {
  name: string;
  action: string;
  /** The day it happened, "2026-12-03". */
  date?: string | undefined;
}

/** What one entry shows: "Chloe from Leeds received her soulmate sketch", "3 December", its source (null: a sample). */
export interface TickerLine {
  name: string;
  action: string;
  when: string | null;
  source: string | null;
}

export function tickerLine(entry: TickerEntry): TickerLine {
  return {
    name: entry.name,
    action: entry.action,
    when: entry.date ? dayMonth(entry.date) : null,
    source: sourceOf(entry),
  };
}

/**
 * The ticker's keyframes for `count` lines: each shows for its share (1/count) of the cycle.
 * Opacity and transform only, so the compositor runs it with no style work on the main thread.
 * Written into the page's head (a `<style>` is not allowed in the body).
 */
export function tickerKeyframes(count: number): string {
  const share = count > 0 ? 100 / count : 100;
  return `@keyframes offer-ticker-turn{0%{opacity:0;transform:translateY(.4rem)}${(share * 0.1).toFixed(2)}%,${(share * 0.92).toFixed(2)}%{opacity:1;transform:none}${share.toFixed(2)}%,100%{opacity:0;transform:none}}`;
}
