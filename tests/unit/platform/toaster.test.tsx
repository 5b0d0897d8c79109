// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '@/islands/ui/Toaster';
import { TOAST_SHOWN_EVENT } from '@/lib/toast/shown-event';
import { $toasts, showToast, TOAST_DEFAULT_DURATION_MS } from '@/lib/toast/store';

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
      showToast({
        title: 'Missing Information',
        description: 'Please enter birth dates for both people',
        variant: 'destructive',
      });
    });
    expect(screen.getByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter birth dates for both people')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.queryByText('Missing Information')).toBeTruthy();
    act(() => vi.advanceTimersByTime(400));
    expect($toasts.get()).toHaveLength(0);
  });

  it('tells the page when a toast is shown, after it is in the store (the viewport hydrates on it)', () => {
    const seen = vi.fn(() => $toasts.get().map((toast) => toast.title));
    window.addEventListener(TOAST_SHOWN_EVENT, seen, { once: true });
    showToast({ title: 'Saved' });
    expect(seen).toHaveReturnedWith(['Saved']);
  });

  it('hydrates over its empty server markup with a toast already in the store, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Toaster />);
    document.body.append(container);
    showToast({ title: 'Missing Information' });
    const recovered: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Toaster />, { onRecoverableError: (error) => recovered.push(error) }),
    );
    expect(recovered).toEqual([]);
    expect(container.textContent).toContain('Missing Information');
    act(() => root.unmount());
    container.remove();
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
      showToast({
        title: 'Quiz Completed!',
        description: 'Redirecting to your results.',
        duration: Infinity,
      });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect($toasts.get()).toHaveLength(0);
  });

  it('announces each toast through a polite live region that was there before it', () => {
    render(<Toaster />);
    const live = screen
      .getByRole('region', { name: 'Notifications (F8)' })
      .querySelector('[aria-live="polite"]');
    expect(live).toBeTruthy();
    act(() => {
      showToast({ title: 'Analysis Failed', description: 'Please try again.', variant: 'destructive' });
    });
    expect(live!.textContent).toContain('Analysis Failed');
    expect(live!.textContent).toContain('Please try again.');
  });

  it('moves focus to the notifications with F8, and Escape there closes the toast', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Saved' });
    });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    });
    const list = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol')!;
    expect(document.activeElement).toBe(list);
    act(() => {
      fireEvent.keyDown(list, { key: 'Escape' });
    });
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismisses on a swipe right past the 50 px threshold, and springs back from a shorter one', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Swipe me', duration: Infinity });
    });
    const toast = screen.getByText('Swipe me').closest('li')!;
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(40px)');
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect($toasts.get()).toHaveLength(1);
    expect(toast.style.transform).toBe('');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 170, pointerId: 1 });
    act(() => {
      fireEvent.pointerUp(toast, { clientX: 170, pointerId: 1 });
    });
    expect($toasts.get()).toHaveLength(0);
  });

  it('holds the timer while the toast is hovered and resumes with the time that was left', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Hold on' });
    });
    act(() => vi.advanceTimersByTime(4000));
    const list = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol')!;
    act(() => {
      fireEvent.pointerEnter(list);
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect($toasts.get()).toHaveLength(1);
    act(() => {
      fireEvent.pointerLeave(list);
    });
    act(() => vi.advanceTimersByTime(900));
    expect($toasts.get()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect($toasts.get()).toHaveLength(0);
  });
});
