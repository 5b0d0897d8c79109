import type { Role } from './data/types';

/** Every admin screen and who may open it (docs/decisions.md 1: admins everywhere, editors on content). */
export type ScreenKey =
  | 'dashboard'
  | 'articles'
  | 'article-new'
  | 'article-edit'
  | 'categories'
  | 'media'
  | 'tools'
  | 'settings'
  | 'ai-generator'
  | 'celebrity-generator'
  | 'seo'
  | 'email-marketing'
  | 'automation'
  | 'not-found';

export interface Match {
  screen: ScreenKey;
  /**
   * Path parameters: `id` for the article editor; `view` for the AI generator
   * ('form' | 'preview' | 'edit') and the automation suite ('overview' or a sub-page name).
   */
  params: Record<string, string>;
  /** The section's name for titles. */
  title: string;
}

const CONTENT_ROLES: readonly Role[] = ['admin', 'editor'];
const ADMIN_ONLY: readonly Role[] = ['admin'];

export const OPEN_PATHS = ['/admin/login', '/admin/reset-password'] as const;

/** The automation suite's sub-pages (docs/routes.md#admin), in sidebar order, with their titles. */
export const AUTOMATION_PAGES = [
  ['content-plans', 'Content plans'],
  ['jobs', 'Jobs'],
  ['workflows', 'Workflows'],
  ['validation', 'Validation'],
  ['errors', 'Errors'],
  ['recovery', 'Recovery'],
  ['analytics', 'Analytics'],
  ['usage', 'Usage'],
  ['audit', 'Audit log'],
  ['health', 'Health'],
  ['api-keys', 'API keys'],
  ['settings', 'Automation settings'],
] as const;

export function matchRoute(path: string): Match {
  if (path === '/admin') return { screen: 'dashboard', params: {}, title: 'Dashboard' };
  if (path === '/admin/articles') return { screen: 'articles', params: {}, title: 'Articles' };
  if (path === '/admin/articles/new') return { screen: 'article-new', params: {}, title: 'New article' };
  const edit = /^\/admin\/articles\/([^/]+)\/edit$/.exec(path);
  if (edit)
    return { screen: 'article-edit', params: { id: decodeURIComponent(edit[1]!) }, title: 'Edit article' };
  if (path === '/admin/categories') return { screen: 'categories', params: {}, title: 'Categories' };
  if (path === '/admin/media') return { screen: 'media', params: {}, title: 'Media' };
  if (path === '/admin/compatibility-tools')
    return { screen: 'tools', params: {}, title: 'Compatibility tools' };
  if (path === '/admin/settings') return { screen: 'settings', params: {}, title: 'Settings' };
  const generator = /^\/admin\/ai-generator(?:\/(preview|edit))?$/.exec(path);
  if (generator) {
    const view = generator[1] ?? 'form';
    const title =
      view === 'preview'
        ? 'Generated article preview'
        : view === 'edit'
          ? 'Edit generated article'
          : 'AI article generator';
    return { screen: 'ai-generator', params: { view }, title };
  }
  if (path === '/admin/celebrity-generator')
    return { screen: 'celebrity-generator', params: {}, title: 'Celebrity birth charts' };
  if (path === '/admin/seo') return { screen: 'seo', params: {}, title: 'SEO' };
  if (path === '/admin/email-marketing')
    return { screen: 'email-marketing', params: {}, title: 'E-mail marketing' };
  if (path === '/admin/automation')
    return { screen: 'automation', params: { view: 'overview' }, title: 'Automation' };
  const automation = /^\/admin\/automation\/([a-z-]+)$/.exec(path);
  const page = AUTOMATION_PAGES.find(([slug]) => slug === automation?.[1]);
  if (page) return { screen: 'automation', params: { view: page[0] }, title: `Automation · ${page[1]}` };
  return { screen: 'not-found', params: {}, title: 'Page not found' };
}

/** Editors write content (articles, categories, media, tools, the SEO fields); the rest is for admins. */
export function rolesFor(screen: ScreenKey): readonly Role[] {
  switch (screen) {
    case 'dashboard':
    case 'articles':
    case 'article-new':
    case 'article-edit':
    case 'categories':
    case 'media':
    case 'tools':
    case 'seo':
    case 'not-found':
      return CONTENT_ROLES;
    default:
      return ADMIN_ONLY;
  }
}

export interface NavItem {
  href: string;
  label: string;
  screens: ScreenKey[];
  roles: readonly Role[];
}

export const NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', screens: ['dashboard'], roles: CONTENT_ROLES },
  {
    href: '/admin/articles',
    label: 'Articles',
    screens: ['articles', 'article-new', 'article-edit'],
    roles: CONTENT_ROLES,
  },
  { href: '/admin/categories', label: 'Categories', screens: ['categories'], roles: CONTENT_ROLES },
  { href: '/admin/media', label: 'Media', screens: ['media'], roles: CONTENT_ROLES },
  {
    href: '/admin/compatibility-tools',
    label: 'Compatibility tools',
    screens: ['tools'],
    roles: CONTENT_ROLES,
  },
  { href: '/admin/seo', label: 'SEO', screens: ['seo'], roles: CONTENT_ROLES },
  {
    href: '/admin/ai-generator',
    label: 'AI article generator',
    screens: ['ai-generator'],
    roles: ADMIN_ONLY,
  },
  {
    href: '/admin/celebrity-generator',
    label: 'Celebrity birth charts',
    screens: ['celebrity-generator'],
    roles: ADMIN_ONLY,
  },
  { href: '/admin/automation', label: 'Automation', screens: ['automation'], roles: ADMIN_ONLY },
  {
    href: '/admin/email-marketing',
    label: 'E-mail marketing',
    screens: ['email-marketing'],
    roles: ADMIN_ONLY,
  },
  { href: '/admin/settings', label: 'Settings', screens: ['settings'], roles: ADMIN_ONLY },
];
