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
