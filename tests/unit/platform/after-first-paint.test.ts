import { describe, expect, it } from 'vitest';
import { afterLoadAndFirstPaint, NO_PAINT_FALLBACK_MS } from '@/lib/site/after-first-paint';

type PaintList = { getEntriesByName(name: string): unknown[] };

/** A window whose load event, paint reports and timers happen when the test says so. */
function fakeWindow({ paintTiming = true, readyState = 'loading' } = {}) {
  const loadListeners: (() => void)[] = [];
  const paintCallbacks: ((list: PaintList) => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let disconnects = 0;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : ['resource'];
    constructor(private readonly callback: (list: PaintList) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      paintCallbacks.push(this.callback);
    }
    disconnect() {
      disconnects += 1;
    }
  }
  const win = {
    document: { readyState },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => {
      expect(type).toBe('load');
      loadListeners.push(listener);
    },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  };
  const report = (names: string[]) =>
    paintCallbacks.forEach((callback) =>
      callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
    );
  return {
    win: win as unknown as Window & typeof globalThis,
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    paint: () => {
      report(['first-paint']);
      report(['first-contentful-paint']);
    },
    wait: (ms: number) => timers.filter((timer) => timer.ms <= ms).forEach((timer) => timer.callback()),
    disconnects: () => disconnects,
  };
}

describe('afterLoadAndFirstPaint', () => {
  it('runs once the page has loaded and reported its first contentful paint, whichever comes last', () => {
    const page = fakeWindow();
    let runs = 0;
    afterLoadAndFirstPaint(() => (runs += 1), page.win);
    page.paint(); // not observed yet: the observer starts at the load event, buffered
    expect(runs).toBe(0);
    page.load();
    page.paint();
    expect(runs).toBe(1);
    expect(page.disconnects()).toBe(1);
    page.wait(NO_PAINT_FALLBACK_MS);
    expect(runs).toBe(1);
  });

  it('a loaded page still waits for its first contentful paint, not any paint', () => {
    const page = fakeWindow({ readyState: 'complete' });
    let runs = 0;
    afterLoadAndFirstPaint(() => (runs += 1), page.win);
    page.wait(NO_PAINT_FALLBACK_MS - 1);
    expect(runs).toBe(0);
    page.paint();
    expect(runs).toBe(1);
  });

  it('a page that reports no paint (a background tab) runs it 3 s after loading', () => {
    const page = fakeWindow();
    let runs = 0;
    afterLoadAndFirstPaint(() => (runs += 1), page.win);
    page.load();
    page.wait(NO_PAINT_FALLBACK_MS - 1);
    expect(runs).toBe(0);
    page.wait(NO_PAINT_FALLBACK_MS);
    expect(runs).toBe(1);
  });

  it('a browser without paint timing runs it at the load event', () => {
    const page = fakeWindow({ paintTiming: false });
    let runs = 0;
    afterLoadAndFirstPaint(() => (runs += 1), page.win);
    expect(runs).toBe(0);
    page.load();
    expect(runs).toBe(1);
  });
});
