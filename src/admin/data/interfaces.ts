import type {
  ActivityEntry,
  AdminUser,
  Article,
  ArticleInput,
  ArticlePage,
  ArticleQuery,
  BatchResult,
  Category,
  CompatibilityTool,
  MediaItem,
  SiteSettings,
  ToolStats,
  ToolsExport,
  ToolUpdate,
} from './types';
import type { RepositoryArticle } from '@/lib/blog/repository-articles';
import type { RepositoryCategory } from '@/lib/blog/repository-categories';
import type { ToolDefaults } from '@/lib/calculators/tool-content';

/**
 * The seams between the admin screens and their storage. The Supabase repositories (backend
 * issue, src/lib/supabase/) and the browser-only local preview (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production) both satisfy
 * them, so a screen never knows which one it talks to.
 */

/** For reads a screen may abandon: the screen's AbortSignal cancels the request when it goes away. */
export interface ReadOptions {
  signal?: AbortSignal;
}

/** Outcome of an auth action: the message is the exact catalogue text (docs/constants.md#auth-and-session). */
export type AuthResult = { ok: true; user?: AdminUser } | { ok: false; error: string; mfaRequired?: boolean };

export interface AuthService {
  /** The signed-in user, or null. Rejects only when the check itself fails. */
  currentUser(): Promise<AdminUser | null>;
  signIn(email: string, password: string): Promise<AuthResult>;
  signOut(): Promise<void>;
  /** Sends the reset e-mail whose link lands on /admin/reset-password. */
  requestPasswordReset(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  /** The second step when the account has two-factor authentication (Supabase only). */
  verifyMfa?(code: string): Promise<AuthResult>;
}

export interface ArticlesRepository {
  /** Every article, newest edit first (small callers: the dashboard counts, pickers). */
  list(options?: ReadOptions): Promise<Article[]>;
  /** One page of the admin list, with search, filters and sorting applied by the store. */
  listPage(query: ArticleQuery, options?: ReadOptions): Promise<ArticlePage>;
  get(id: string, options?: ReadOptions): Promise<Article | null>;
  /** Null when no other article uses the slug. */
  findBySlug(slug: string): Promise<Article | null>;
  create(input: ArticleInput): Promise<Article>;
  /** Changing `content` without `content_markdown` drops the kept Markdown, so the editor opens the new HTML. */
  update(id: string, input: Partial<ArticleInput>): Promise<Article>;
  remove(id: string): Promise<void>;
}

export interface CategoriesRepository {
  list(options?: ReadOptions): Promise<Category[]>;
  create(input: { name: string; slug: string; description: string }): Promise<Category>;
  update(
    id: string,
    input: Partial<Pick<Category, 'name' | 'slug' | 'description' | 'sort_order'>>,
  ): Promise<Category>;
  remove(id: string): Promise<void>;
}

export interface UploadProgress {
  (fraction: number): void;
}

export interface MediaRepository {
  list(options?: ReadOptions): Promise<MediaItem[]>;
  upload(file: File, alt: string, onProgress?: UploadProgress): Promise<MediaItem>;
  updateAlt(path: string, alt: string): Promise<void>;
  remove(path: string): Promise<void>;
}

/** Reads that judge a tool by what its page shows: its record over the page's built-in content. */
export interface ToolReadOptions extends ReadOptions {
  defaults?: ReadonlyMap<string, ToolDefaults>;
}

/** The query set on compatibility_tools (docs/calculators.md#content-records). */
export interface ToolsRepository {
  listActive(): Promise<CompatibilityTool[]>;
  /** Every record, inactive ones included (the admin needs to switch them back on). */
  listAll(options?: ReadOptions): Promise<CompatibilityTool[]>;
  getById(id: string): Promise<CompatibilityTool | null>;
  update(id: string, changes: ToolUpdate): Promise<CompatibilityTool>;
  batchUpdate(updates: { id: string; changes: ToolUpdate }[]): Promise<BatchResult>;
  search(text: string, options?: ReadOptions): Promise<CompatibilityTool[]>;
  stats(options?: ToolReadOptions): Promise<ToolStats>;
  exportData(): Promise<ToolsExport>;
  needingAttention(options?: ToolReadOptions): Promise<CompatibilityTool[]>;
}

export interface SettingsRepository {
  load(options?: ReadOptions): Promise<SiteSettings>;
  save(settings: SiteSettings): Promise<void>;
}

export interface ActivityLog {
  recent(limit: number, options?: ReadOptions): Promise<ActivityEntry[]>;
  record(text: string): Promise<void>;
}

/**
 * What came of asking for a rebuild: the hook was called, none is set, the request failed (with
 * why), or there is no site to rebuild (the local preview: the change stays in this browser).
 */
export type RebuildOutcome =
  | { status: 'requested' }
  | { status: 'not-configured' }
  | { status: 'failed'; message: string }
  | { status: 'browser-only' };

/** Asks the host to rebuild the static site after a public change (docs/decisions.md#pages-are-built-not-fetched). Never rejects. */
export interface DeployService {
  requestRebuild(): Promise<RebuildOutcome>;
}

/** Whether the server-side services are set up (never their values); `test` runs the AI connection test. */
export interface ServiceStatusReport {
  ai: { configured: boolean; reachable?: boolean; message?: string };
  deployHook: { configured: boolean };
}

/**
 * What the build itself knows and the admin shows beside the database (docs/admin.md#the-repositorys-articles):
 * read from files the build writes, the same in both modes.
 */
export interface SiteContentService {
  /** The blog's MDX articles in content/blog/, as of the build (no bodies). */
  repositoryArticles(options?: ReadOptions): Promise<RepositoryArticle[]>;
  /** The blog's categories in content/categories/, as of the build (a database twin replaces one). */
  repositoryCategories(options?: ReadOptions): Promise<RepositoryCategory[]>;
  /** Each calculator page's built-in content (content/calculators/pages/), by content key. */
  calculatorPages(options?: ReadOptions): Promise<ReadonlyMap<string, ToolDefaults>>;
}

export interface AdminData {
  /** 'local-preview' data lives in this browser only; 'supabase' is the real backend. */
  kind: 'local-preview' | 'supabase';
  auth: AuthService;
  articles: ArticlesRepository;
  categories: CategoriesRepository;
  media: MediaRepository;
  tools: ToolsRepository;
  settings: SettingsRepository;
  activity: ActivityLog;
  deploy: DeployService;
  site: SiteContentService;
  /** GET /api/admin-status; the connection test is sent with the signed-in admin's token. */
  serviceStatus(test: boolean, options?: ReadOptions): Promise<ServiceStatusReport>;
}
