import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext } from '@/admin/context';
import type { AdminData } from '@/admin/data/interfaces';
import type { CompatibilityTool, ToolStats } from '@/admin/data/types';
import { createAdminQueryClient } from '@/admin/data/queries';
import { createSiteContent } from '@/admin/data/site-content';
import { buildFileReply } from './fixtures/build-files';

/** A promise the test settles by hand: replies arrive in whatever order the test chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Only the parts of the data layer a test touches; the rest fails loudly when called. */
export type PartialData = { [K in keyof AdminData]?: Partial<AdminData[K]> };

export function fakeData(parts: PartialData): AdminData {
  const missing = (name: string) => () => {
    throw new Error(`The test gave the screen no ${name}`);
  };
  const section = <K extends keyof AdminData>(name: K): AdminData[K] =>
    new Proxy((parts[name] ?? {}) as object, {
      get: (target, key) =>
        (target as Record<PropertyKey, unknown>)[key] ?? missing(`${name}.${String(key)}`),
    }) as AdminData[K];
  return {
    kind: 'local-preview',
    auth: section('auth'),
    articles: section('articles'),
    categories: section('categories'),
    media: section('media'),
    tools: section('tools'),
    settings: section('settings'),
    activity: section('activity'),
    deploy: section('deploy'),
    // The build's own files, from the fixture unless the test gives its own.
    site: parts.site
      ? section('site')
      : createSiteContent(async (input) => buildFileReply(input) ?? Response.error()),
    serviceStatus: (parts.serviceStatus as AdminData['serviceStatus']) ?? missing('serviceStatus'),
  };
}

/**
 * One admin screen with the given data layer, signed in as an admin, inside the same query
 * cache the signed-in admin app gives its screens (src/admin/SignedInApp.tsx).
 */
export function renderScreen(element: ReactElement, data: AdminData) {
  const queryClient = createAdminQueryClient();
  const user = { id: 'admin-1', email: 'admin@preview.local', name: 'Admin', role: 'admin' as const };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AdminContext.Provider value={{ data, user, refreshUser: async () => {} }}>
        {element}
      </AdminContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A tools row; a complete one has the headline, cover and SEO text a page needs. */
export const toolRow = (id: string, name: string, complete = true): CompatibilityTool => ({
  id,
  name,
  headline: complete ? 'A headline' : null,
  subheadline: null,
  cover_photo: complete ? '/cover.webp' : null,
  seo_content: complete ? 'Some content' : null,
  keywords: null,
  is_active: true,
  updated_at: '2026-11-01T00:00:00Z',
});

/** The statistics of two tools, one complete and one not. */
export const ONE_OF_TWO_COMPLETE: ToolStats = {
  total: 2,
  configured: 1,
  withImages: 1,
  withContent: 1,
  pending: 1,
};

/** The tool names the tools screen lists, in order (each card's heading). */
export const toolNames = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
