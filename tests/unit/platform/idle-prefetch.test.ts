// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPrefetchLink, scheduleIdlePrefetch, shouldSkipPrefetch } from '@/lib/site/idle-prefetch';

const prefetchLinks = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shouldSkipPrefetch', () => {
  it('spares visitors who save data or are on 2G', () => {
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
  });
  it('prefetches on ordinary connections and where the browser gives no hints', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
  });
});

describe('addPrefetchLink', () => {
  it('adds one prefetch link per URL', () => {
    expect(addPrefetchLink(document, '/blog')).toBe(true);
    expect(addPrefetchLink(document, '/blog')).toBe(false);
    expect(prefetchLinks()).toEqual(['/blog']);
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('as')).toBe('document');
  });
});

describe('scheduleIdlePrefetch', () => {
  it('waits for the load event and then the 2 s delay before prefetching', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    scheduleIdlePrefetch('/blog', window, 2000);
    vi.advanceTimersByTime(5000);
    expect(prefetchLinks()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(prefetchLinks()).toEqual([]);
    vi.advanceTimersByTime(1);
    // happy-dom's requestIdleCallback runs on a timer of its own.
    vi.runAllTimers();
    expect(prefetchLinks()).toEqual(['/blog']);
  });

  it('starts the delay at once when the page has already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    scheduleIdlePrefetch('/blog', window, 2000);
    vi.advanceTimersByTime(1000);
    expect(prefetchLinks()).toEqual([]);
    vi.runAllTimers();
    expect(prefetchLinks()).toEqual(['/blog']);
  });

  it('does nothing for a visitor who asked to save data', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      scheduleIdlePrefetch('/blog', window, 2000);
      vi.runAllTimers();
      expect(prefetchLinks()).toEqual([]);
    } finally {
      Object.defineProperty(window.navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});
