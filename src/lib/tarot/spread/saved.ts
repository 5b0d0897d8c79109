import { QUESTION_MAX_CHARS } from '@/lib/tarot/question';
import { SPREAD_LAYOUT_IDS, type SpreadLayout } from './layouts';
import type { SpreadReply } from './service';

/**
 * The visitor's last spread, kept for the browser session so a reload shows the same reading
 * (sessionStorage: nothing outlives the tab, nothing reaches the server). Checked by hand rather
 * than with zod, which would triple the island's size.
 */
export const SAVED_SPREAD_KEY = 'three_card_tarot_v1';

/** The reply as the island renders it (card names as plain strings once stored). */
export type SpreadView = Omit<SpreadReply, 'cards'> & {
  cards: {
    position: string;
    card: string;
    orientation: 'upright' | 'reversed';
    path: string;
    keywords: readonly string[];
  }[];
};

export interface SavedSpread {
  question: string;
  layout: SpreadLayout;
  reply: SpreadView | null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown, length?: number): value is string[] =>
  Array.isArray(value) && value.every(isString) && (length === undefined || value.length === length);
const isLayout = (value: unknown): value is SpreadLayout =>
  (SPREAD_LAYOUT_IDS as readonly unknown[]).includes(value);

function isView(value: unknown): value is SpreadView {
  if (!value || typeof value !== 'object') return false;
  const view = value as Record<string, unknown>;
  const cards = view.cards;
  return (
    (view.source === 'ai' || view.source === 'library') &&
    isLayout(view.layout) &&
    isString(view.day) &&
    isStrings(view.positions, 3) &&
    isString(view.summary) &&
    isStrings(view.advice) &&
    Array.isArray(cards) &&
    cards.length === 3 &&
    cards.every(
      (card: Record<string, unknown>) =>
        Boolean(card) &&
        isString(card.position) &&
        isString(card.card) &&
        (card.orientation === 'upright' || card.orientation === 'reversed') &&
        isString(card.path) &&
        card.path.startsWith('/tarot-card-meanings/') &&
        isStrings(card.keywords),
    )
  );
}

/** The stored spread, or null when there is none or it is not one we wrote. */
export function loadSavedSpread(storage: Storage | undefined): SavedSpread | null {
  try {
    const raw = storage?.getItem(SAVED_SPREAD_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const { question, layout, reply } = saved;
    if (!isString(question) || question.length > QUESTION_MAX_CHARS || !isLayout(layout)) return null;
    if (reply !== null && !isView(reply)) return null;
    return { question, layout, reply: reply as SpreadView | null };
  } catch {
    return null;
  }
}

export function saveSpread(storage: Storage | undefined, saved: SavedSpread): void {
  try {
    storage?.setItem(SAVED_SPREAD_KEY, JSON.stringify(saved));
  } catch {
    // Private browsing or a full store: the reading still shows, it just will not survive a reload.
  }
}
