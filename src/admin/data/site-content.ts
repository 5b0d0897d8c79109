import type { z } from 'zod';
import {
  REPOSITORY_ARTICLES_PATH,
  repositoryArticlesFileSchema,
  type RepositoryArticle,
} from '@/lib/blog/repository-articles';
import { REPOSITORY_CATEGORIES_PATH, repositoryCategoriesFileSchema } from '@/lib/blog/repository-categories';
import { CALCULATOR_PAGES_PATH, calculatorPagesFileSchema } from '@/lib/calculators/tool-content';
import type { ReadOptions, SiteContentService } from './interfaces';

/**
 * The build's own files the admin reads, the same in both modes (docs/admin.md#the-repositorys-articles). They
 * cannot change while the page is open (a new build is a new page), so each is read once and
 * kept; a failed or abandoned read is tried again next time.
 */
export function createSiteContent(fetchFile: typeof fetch = (...args) => fetch(...args)): SiteContentService {
  const kept = new Map<string, unknown>();

  async function read<S extends z.ZodType>(
    path: string,
    schema: S,
    what: string,
    { signal }: ReadOptions,
  ): Promise<z.infer<S>> {
    if (kept.has(path)) return kept.get(path) as z.infer<S>;
    let response: Response;
    try {
      response = await fetchFile(path, {
        headers: { accept: 'application/json' },
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new Error(`${what} could not be loaded: the site did not answer.`);
    }
    const parsed = schema.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!parsed.success)
      throw new Error(
        response.ok
          ? `${what} could not be read: the build's file is not in the expected form.`
          : `${what} could not be loaded: the site answered ${response.status}.`,
      );
    kept.set(path, parsed.data);
    return parsed.data;
  }

  return {
    async repositoryArticles(options = {}): Promise<RepositoryArticle[]> {
      const file = await read(
        REPOSITORY_ARTICLES_PATH,
        repositoryArticlesFileSchema,
        "The repository's articles",
        options,
      );
      return file.articles;
    },
    async repositoryCategories(options = {}) {
      const file = await read(
        REPOSITORY_CATEGORIES_PATH,
        repositoryCategoriesFileSchema,
        "The repository's categories",
        options,
      );
      return file.categories;
    },
    async calculatorPages(options = {}) {
      const file = await read(
        CALCULATOR_PAGES_PATH,
        calculatorPagesFileSchema,
        "The calculator pages' built-in content",
        options,
      );
      return new Map(file.pages.map((page) => [page.key, page]));
    },
  };
}
