import { beforeAll } from 'vitest';

// Test files share their worker (isolate: false in vitest.config.ts), and so does a DOM
// environment: markup one file writes into document.body would still be there when the next
// file's queries search the page. Each file starts on an empty page.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
