import { beforeAll } from 'vitest';
import { forgetMemoryWindows } from '@/lib/http/rate-limit';

// The per-client limits' memory windows (src/lib/http/rate-limit.ts) live in the shared module
// cache too: each file starts with none used, whatever the files before it called.
beforeAll(() => forgetMemoryWindows());

// Test files share their worker (isolate: false in vitest.config.ts), and so does a DOM
// environment: markup one file writes into document.body would still be there when the next
// file's queries search the page. Each file starts on an empty page.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
