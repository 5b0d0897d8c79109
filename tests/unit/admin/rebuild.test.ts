import { describe, expect, it } from 'vitest';
import { rebuildNote } from '../../../src/admin/lib/rebuild';

describe('the rebuild note shown after a public change', () => {
  it('says the site is rebuilding, or that no hook is set, as a plain note', () => {
    expect(rebuildNote({ status: 'requested' }, 'blog')).toEqual({ description: 'The blog is rebuilding; the change is live in a few minutes.', variant: 'default' });
    expect(rebuildNote({ status: 'not-configured' }, 'settings')).toEqual({
      description: 'No deploy hook is set, so the public pages show them after the next build.',
      variant: 'default',
    });
  });

  it('shows a failed hook as an error with its reason, never as "no hook is set"', () => {
    const note = rebuildNote({ status: 'failed', message: 'The deploy hook answered 500' }, 'tools');
    expect(note.variant).toBe('destructive');
    expect(note.description).toBe('The site was not rebuilt: The deploy hook answered 500. The calculator pages show the change after the next build.');
    expect(note.description).not.toContain('No deploy hook');
  });
});
