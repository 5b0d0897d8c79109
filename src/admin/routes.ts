import type { Role } from './data/types';

/** Every admin screen and who may open it (DECISIONS.md 1: admins everywhere, editors on content). */
export type ScreenKey =
  | 'dashboard'
  | 'articles'
  | 'article-new'
  | 'article-edit'
  | 'categories'
  | 'media'
  | 'tools'
  | 'settings'
  | 'elsewhere'
  | 'not-found';

export interface Match {
  screen: ScreenKey;
  params: Record<string, string>;
  /** The section's name for titles and the "elsewhere" notice. */
  title: string;
}

const CONTENT_ROLES: readonly Role[] = ['admin', 'editor'];
const ADMIN_ONLY: readonly Role[] = ['admin'];

export const OPEN_PATHS = ['/admin/login', '/admin/reset-password'] as const;

/** Sections of the route tables that other parts of the product build (the AI generator, automation, …). */
const ELSEWHERE: [RegExp, string][] = [
  [/^\/admin\/ai-generator(\/(preview|edit))?$/, 'AI article generator'],
  [/^\/admin\/celebrity-generator$/, 'Celebrity generator'],
  [/^\/admin\/seo$/, 'SEO'],
  [/^\/admin\/email-marketing$/, 'E-mail marketing'],
  [
    /^\/admin\/automation(\/(content-plans|jobs|analytics|settings|health|errors|api-keys|validation|audit|usage|workflows|recovery))?$/,
    'Automation',
  ],
];

export function matchRoute(path: string): Match {
  if (path === '/admin') return { screen: 'dashboard', params: {}, title: 'Dashboard' };
  if (path === '/admin/articles') return { screen: 'articles', params: {}, title: 'Articles' };
  if (path === '/admin/articles/new') return { screen: 'article-new', params: {}, title: 'New article' };
  const edit = /^\/admin\/articles\/([^/]+)\/edit$/.exec(path);
  if (edit) return { screen: 'article-edit', params: { id: decodeURIComponent(edit[1]!) }, title: 'Edit article' };
  if (path === '/admin/categories') return { screen: 'categories', params: {}, title: 'Categories' };
  if (path === '/admin/media') return { screen: 'media', params: {}, title: 'Media' };
  if (path === '/admin/compatibility-tools') return { screen: 'tools', params: {}, title: 'Compatibility tools' };
  if (path === '/admin/settings') return { screen: 'settings', params: {}, title: 'Settings' };
  for (const [pattern, title] of ELSEWHERE) if (pattern.test(path)) return { screen: 'elsewhere', params: {}, title };
  return { screen: 'not-found', params: {}, title: 'Page not found' };
}

export function rolesFor(screen: ScreenKey): readonly Role[] {
  return screen === 'settings' || screen === 'elsewhere' ? ADMIN_ONLY : CONTENT_ROLES;
}

export interface NavItem {
  href: string;
  label: string;
  screens: ScreenKey[];
  roles: readonly Role[];
}

export const NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', screens: ['dashboard'], roles: CONTENT_ROLES },
  { href: '/admin/articles', label: 'Articles', screens: ['articles', 'article-new', 'article-edit'], roles: CONTENT_ROLES },
  { href: '/admin/categories', label: 'Categories', screens: ['categories'], roles: CONTENT_ROLES },
  { href: '/admin/media', label: 'Media', screens: ['media'], roles: CONTENT_ROLES },
  { href: '/admin/compatibility-tools', label: 'Compatibility tools', screens: ['tools'], roles: CONTENT_ROLES },
  { href: '/admin/settings', label: 'Settings', screens: ['settings'], roles: ADMIN_ONLY },
];
