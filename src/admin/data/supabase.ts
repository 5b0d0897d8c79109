import { getBrowserClient, type AstrelleClient } from '@/lib/supabase/client';
import type { AuthStore } from '@/lib/supabase/auth-store';
import { getBrowserAuthStore } from '@/lib/supabase/browser-auth';
import { compatibilityToolsRepository } from '@/lib/supabase/repositories/compatibility-tools';
import { deleted, found, inserted, listed, updated } from '@/lib/supabase/repositories/replies';
import { withSignal } from '@/lib/supabase/with-signal';
import { articleListRepository } from '@/lib/supabase/repositories/articles';
import { searchTerm, withMarkdownRule } from './article-query';
import { categoryInUse, recordMessages, RECORDS } from '@/lib/admin/record-rules';
import { removeImage, uploadToLibrary } from '@/lib/supabase/upload';
import type { Tables } from '@/lib/supabase/database.types';
import type { Json } from '@/lib/supabase/database.types';
import type { AdminData, AuthService, ServiceStatusReport } from './interfaces';
import type { AdminUser, Article, MediaItem, SiteSettings } from './types';
import { seedSettings } from './local/seed';
import { requestRebuild } from './deploy';
import { bearer, getJson } from '@/lib/http/api-client';
import { sessionToken } from './access-token';
import { createSiteContent } from './site-content';
import { nextSortOrder } from '../lib/category-order';
import { checkedArticleChanges, checkedArticleInput } from '@/lib/blog/article-schema';
import { checkedSiteSettings, PUBLIC_SETTING_KEYS } from '@/lib/site-settings/schema';

/** How each saved settings row is described in the table. */
const SETTING_DESCRIPTIONS = {
  figures: 'Marketing figures',
  portal: 'Portal addresses',
  social: 'Social profiles',
} as const;

/**
 * The admin's data on Supabase: a thin adapter from the backend's auth store and repositories
 * (src/lib/supabase/) onto the interfaces the screens use. Row Level Security decides who may
 * write; this file only reshapes rows.
 */
export async function createSupabaseAdminData(): Promise<AdminData> {
  const client = getBrowserClient();
  if (!client)
    throw new Error('Sign-in is not available: the Supabase backend is not configured for this site.');
  const tools = compatibilityToolsRepository(client);
  const articleList = articleListRepository(client);
  // Typed queries on each table (column names and rows checked by the compiler); replies.ts says what a reply means.
  const articles = () => client.from('articles');
  const categories = () => client.from('categories');
  const media = () => client.from('media');
  const settingRows = () => client.from('site_settings');
  const now = () => new Date().toISOString();
  const mediaRow = async (path: string) =>
    listed(await media().select('*').eq('storage_path', path).range(0, 0), RECORDS.image).rows[0] ?? null;
  // The page's one auth store (docs/admin.md#sessions: session events; supabase-js refreshes the session).
  const store = getBrowserAuthStore();

  return {
    kind: 'supabase',
    auth: authAdapter(store),
    articles: {
      async list({ signal } = {}) {
        const reply = await withSignal(
          articles().select('*').order('updated_at', { ascending: false }),
          signal,
        );
        return listed(reply, RECORDS.article).rows.map(toArticle);
      },
      async listPage(query, { signal } = {}) {
        const { rows, total } = await articleList.listPage({
          search: searchTerm(query.search),
          status: query.status || undefined,
          categoryId: query.categoryId || undefined,
          sort: query.sort ?? 'updated',
          offset: query.offset,
          limit: query.limit,
          signal,
        });
        return {
          rows: rows.map((row) => ({ ...row, tags: row.tags ?? [], status: articleStatus(row.status) })),
          total,
        };
      },
      async get(id, { signal } = {}) {
        const row = found(
          await withSignal(articles().select('*').eq('id', id), signal).single(),
          RECORDS.article,
        );
        return row ? toArticle(row) : null;
      },
      async findBySlug(slug) {
        const { rows } = listed(await articles().select('*').eq('slug', slug).range(0, 0), RECORDS.article);
        return rows[0] ? toArticle(rows[0]) : null;
      },
      async create(input) {
        const reply = await articles().insert(checkedArticleInput(input)).select().single();
        return toArticle(inserted(reply, RECORDS.article));
      },
      async update(id, input) {
        const changes = { ...checkedArticleChanges(withMarkdownRule(input)), updated_at: now() };
        const reply = await articles().update(changes).eq('id', id).select().single();
        return toArticle(updated(reply, RECORDS.article));
      },
      async remove(id) {
        deleted(await articles().delete().eq('id', id).select('id'), RECORDS.article);
      },
    },
    categories: {
      async list({ signal } = {}) {
        const reply = await withSignal(
          categories().select('*').order('sort_order', { ascending: true }),
          signal,
        );
        return listed(reply, RECORDS.category).rows;
      },
      async create(input) {
        // After the last one: a count would repeat an order still in use once a category is deleted.
        const last = listed(
          await categories().select('sort_order').order('sort_order', { ascending: false }).range(0, 0),
          RECORDS.category,
        );
        const sort_order = nextSortOrder(last.rows.map((row) => row.sort_order));
        return inserted(
          await categories()
            .insert({ ...input, sort_order })
            .select()
            .single(),
          RECORDS.category,
        );
      },
      async update(id, input) {
        const reply = await categories()
          .update({ ...input, updated_at: now() })
          .eq('id', id)
          .select()
          .single();
        return updated(reply, RECORDS.category);
      },
      async remove(id) {
        // The foreign key refuses too (on delete restrict); asking first gives the count.
        const { total } = listed(
          await articles().select('id', { count: 'exact' }).eq('category_id', id).range(0, 0),
          RECORDS.article,
        );
        if (total > 0) throw new Error(categoryInUse(total));
        deleted(await categories().delete().eq('id', id).select('id'), RECORDS.category);
      },
    },
    media: {
      async list({ signal } = {}) {
        const reply = await withSignal(media().select('*').order('created_at', { ascending: false }), signal);
        return listed(reply, RECORDS.image).rows.map((row) => toMedia(client, row));
      },
      async upload(file, alt, onProgress) {
        onProgress?.(0.05);
        const row = await uploadToLibrary(client, file, alt);
        onProgress?.(1);
        return toMedia(client, row);
      },
      async updateAlt(path, alt) {
        const row = await mediaRow(path);
        if (row)
          updated(
            await media().update({ alt, updated_at: now() }).eq('id', row.id).select().single(),
            RECORDS.image,
          );
      },
      async remove(path) {
        const row = await mediaRow(path);
        // The library row first: Row Level Security refuses it to editors before any file is touched.
        if (row) deleted(await media().delete().eq('id', row.id).select('id'), RECORDS.image);
        // Storage answers 200 with an empty list when the file is missing or hidden from this caller.
        const removed = await removeImage(client, path);
        if (!row && removed === 0) throw new Error(recordMessages.notDeleted(RECORDS.image));
      },
    },
    tools: {
      listActive: () => tools.list(),
      listAll: ({ signal } = {}) => tools.listAll(signal),
      getById: (id) => tools.get(id),
      update: (id, changes) => tools.update(id, changes),
      batchUpdate: (updates) => tools.batchUpdate(updates),
      search: (text, { signal } = {}) => tools.search(text, signal),
      stats: ({ signal, defaults } = {}) => tools.stats(signal, defaults),
      exportData: () => tools.exportData(),
      needingAttention: ({ signal, defaults } = {}) => tools.needingAttention(signal, defaults),
    },
    settings: {
      async load({ signal } = {}) {
        const defaults = seedSettings();
        const rows = listed(
          await withSignal(
            settingRows()
              .select('key,value')
              .in('key', [...PUBLIC_SETTING_KEYS]),
            signal,
          ),
          RECORDS.setting,
        ).rows;
        const saved = (key: string) => rows.find((row) => row.key === key);
        const [figures, portal, social] = [saved('figures'), saved('portal'), saved('social')];
        return {
          figures: { ...defaults.figures, ...asRecord(figures?.value) },
          portal: { ...defaults.portal, ...asRecord(portal?.value) },
          social: { ...defaults.social, ...asRecord(social?.value) },
        };
      },
      async save(settings: SiteSettings) {
        // The build drops a bad saved field, so nothing unchecked is written (docs/admin.md#settings).
        const checked = checkedSiteSettings(settings);
        for (const key of PUBLIC_SETTING_KEYS) {
          const value = checked[key];
          const existing = found(await settingRows().select('key').eq('key', key).single(), RECORDS.setting);
          if (existing)
            updated(
              await settingRows()
                .update({ value, is_public: true, updated_at: now() })
                .eq('key', key)
                .select()
                .single(),
              RECORDS.setting,
            );
          else
            inserted(
              await settingRows()
                .insert({ key, value, description: SETTING_DESCRIPTIONS[key], is_public: true })
                .select()
                .single(),
              RECORDS.setting,
            );
        }
      },
    },
    activity: {
      async recent(limit, { signal } = {}) {
        const { rows } = listed(
          await withSignal(
            client
              .from('audit_log')
              .select('*')
              .order('created_at', { ascending: false })
              .range(0, limit - 1),
            signal,
          ),
          RECORDS['audit entry'],
        );
        return rows.map((row) => ({
          at: row.created_at,
          text: `${row.action} ${row.entity}${row.entity_id ? ` ${row.entity_id}` : ''}`,
        }));
      },
      // The database's audit triggers record every write; nothing to add from the browser.
      async record() {},
    },
    site: createSiteContent(),
    deploy: {
      async requestRebuild() {
        return requestRebuild(await sessionToken(client).catch(() => null));
      },
    },
    async serviceStatus(test, { signal } = {}) {
      // Only staff may hear whether a hook or key is set (docs/security.md), so every read carries the session.
      const token = await sessionToken(client);
      return getJson<ServiceStatusReport>(test ? '/api/admin-status?test=1' : '/api/admin-status', {
        signal,
        headers: bearer(token),
        networkMessage: 'The status function could not be reached. Check your connection and try again.',
      });
    },
  };
}

function authAdapter(store: AuthStore): AuthService {
  let started: Promise<void> | null = null;
  const toUser = (): AdminUser | null => {
    const { user } = store.$auth.get();
    if (!user) return null;
    // A suspended profile has no access, like a missing one (docs/decisions.md#no-default-admin).
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.status === 'active' ? user.role : null,
    };
  };
  return {
    async currentUser() {
      started ??= store.init();
      await started;
      const state = store.$auth.get();
      if (state.error === 'Authentication check failed') {
        started = null; // a retry checks again
        throw new Error(state.error);
      }
      return state.authenticated ? toUser() : null;
    },
    async signIn(email, password) {
      const result = await store.signIn(email, password);
      return result.ok
        ? { ok: true }
        : { ok: false, error: result.error, ...(result.mfaRequired ? { mfaRequired: true } : {}) };
    },
    async signOut() {
      await store.signOut('local');
    },
    async requestPasswordReset(email) {
      const result = await store.sendPasswordReset(email);
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    async updatePassword(password) {
      const result = await store.updatePassword(password);
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    async verifyMfa(code) {
      const result = await store.mfa.verify(code);
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
  };
}

function toArticle(row: Tables<'articles'>): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    content_markdown: row.content_markdown,
    excerpt: row.excerpt,
    cover_image_url: row.cover_image_url,
    cover_image_alt: row.cover_image_alt,
    category_id: row.category_id,
    tags: row.tags ?? [],
    seo_title: row.seo_title ?? '',
    seo_description: row.seo_description ?? '',
    keywords: row.keywords ?? [],
    status: articleStatus(row.status),
    published_at: row.published_at,
    author_name: row.author_name,
    reading_time: row.reading_time ?? 0,
    word_count: row.word_count ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function articleStatus(status: string): Article['status'] {
  return status === 'scheduled' || status === 'published' ? status : 'draft';
}

/** A library row; its public address is Storage's own (absolute), for Copy URL. */
function toMedia(client: AstrelleClient, row: Tables<'media'>): MediaItem {
  return {
    path: row.storage_path,
    url: row.url,
    publicUrl: client.storage.from(row.bucket).getPublicUrl(row.storage_path).data.publicUrl,
    alt: row.alt,
    size: row.size,
    created_at: row.created_at,
  };
}

function asRecord(value: Json | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry)]));
}
