/**
 * Test-only Node preload for the Supabase-mode end-to-end build (scripts/test.mjs runs that one
 * `astro build` with NODE_OPTIONS="--import <this file>"). With Supabase configured the build
 * reads PostgREST (published articles and categories, compatibility_tools overrides, site
 * settings), and a failed blog read fails the build on purpose; there is no network here, so
 * this answers requests to the made-up project with recorded PostgREST replies instead of
 * giving production code a test seam. Any other host goes to the real fetch.
 */
import { builtCategoryRow, E2E_SUPABASE_URL, publishedArticleRow } from './supabase-project.ts';

const realFetch = globalThis.fetch;
const project = new URL(E2E_SUPABASE_URL).origin;
const answered: string[] = [];

/** The rows a PostgREST read gets: the recorded article and category on the first page, otherwise none. */
function rowsFor(url: URL): unknown[] {
  if (Number(url.searchParams.get('offset') ?? 0) > 0) return [];
  if (url.pathname === '/rest/v1/published_articles') return [publishedArticleRow];
  if (url.pathname === '/rest/v1/categories') return [builtCategoryRow];
  return [];
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== project) return realFetch(input, init);
  answered.push(url.pathname);
  const rows = rowsFor(url);
  // PostgREST's list reply: JSON rows and the range it covers (total unknown without count=exact).
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-range': rows.length ? `0-${rows.length - 1}/*` : '*/*',
    },
  });
};

// The build log says what the build read, so a read that moved or vanished shows up.
process.once('exit', () => {
  if (answered.length > 0)
    console.log(
      `[supabase-build-fetch] answered ${answered.length} read(s) of ${project}: ${[...new Set(answered)].join(', ')}`,
    );
});
