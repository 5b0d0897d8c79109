// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolsScreen } from '@/admin/screens/tools/ToolsScreen';
import { MediaScreen } from '@/admin/screens/MediaScreen';
import type { ReadOptions } from '@/admin/data/interfaces';
import type { CompatibilityTool, MediaItem } from '@/admin/data/types';
import { deferred, fakeData, ONE_OF_TWO_COMPLETE, renderScreen, toolNames, toolRow } from './screen-harness';

/**
 * The admin's one data-loading pattern (src/admin/data/queries.ts), seen from a screen: answers
 * that arrive out of order, a screen that is left while it loads, and a change that reloads
 * what it touched.
 */
afterEach(cleanup);

const ARIES = toolRow('aries', 'Aries compatibility');
const ARIES_LEO = toolRow('aries-leo', 'Aries and Leo', false);

describe('a search typed faster than the server answers', () => {
  it('shows the newest term’s answer, even when an older term’s answer arrives after it', async () => {
    const replies = new Map<string, ReturnType<typeof deferred<CompatibilityTool[]>>>();
    const data = fakeData({
      tools: {
        listAll: async () => [ARIES, ARIES_LEO],
        stats: async () => ONE_OF_TWO_COMPLETE,
        search: (text: string) => {
          const reply = deferred<CompatibilityTool[]>();
          replies.set(text, reply);
          return reply.promise;
        },
      },
    });
    renderScreen(<ToolsScreen />, data);
    await screen.findByText('Aries and Leo');
    const box = screen.getByRole('searchbox', { name: 'Search active tools' });
    fireEvent.change(box, { target: { value: 'aries' } });
    fireEvent.change(box, { target: { value: 'aries and' } });
    await waitFor(() => expect([...replies.keys()]).toEqual(['aries', 'aries and']));

    await act(async () => replies.get('aries and')!.resolve([ARIES_LEO]));
    await waitFor(() => expect(toolNames()).toEqual(['Aries and Leo']));
    await act(async () => replies.get('aries')!.resolve([ARIES, ARIES_LEO]));
    expect(toolNames()).toEqual(['Aries and Leo']);
  });
});

describe('leaving a screen while it loads', () => {
  it('aborts every request the screen was still waiting for', async () => {
    const signals: AbortSignal[] = [];
    const hang = (options?: ReadOptions) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise<never>(() => {});
    };
    const data = fakeData({ tools: { listAll: hang, stats: hang } });
    const view = renderScreen(<ToolsScreen />, data);
    expect(screen.getByText('Loading tools…')).toBeTruthy();
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.some((signal) => signal.aborted)).toBe(false);

    view.unmount();
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});

describe('a change', () => {
  it('reloads the view on show after it finishes, not the one it was started from', async () => {
    const batch = deferred<{ successes: { id: string }[]; failures: [] }>();
    const listAll = vi.fn(async () => [ARIES, ARIES_LEO]);
    const needingAttention = vi.fn(async () => [ARIES_LEO]);
    const stats = vi.fn(async () => ONE_OF_TWO_COMPLETE);
    const data = fakeData({
      tools: { listAll, needingAttention, stats, batchUpdate: () => batch.promise },
      deploy: { requestRebuild: async () => ({ status: 'not-configured' as const }) },
    });
    renderScreen(<ToolsScreen />, data);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Aries compatibility' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));

    // While the change is on its way, the editor moves to "Needs attention".
    fireEvent.click(screen.getByRole('button', { name: 'Needs attention' }));
    await waitFor(() => expect(toolNames()).toEqual(['Aries and Leo']));
    const before = { all: listAll.mock.calls.length, attention: needingAttention.mock.calls.length };

    await act(async () => batch.resolve({ successes: [{ id: 'aries' }], failures: [] }));
    await waitFor(() => expect(needingAttention.mock.calls.length).toBe(before.attention + 1));
    expect(stats).toHaveBeenCalledTimes(2);
    // The list on show is still the one asked for.
    expect(screen.getByRole('button', { name: 'Needs attention' }).getAttribute('aria-pressed')).toBe('true');
    expect(toolNames()).toEqual(['Aries and Leo']);
  });
});

describe('a change made while the screen is still on its first load', () => {
  it('shows what the change stored, not the first answer, which was read before it', async () => {
    // The first read of the library started before the upload and answers after it (the local
    // preview's media list did this about one run in three).
    const stored: MediaItem[] = [];
    const firstRead = deferred<MediaItem[]>();
    const list = vi.fn((): Promise<MediaItem[]> =>
      list.mock.calls.length === 1 ? firstRead.promise : Promise.resolve([...stored]),
    );
    const moon: MediaItem = {
      path: 'moon-abcdefabcdef.png',
      url: 'blob:moon',
      publicUrl: null,
      alt: '',
      size: 68,
      created_at: '2026-12-01T00:00:00Z',
    };
    const data = fakeData({
      media: {
        list,
        upload: async () => {
          stored.push(moon);
          return moon;
        },
      },
      activity: { record: async () => {} },
    });
    renderScreen(<MediaScreen />, data);
    const snapshot = [...stored];
    fireEvent.change(screen.getByLabelText('Images to upload'), {
      target: { files: [new File(['png'], 'moon.png', { type: 'image/png' })] },
    });
    await screen.findByText('Uploaded');

    await act(async () => firstRead.resolve(snapshot));
    expect(await screen.findByText('moon-abcdefabcdef.png')).toBeTruthy();
    expect(screen.queryByText(/^No images yet/)).toBeNull();
  });
});
