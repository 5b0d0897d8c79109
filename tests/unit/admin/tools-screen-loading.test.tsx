// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolsScreen } from '@/admin/screens/tools/ToolsScreen';
import type { CompatibilityTool } from '@/admin/data/types';
import { deferred, fakeData, ONE_OF_TWO_COMPLETE, renderScreen, toolNames, toolRow } from './screen-harness';

afterEach(cleanup);

const ARIES = toolRow('aries', 'Aries compatibility');
const TAURUS = toolRow('taurus', 'Taurus compatibility', false);

describe('the tools screen when its view changes', () => {
  it('never shows the previous view’s list, nor lets a slow older reply overwrite the newer one', async () => {
    const allReplies: ReturnType<typeof deferred<CompatibilityTool[]>>[] = [];
    const attention = deferred<CompatibilityTool[]>();
    const data = fakeData({
      tools: {
        listAll: () => {
          const reply = deferred<CompatibilityTool[]>();
          allReplies.push(reply);
          return reply.promise;
        },
        needingAttention: () => attention.promise,
        stats: async () => ONE_OF_TWO_COMPLETE,
      },
    });
    renderScreen(<ToolsScreen />, data);
    await act(async () => allReplies[0]!.resolve([ARIES, TAURUS]));
    await waitFor(() => expect(toolNames()).toEqual(['Aries compatibility', 'Taurus compatibility']));

    // "Needs attention": until its answer comes, the full list must not pose as the short one.
    fireEvent.click(screen.getByRole('button', { name: 'Needs attention' }));
    expect(toolNames()).toEqual([]);
    expect(screen.getByText('Loading tools…')).toBeTruthy();

    // Back to "All tools" before that (slow) answer: the newer request answers first…
    fireEvent.click(screen.getByRole('button', { name: 'All tools' }));
    await act(async () => allReplies.at(-1)!.resolve([ARIES, TAURUS]));
    await waitFor(() => expect(toolNames()).toEqual(['Aries compatibility', 'Taurus compatibility']));
    // …and the older one, arriving last, must not replace it.
    await act(async () => attention.resolve([TAURUS]));
    expect(screen.getByRole('button', { name: 'All tools' }).getAttribute('aria-pressed')).toBe('true');
    expect(toolNames()).toEqual(['Aries compatibility', 'Taurus compatibility']);
  });
});
