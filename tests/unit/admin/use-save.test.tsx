// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSave } from '@/admin/ui/useSave';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { $toasts } from '@/lib/toast/store';
import { navigate } from '@/admin/router';

afterEach(cleanup);
beforeEach(() => $toasts.set([]));

function withQueries(client = new QueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

/** A save that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSave, the admin’s one way to save', () => {
  it('is busy while the save runs, ignores a second press, reloads what it changed and says it saved', async () => {
    const { client, wrapper } = withQueries();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const pending = deferred<{ title: string }>();
    const save = vi.fn(() => pending.promise);
    const onSaved = vi.fn();
    const { result } = renderHook(
      () =>
        useSave<void, { title: string }>({
          save,
          invalidates: [['articles'], ['activity']],
          saved: (stored) => `Saved “${stored.title}”`,
          onSaved,
          failed: 'Not saved',
        }),
      { wrapper },
    );
    let first!: Promise<{ title: string } | null>;
    let second!: Promise<{ title: string } | null>;
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    expect(await second).toBeNull();
    await vi.waitFor(() => expect(result.current.busy).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve({ title: 'Venus' });
      await first;
    });
    expect(await first).toEqual({ title: 'Venus' });
    await vi.waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.last).toEqual({ title: 'Venus' });
    expect(onSaved).toHaveBeenCalledWith({ title: 'Venus' }, undefined);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['articles'], ['activity']]);
    expect($toasts.get()[0]).toMatchObject({ title: 'Saved “Venus”' });
  });

  it('says a failure in a toast with the reason, and resolves to null instead of throwing', async () => {
    const { wrapper } = withQueries();
    const { result } = renderHook(
      () =>
        useSave({
          save: async (name: string) => {
            throw new Error(`No room for ${name}.`);
          },
          failed: (name) => `${name} was not saved`,
        }),
      { wrapper },
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run('The plan');
    });
    expect(outcome).toBeNull();
    expect($toasts.get()[0]).toMatchObject({
      title: 'The plan was not saved',
      description: 'No room for The plan.',
      variant: 'destructive',
    });
    await vi.waitFor(() => expect(result.current.error).toBe('No room for The plan.'));
  });

  it('leaves an inline failure to the form: no toast, the message in error until reset', async () => {
    const { wrapper } = withQueries();
    const { result } = renderHook(
      () =>
        useSave({
          save: async () => {
            throw new Error('');
          },
          failed: { inline: 'The test could not run.' },
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect($toasts.get()).toEqual([]);
    await vi.waitFor(() => expect(result.current.error).toBe('The test could not run.'));
    act(() => result.current.reset());
    await vi.waitFor(() => expect(result.current.error).toBeNull());
  });
});

describe('useUnsaved, the admin’s one test for unsaved work', () => {
  it('compares field by field: key order and equal arrays are no change, a changed field is', () => {
    const saved = { title: 'Moon', tags: ['a', 'b'], seo: { title: 't', description: 'd' } };
    const { result, rerender } = renderHook(({ form }) => useUnsaved(form, saved), {
      initialProps: { form: { seo: { description: 'd', title: 't' }, tags: ['a', 'b'], title: 'Moon' } },
    });
    expect(result.current).toBe(false);
    rerender({ form: { ...saved, tags: ['a', 'b', 'c'] } });
    expect(result.current).toBe(true);
  });

  it('asks before an admin link drops the change, and stops asking once it is saved', () => {
    history.replaceState(null, '', '/admin/settings');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { rerender } = renderHook(({ form }) => useUnsaved(form, { rating: '4.8' }), {
      initialProps: { form: { rating: '4.2' } },
    });
    expect(navigate('/admin/media')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    rerender({ form: { rating: '4.8' } });
    expect(navigate('/admin/media')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
