import type { AdminData, ServiceStatusReport, ToolsRepository } from '../interfaces';
import { getJson } from '@/lib/http/api-client';
import type { ActivityEntry, Article, Category, CompatibilityTool, MediaItem, SiteSettings } from '../types';
import { createLocalAuth } from './auth';
import { createSiteContent } from '../site-content';
import { missingToolContent, toolStats } from '@/lib/calculators/tool-content';
import { seedArticles, seedCategories, seedSettings, seedTools } from './seed';
import { newId, readJson, settle, writeJson } from './store';
import { deleteImage, imageUrl, putImage } from './image-store';
import { uploadFileName } from '@/lib/supabase/upload';
import { checkImageFile } from '@/lib/media/image-file';
import { categoryInUse, recordMessages, RECORDS, slugTaken } from '@/lib/admin/record-rules';
import { requireRight } from './rights';
import { pageArticles, withMarkdownRule } from '../article-query';
import { nextSortOrder } from '@/admin/lib/category-order';
import { checkedArticleChanges, checkedArticleInput } from '@/lib/blog/article-schema';
import { checkedSiteSettings } from '@/lib/site-settings/schema';
import { settleBatch } from '@/lib/supabase/repositories/compatibility-tools';

const now = () => new Date().toISOString();

/**
 * A library record as the preview keeps it: the file itself is in IndexedDB (image-store.ts), so
 * `url` is empty, except in records kept by older previews, which held the image as a data: address.
 */
type StoredImage = Omit<MediaItem, 'publicUrl'>;

function collection<T>(key: string, seed: () => T[]) {
  return {
    all: () => readJson<T[]>(key, seed),
    save: (rows: T[]) => writeJson(key, rows),
  };
}

function createActivity() {
  const log = collection<ActivityEntry>('activity', () => []);
  return {
    async recent(limit: number) {
      return settle(log.all().slice(0, limit));
    },
    async record(text: string) {
      log.save([{ at: now(), text }, ...log.all()].slice(0, 50));
    },
  };
}

function createTools(): ToolsRepository {
  const store = collection<CompatibilityTool>('tools', seedTools);
  const byName = (a: CompatibilityTool, b: CompatibilityTool) => a.name.localeCompare(b.name);
  const repo: ToolsRepository = {
    async listActive() {
      return settle(
        store
          .all()
          .filter((tool) => tool.is_active)
          .sort(byName),
      );
    },
    async listAll() {
      return settle(store.all().sort(byName));
    },
    async getById(id) {
      return settle(store.all().find((tool) => tool.id === id && tool.is_active) ?? null);
    },
    async update(id, changes) {
      const rows = store.all();
      const index = rows.findIndex((tool) => tool.id === id);
      if (index < 0) throw new Error('Failed to update compatibility tool');
      const updated = { ...rows[index]!, ...changes, updated_at: now() };
      rows[index] = updated;
      store.save(rows);
      return settle(updated);
    },
    batchUpdate: (updates) => settleBatch(updates, repo.update),
    async search(text) {
      const needle = text.trim().toLowerCase();
      return settle(
        store
          .all()
          .filter((tool) => tool.is_active)
          .filter((tool) =>
            [tool.name, tool.headline, tool.keywords].some((field) =>
              (field ?? '').toLowerCase().includes(needle),
            ),
          )
          .sort(byName),
      );
    },
    async stats({ defaults = new Map() } = {}) {
      return settle(toolStats(store.all(), defaults));
    },
    async exportData() {
      const tools = store.all().sort(byName);
      return settle({ exportDate: now(), version: '1.0' as const, toolsCount: tools.length, tools });
    },
    async needingAttention({ defaults = new Map() } = {}) {
      return settle(
        store
          .all()
          .filter((tool) => tool.is_active && missingToolContent(tool, defaults.get(tool.id)).length > 0)
          .sort(byName),
      );
    },
  };
  return repo;
}

export function createLocalPreviewData(): AdminData {
  const articles = collection<Article>('articles', seedArticles);
  const categories = collection<Category>('categories', seedCategories);
  const media = collection<StoredImage>('media', () => []);
  const activity = createActivity();

  return {
    kind: 'local-preview',
    auth: createLocalAuth(),
    activity,
    articles: {
      async list() {
        return settle(articles.all());
      },
      async listPage(query) {
        return settle(pageArticles(articles.all(), query));
      },
      async get(id) {
        return settle(articles.all().find((article) => article.id === id) ?? null);
      },
      async findBySlug(slug) {
        return settle(articles.all().find((article) => article.slug === slug) ?? null);
      },
      async create(input) {
        requireRight('articles', 'insert', RECORDS.article);
        if (slugTaken(articles.all(), input.slug)) throw new Error(RECORDS.article.taken);
        const article: Article = {
          content_markdown: null,
          ...checkedArticleInput(input),
          id: newId(),
          created_at: now(),
          updated_at: now(),
        };
        articles.save([article, ...articles.all()]);
        return settle(article);
      },
      async update(id, input) {
        requireRight('articles', 'update', RECORDS.article);
        const rows = articles.all();
        const index = rows.findIndex((article) => article.id === id);
        if (index < 0) throw new Error(recordMessages.notChanged(RECORDS.article));
        if (input.slug && slugTaken(rows, input.slug, id)) throw new Error(RECORDS.article.taken);
        const updated = {
          ...rows[index]!,
          ...checkedArticleChanges(withMarkdownRule(input)),
          updated_at: now(),
        };
        rows[index] = updated;
        articles.save(rows);
        return settle(updated);
      },
      async remove(id) {
        requireRight('articles', 'delete', RECORDS.article);
        const rows = articles.all();
        if (!rows.some((article) => article.id === id))
          throw new Error(recordMessages.notDeleted(RECORDS.article));
        articles.save(rows.filter((article) => article.id !== id));
        await settle(null);
      },
    },
    categories: {
      async list() {
        return settle([...categories.all()].sort((a, b) => a.sort_order - b.sort_order));
      },
      async create(input) {
        requireRight('categories', 'insert', RECORDS.category);
        const rows = categories.all();
        if (slugTaken(rows, input.slug)) throw new Error(RECORDS.category.taken);
        const category: Category = {
          ...input,
          id: newId(),
          sort_order: nextSortOrder(rows.map((row) => row.sort_order)),
          created_at: now(),
          updated_at: now(),
        };
        categories.save([...rows, category]);
        return settle(category);
      },
      async update(id, input) {
        requireRight('categories', 'update', RECORDS.category);
        const rows = categories.all();
        const index = rows.findIndex((category) => category.id === id);
        if (index < 0) throw new Error(recordMessages.notChanged(RECORDS.category));
        if (input.slug && slugTaken(rows, input.slug, id)) throw new Error(RECORDS.category.taken);
        const updated = { ...rows[index]!, ...input, updated_at: now() };
        rows[index] = updated;
        categories.save(rows);
        return settle(updated);
      },
      async remove(id) {
        requireRight('categories', 'delete', RECORDS.category);
        // The database refuses this too (articles.category_id references categories).
        const used = articles.all().filter((article) => article.category_id === id).length;
        if (used > 0) throw new Error(categoryInUse(used));
        const rows = categories.all();
        if (!rows.some((category) => category.id === id))
          throw new Error(recordMessages.notDeleted(RECORDS.category));
        categories.save(rows.filter((category) => category.id !== id));
        await settle(null);
      },
    },
    media: {
      async list() {
        // Kept in this browser only: there is no public address to copy (docs/admin.md#media).
        const rows = media.all();
        const shown = await Promise.all(
          rows.map(async (item) => ({
            ...item,
            url: item.url || (await imageUrl(item.path)),
            publicUrl: null,
          })),
        );
        return settle(shown);
      },
      async upload(file, alt, onProgress) {
        // The same check as the Supabase upload: name, size and the bytes themselves.
        requireRight('media', 'insert', RECORDS.image);
        const checked = await checkImageFile(file);
        if (!checked.ok) throw new Error(checked.problem);
        onProgress?.(0.1);
        const path = uploadFileName(file.name);
        await putImage(path, file);
        const item: StoredImage = { path, url: '', alt, size: file.size, created_at: now() };
        try {
          media.save([item, ...media.all()]);
        } catch (error) {
          await deleteImage(path).catch(() => undefined);
          throw error;
        }
        onProgress?.(1);
        return { ...item, url: await imageUrl(path), publicUrl: null };
      },
      async updateAlt(path, alt) {
        requireRight('media', 'update', RECORDS.image);
        media.save(media.all().map((item) => (item.path === path ? { ...item, alt } : item)));
        await settle(null);
      },
      async remove(path) {
        requireRight('media', 'delete', RECORDS.image);
        media.save(media.all().filter((item) => item.path !== path));
        await deleteImage(path).catch(() => undefined);
        await settle(null);
      },
    },
    tools: createTools(),
    settings: {
      async load() {
        // Settings saved before a group existed (the social profiles) get that group's defaults.
        const defaults = seedSettings();
        const saved = readJson<Partial<SiteSettings>>('settings', seedSettings);
        return settle({
          figures: { ...defaults.figures, ...saved.figures },
          portal: { ...defaults.portal, ...saved.portal },
          social: { ...defaults.social, ...saved.social },
        });
      },
      async save(settings) {
        writeJson('settings', checkedSiteSettings(settings));
        await settle(null);
      },
    },
    site: createSiteContent(),
    deploy: {
      async requestRebuild() {
        // No host to rebuild in the preview; the activity log records the request instead.
        await activity.record('Site rebuild requested (local preview: no deploy hook is called)');
        return { status: 'browser-only' as const };
      },
    },
    serviceStatus(test, { signal } = {}) {
      // The preview has no signed-in backend session: the server answers what it can without one.
      return getJson<ServiceStatusReport>(test ? '/api/admin-status?test=1' : '/api/admin-status', {
        signal,
        networkMessage: 'The status function could not be reached. Check your connection and try again.',
      });
    },
  };
}
