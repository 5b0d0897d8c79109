// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgress } from '@/islands/calculator/use-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useProgress', () => {
  it('grows every 500 ms by up to 15 while waiting and stops at 90', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const { result } = renderHook(() => useProgress());
    act(() => result.current.start());
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(15);
    act(() => vi.advanceTimersByTime(500 * 20));
    expect(result.current.value).toBe(90);
  });

  it('jumps to 100 on completion and returns to 0 about 500 ms later', () => {
    const { result } = renderHook(() => useProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.complete());
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(0);
    // The ticking stopped with the completion.
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.value).toBe(0);
  });

  it('stops the timer on failure', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { result } = renderHook(() => useProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBeGreaterThan(0);
    act(() => result.current.fail());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.value).toBe(0);
  });
});
