import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { messageOf } from '../context';
import { showToast } from '@/lib/toast/store';
import { reloadAfterChange } from '../data/queries';

/**
 * How a screen says a save went (docs/admin.md#saving): `saved` is the success toast's title (or
 * built from what was stored); leave it out when `onSaved` says it itself (a public change, whose
 * toast tells how the rebuild went). `failed` is the failure toast's title, or `inline` for a form
 * that shows the message next to its fields (read it from `error`).
 */
/** A toast's title, or its title and description. */
type Said = string | { title: string; description: string };

export interface SaveOptions<Input, Result> {
  /** The write itself. */
  save: (input: Input) => Promise<Result>;
  /** What the write changes: every query under these keys reloads after it. */
  invalidates?: readonly QueryKey[];
  saved?: Said | ((result: Result, input: Input) => Said);
  /** After a save went through: update the form, record the activity, announce a public change. */
  onSaved?: (result: Result, input: Input) => void | Promise<void>;
  failed: string | ((input: Input) => string) | { inline: string };
}

export interface Saving<Input, Result> {
  /** Saves; resolves to what was stored, or null when it failed (already said). Never rejects. */
  run: (input: Input) => Promise<Result | null>;
  /** A save is under way: the screen's Save button waits. */
  busy: boolean;
  /** The last failure's message (a form with `failed: { inline }` shows it itself). */
  error: string | null;
  /** What the last save that went through stored (a test's report), or null. */
  last: Result | null;
  /** Forgets the last failure (a form that was changed again). */
  reset: () => void;
}

/**
 * The admin's one way to save (docs/admin.md#saving): TanStack Query's `useMutation` keeps the
 * busy state, a second press while one save runs is ignored, the cache reloads what the write
 * changed, and success and failure are said the same way on every editor.
 */
export function useSave<Input = void, Result = unknown>(
  options: SaveOptions<Input, Result>,
): Saving<Input, Result> {
  const queryClient = useQueryClient();
  const mutation = useMutation<Result, Error, Input>({
    mutationFn: async (input) => {
      const result = await options.save(input);
      await options.onSaved?.(result, input);
      return result;
    },
    onSuccess: (result, input) => {
      void reloadAfterChange(queryClient, options.invalidates ?? []);
      const said = typeof options.saved === 'function' ? options.saved(result, input) : options.saved;
      if (said) showToast(typeof said === 'string' ? { title: said } : said);
    },
  });
  const { mutateAsync, reset } = mutation;
  const { failed } = options;
  // Set at once (the mutation's own state shows only after the next render): a double press saves once.
  const running = useRef(false);
  const run = useCallback(
    async (input: Input): Promise<Result | null> => {
      if (running.current) return null;
      running.current = true;
      try {
        return await mutateAsync(input);
      } catch (error) {
        if (typeof failed !== 'object')
          showToast({
            title: typeof failed === 'function' ? failed(input) : failed,
            description: messageOf(error, 'Try again in a moment.'),
            variant: 'destructive',
          });
        return null;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync, failed],
  );
  const error = mutation.error
    ? messageOf(mutation.error, typeof failed === 'object' ? failed.inline : 'Try again in a moment.')
    : null;
  return { run, busy: mutation.isPending, error, last: mutation.data ?? null, reset };
}
