/**
 * The three-card spread's two layouts (docs/tarot.md, "The three-card spread"): the visitor
 * chooses which three questions the cards answer. Names only, shared by the island and the function.
 */
export const SPREAD_LAYOUTS = {
  'past-present-future': ['past', 'present', 'future'],
  'situation-action-outcome': ['situation', 'action', 'outcome'],
} as const;

export type SpreadLayout = keyof typeof SPREAD_LAYOUTS;
export type SpreadPosition = (typeof SPREAD_LAYOUTS)[SpreadLayout][number];

export const SPREAD_LAYOUT_IDS = Object.keys(SPREAD_LAYOUTS) as SpreadLayout[];

/** "Past", "Situation": a position as a label. */
export function positionLabel(position: SpreadPosition | string): string {
  return position.charAt(0).toUpperCase() + position.slice(1);
}

/** "Past · Present · Future". */
export function layoutLabel(layout: SpreadLayout): string {
  return SPREAD_LAYOUTS[layout].map(positionLabel).join(' · ');
}
