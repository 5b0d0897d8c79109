import type { RebuildOutcome } from '../data/interfaces';

/** Which public pages a change shows on, for the words of the rebuild note. */
export type RebuildScope = 'blog' | 'tools' | 'settings';

const LIVE: Record<RebuildScope, string> = {
  blog: 'The blog is rebuilding; the change is live in a few minutes.',
  tools: 'The site is rebuilding; the calculator pages show the change in a few minutes.',
  settings: 'The site is rebuilding; the public pages show them in a few minutes.',
};

const LATER: Record<RebuildScope, string> = {
  blog: 'the blog shows it after the next build.',
  tools: 'the calculator pages show the change after the next build.',
  settings: 'the public pages show them after the next build.',
};

/** The toast's description and tone for a rebuild outcome: a failed hook is an error, never "not set". */
export function rebuildNote(outcome: RebuildOutcome, scope: RebuildScope): { description: string; variant: 'default' | 'destructive' } {
  switch (outcome.status) {
    case 'requested':
      return { description: LIVE[scope], variant: 'default' };
    case 'not-configured':
      return { description: `No deploy hook is set, so ${LATER[scope]}`, variant: 'default' };
    case 'failed': {
      const reason = /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.`;
      return { description: `The site was not rebuilt: ${reason} ${LATER[scope][0]!.toUpperCase()}${LATER[scope].slice(1)}`, variant: 'destructive' };
    }
  }
}
