// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../../src/islands/ui/Toaster';
import { $toasts, showToast, TOAST_DEFAULT_DURATION_MS } from '../../../src/lib/toast/store';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast from the shared store and dismisses it after the default 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Missing Information', description: 'Please enter birth dates for both people', variant: 'destructive' });
    });
    expect(screen.getByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter birth dates for both people')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.queryByText('Missing Information')).toBeTruthy();
    act(() => vi.advanceTimersByTime(400));
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps only one toast on screen: a new toast replaces the previous one', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'First' });
      showToast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('closes a toast from its dismiss button', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Quiz Completed!', description: 'Redirecting to your results.', duration: Infinity });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect($toasts.get()).toHaveLength(0);
  });
});
