import { afterLoadAndFirstPaint } from './after-first-paint';

/**
 * Hydration on the visitor's first reach for an island (client:oninteraction,
 * docs/performance.md#islands). Until then the island is its server markup: a form a visitor can
 * already type into, costing a slow phone no download, no evaluation and no hydration task after
 * the first paint. Nothing done before hydration is lost: what was typed, chosen or ticked is
 * handed to React, and the first press or submit is held back and made again once React listens.
 */

/** What makes the island start: the first of these on it (a tap, a click, a key, a focus). */
export const REACH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** The event that makes the deferred-stylesheet loader add the island's stylesheets (critical-css.ts). */
export const ISLAND_CSS_EVENT = 'astrelle:island-css';

export interface InteractionOptions {
  /**
   * Local-storage or session-storage keys whose presence means the island shows something of its
   * own at once (a signed-in visitor's prefilled form, a saved choice, a reading kept for a
   * reload): then it hydrates after the first paint.
   */
  storedKeys?: readonly string[];
  /**
   * A selector of an ancestor whose reach starts the island too (the offer bar's header: a tap on
   * its Continue link, outside the island, starts it while the link works at once).
   */
  reachFrom?: string;
}

/** Loads the island's code and returns the call that hydrates it (Astro's directive `load`). */
export type LoadIsland = () => Promise<() => Promise<void> | void>;

type Win = Window & typeof globalThis;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether the island should start after the first paint without waiting for the visitor: the
 * address carries inputs (a shared result to reopen), or the browser keeps something it shows.
 */
export function startsWithoutWaiting(win: Win, options: InteractionOptions): boolean {
  if (win.location.search.length > 1) return true;
  const keys = options.storedKeys ?? [];
  const kept = (storage: () => Storage) => {
    try {
      return keys.some((key) => storage().getItem(key) !== null);
    } catch {
      // Storage refused (a private mode): there is nothing stored to show.
      return false;
    }
  };
  return kept(() => win.localStorage) || kept(() => win.sessionStorage);
}

/**
 * Watches `island` and hydrates it once: on the visitor's first reach for it, or after the first
 * paint when startsWithoutWaiting says so. Presses and submits that come before React listens are
 * held and made again after it, with what was typed so far.
 */
export function hydrateOnInteraction(
  island: HTMLElement,
  load: LoadIsland,
  options: InteractionOptions = {},
  win: Win = window,
): void {
  let started = false;
  const reachTarget = (options.reachFrom && island.closest(options.reachFrom)) || island;
  let heldClick: HTMLElement | null = null;
  let heldSubmit: HTMLFormElement | null = null;

  // Until React listens, a press or a submit is held (and starts the island: a screen reader's
  // activation is a click with no pointer or focus event before it).
  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event.target instanceof win.HTMLElement ? event.target : null;
    beginOnce();
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldSubmit = event.target instanceof win.HTMLFormElement ? event.target : null;
    beginOnce();
  };

  const begin = async () => {
    if (started) return;
    started = true;
    REACH_EVENTS.forEach((type) => reachTarget.removeEventListener(type, beginOnce, true));
    win.document.dispatchEvent(new win.Event(ISLAND_CSS_EVENT));
    const hydrate = await load();
    // Read just before React starts: its first renders put controlled fields back to its state.
    const handOvers = fieldsToHandOver(island, win);
    await hydrate();
    await fieldsHydrated(island, win);
    island.removeEventListener('click', holdClick, true);
    island.removeEventListener('submit', holdSubmit, true);
    handOvers.forEach((handOver) => handOver());
    if (heldClick?.isConnected) heldClick.click();
    else if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
  };
  const beginOnce = () => void begin();

  island.addEventListener('click', holdClick, true);
  island.addEventListener('submit', holdSubmit, true);
  if (startsWithoutWaiting(win, options)) {
    afterLoadAndFirstPaint(beginOnce, win);
    return;
  }
  REACH_EVENTS.forEach((type) =>
    reachTarget.addEventListener(type, beginOnce, { capture: true, passive: true }),
  );
}

/** How long to wait for React to take over the island's fields before handing them over anyway. */
const HYDRATION_WAIT_MS = 5_000;

/**
 * Resolves once React has hydrated the island's text fields: Astro hydrates in a transition that
 * yields to the browser, so it is not done when the hydrating call returns. React marks each field
 * it has taken over with its value tracker (`_valueTracker`), the reading fieldsToHandOver resets.
 */
export function fieldsHydrated(island: HTMLElement, win: Win = window): Promise<void> {
  const fields = [...island.querySelectorAll('input, textarea')];
  // A field React replaced instead of hydrating has left the page: nothing to wait for there.
  const taken = () => fields.every((field) => !field.isConnected || '_valueTracker' in field);
  return new Promise((resolve) => {
    const since = Date.now();
    const check = () => {
      if (taken() || Date.now() - since > HYDRATION_WAIT_MS) resolve();
      else win.setTimeout(check, 16);
    };
    check();
  });
}

/**
 * The steps that will make React see what the visitor did to the island's fields before it
 * hydrated, read now. React reads a field's value when it hydrates it and reports a change only
 * when the value moves away from that reading, so a field typed into earlier would keep its text
 * on screen while the component's state stayed empty (or lose it at React's next render). Each
 * step puts the visitor's value back and sends the event React listens to, so that React sees a
 * change: a text field is set to the server's value through React's own setter (its reading) and
 * to the visitor's with the element's native setter, then gets an input event; a checkbox or radio
 * is set to the other state and clicked; a select gets its choice again and a change event.
 */
export function fieldsToHandOver(island: HTMLElement, win: Win = window): (() => void)[] {
  return [...island.querySelectorAll<Field>('input, textarea, select')]
    .map((field) => handOverStep(field, win))
    .filter((step) => step !== null);
}

function handOverStep(field: Field, win: Win): (() => void) | null {
  if (field instanceof win.HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (chosen.every((selected, index) => selected === field.options[index]!.defaultSelected)) return null;
    return () => {
      [...field.options].forEach((option, index) => (option.selected = chosen[index]!));
      field.dispatchEvent(new win.Event('change', { bubbles: true }));
    };
  }
  if (field instanceof win.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    // A radio button that was left is handed over by the one that was chosen.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null;
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  const typedBefore = field.value;
  if (typedBefore === field.defaultValue) return null;
  return () => {
    // Typing that went on while React hydrated is kept; a field React put back gets the earlier text.
    const typed = field.value !== field.defaultValue ? field.value : typedBefore;
    field.value = field.defaultValue;
    const prototype =
      field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement : win.HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new win.Event('input', { bubbles: true }));
  };
}
