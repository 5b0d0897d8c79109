// @vitest-environment happy-dom
import { startTransition, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hydrateOnInteraction,
  ISLAND_CSS_EVENT,
  REACH_EVENTS,
  startsWithoutWaiting,
} from '@/lib/site/hydrate-on-interaction';

/**
 * client:oninteraction (docs/performance.md#islands): the island waits for the visitor's first
 * reach, then hydrates with React as Astro does (hydrateRoot inside a transition), and nothing the
 * visitor did before that is lost: typed text, a chosen option, a ticked box, the first press.
 */

type Sent = { name: string; question: string; sign: string; agreed: boolean; via: string };

const noSubscription = () => () => {};

function Form({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [sign, setSign] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [question, setQuestion] = useState('');
  // Like useHydrated: a second render right after hydration, which puts controlled fields back
  // to the state's values.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const send = (via: string) => onSend({ name, question, sign, agreed, via });
  return (
    <form
      data-ready={ready ? 'true' : undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send('submit');
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea
        aria-label="Question"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <select aria-label="Sign" value={sign} onChange={(event) => setSign(event.target.value)}>
        <option value="">Choose</option>
        <option value="leo">Leo</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => send('click')}>
        Go
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** The island as the server leaves it: markup only, no React behind it yet. */
function serverIsland(onSend: (sent: Sent) => void) {
  const island = document.createElement('astro-island');
  island.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(island);
  // As Astro's directive gets it: load the code, then hydrate in a transition (@astrojs/react).
  const start = vi.fn(async () => () => {
    startTransition(() => {
      hydrateRoot(island, <Form onSend={onSend} />);
    });
  });
  return { island, start };
}

/** A server island watched by client:oninteraction, and what its form has sent so far. */
function watchedIsland() {
  const sent: Sent[] = [];
  const { island, start } = serverIsland((value) => sent.push(value));
  hydrateOnInteraction(island, start);
  return { sent, island, start };
}

/** What a visitor's typing does to a field: the browser sets its value and sends an input event. */
function typeNatively(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const byLabel = <T extends Element>(island: Element, label: string) =>
  island.querySelector<T & Element>(`[aria-label="${label}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('client:oninteraction', () => {
  it('does nothing until the visitor reaches for the island, then starts it once', async () => {
    const { island, start } = serverIsland(() => {});
    hydrateOnInteraction(island, start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    for (const type of REACH_EVENTS) island.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('with reachFrom, a reach anywhere in that ancestor starts it, and a link outside the island is not held', () => {
    const { island, start } = serverIsland(() => {});
    const bar = document.createElement('header');
    bar.className = 'offer-bar';
    const link = document.createElement('a');
    link.href = '#payment';
    bar.append(island, link);
    document.body.append(bar);
    hydrateOnInteraction(island, start, { reachFrom: '.offer-bar' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("asks for the island's stylesheets as it starts", () => {
    const { island, start } = serverIsland(() => {});
    const asked = vi.fn();
    document.addEventListener(ISLAND_CSS_EVENT, asked);
    hydrateOnInteraction(island, start);
    expect(asked).not.toHaveBeenCalled();
    island.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(asked).toHaveBeenCalledTimes(1);
    document.removeEventListener(ISLAND_CSS_EVENT, asked);
  });

  it('starts without waiting for a shared result in the address or something the browser keeps', () => {
    const win = (search: string) => ({ location: { search }, localStorage: window.localStorage }) as never;
    expect(startsWithoutWaiting(win(''), {})).toBe(false);
    expect(startsWithoutWaiting(win('?'), {})).toBe(false);
    expect(startsWithoutWaiting(win('?n1=Ann'), {})).toBe(true);
    expect(startsWithoutWaiting(win(''), { storedKeys: ['astrelle:house-system'] })).toBe(false);
    window.localStorage.setItem('astrelle:house-system', 'koch');
    expect(startsWithoutWaiting(win(''), { storedKeys: ['astrelle:house-system'] })).toBe(true);
    const refusing = {
      location: { search: '' },
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    } as never;
    expect(startsWithoutWaiting(refusing, { storedKeys: ['astrelle:house-system'] })).toBe(false);
  });

  it('hands React what was typed, chosen and ticked before it hydrated, and makes the held press again', async () => {
    const { sent, island } = watchedIsland();
    const name = byLabel<HTMLInputElement>(island, 'Name');
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    typeNatively(name, 'Ann');
    typeNatively(byLabel<HTMLTextAreaElement>(island, 'Question'), 'Will it rain?');
    byLabel<HTMLSelectElement>(island, 'Sign').value = 'leo';
    byLabel<HTMLInputElement>(island, 'Agree').checked = true;
    // The first press comes before React listens: it is held, not lost.
    island.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(sent).toEqual([]);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { name: 'Ann', question: 'Will it rain?', sign: 'leo', agreed: true, via: 'click' },
      ]),
    );
    // What is on screen is what React holds: a later change starts from it.
    typeNatively(name, 'Anna');
    island.querySelector('form')!.requestSubmit();
    expect(sent.at(-1)).toEqual({
      name: 'Anna',
      question: 'Will it rain?',
      sign: 'leo',
      agreed: true,
      via: 'submit',
    });
  });

  it('starts on a press that comes with no tap or focus before it (a screen reader), and makes it once React listens', async () => {
    const { sent, island, start } = watchedIsland();
    island.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    await vi.waitFor(() =>
      expect(sent).toEqual([{ name: '', question: '', sign: '', agreed: false, via: 'click' }]),
    );
  });

  it('sends a form submitted before hydration once React has it', async () => {
    const { sent, island } = watchedIsland();
    const name = byLabel<HTMLInputElement>(island, 'Name');
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    typeNatively(name, 'Bo');
    island.querySelector('form')!.requestSubmit();
    expect(sent).toEqual([]);
    await vi.waitFor(() =>
      expect(sent).toEqual([{ name: 'Bo', question: '', sign: '', agreed: false, via: 'submit' }]),
    );
  });
});
