import type { Role } from './data/types';
import { SECTION_ROLES } from '@/lib/admin/permissions';

/**
 * The admin's one route table (docs/admin.md#access): each path with the screen it shows, its
 * title, the sidebar section it belongs to and, inside a section, its tab. Who may open a path is
 * said once, per section, so the router, the role check, the sidebar and the section tabs
 * (automation, the AI generator) are all read from here and cannot drift apart.
 */
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

// Who may open which section is said in src/lib/admin/permissions.ts, with the tables' rights.
const CONTENT_ROLES: readonly Role[] = SECTION_ROLES.content;
const ADMIN_ONLY: readonly Role[] = SECTION_ROLES.adminOnly;

/**
 * The sidebar's sections, in its order, with who may open them (docs/decisions.md#no-default-admin: admins
 * everywhere, editors on the dashboard and the content screens). `href` is the section's first page.
 */
const SECTIONS = {
  dashboard: { label: 'Dashboard', href: '/admin', roles: CONTENT_ROLES },
  articles: { label: 'Articles', href: '/admin/articles', roles: CONTENT_ROLES },
  categories: { label: 'Categories', href: '/admin/categories', roles: CONTENT_ROLES },
  media: { label: 'Media', href: '/admin/media', roles: CONTENT_ROLES },
  tools: { label: 'Compatibility tools', href: '/admin/compatibility-tools', roles: CONTENT_ROLES },
  seo: { label: 'SEO', href: '/admin/seo', roles: CONTENT_ROLES },
  'ai-generator': { label: 'AI article generator', href: '/admin/ai-generator', roles: ADMIN_ONLY },
  'celebrity-generator': {
    label: 'Celebrity birth charts',
    href: '/admin/celebrity-generator',
    roles: ADMIN_ONLY,
  },
  automation: { label: 'Automation', href: '/admin/automation', roles: ADMIN_ONLY },
  'email-marketing': { label: 'E-mail marketing', href: '/admin/email-marketing', roles: ADMIN_ONLY },
  settings: { label: 'Settings', href: '/admin/settings', roles: ADMIN_ONLY },
} as const satisfies Record<string, { label: string; href: string; roles: readonly Role[] }>;

export type SectionKey = keyof typeof SECTIONS;

export interface AdminRoute {
  /** `:name` segments are parameters (the article's id). */
  path: string;
  screen: Exclude<ScreenKey, 'not-found'>;
  title: string;
  section: SectionKey;
  /** The view inside a screen that has several (the generator's and automation's pages). */
  view?: string;
  /** The route's label in its section's tabs. */
  tab?: string;
}

/** The automation suite's sub-pages (docs/routes.md#admin), in tab order, with their titles. */
const AUTOMATION_PAGES: readonly [view: string, tab: string][] = [
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
];

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: '/admin', screen: 'dashboard', title: 'Dashboard', section: 'dashboard' },
  { path: '/admin/articles', screen: 'articles', title: 'Articles', section: 'articles' },
  { path: '/admin/articles/new', screen: 'article-new', title: 'New article', section: 'articles' },
  { path: '/admin/articles/:id/edit', screen: 'article-edit', title: 'Edit article', section: 'articles' },
  { path: '/admin/categories', screen: 'categories', title: 'Categories', section: 'categories' },
  { path: '/admin/media', screen: 'media', title: 'Media', section: 'media' },
  { path: '/admin/compatibility-tools', screen: 'tools', title: 'Compatibility tools', section: 'tools' },
  { path: '/admin/seo', screen: 'seo', title: 'SEO', section: 'seo' },
  ...(
    [
      ['', 'form', 'AI article generator', 'Generate'],
      ['/preview', 'preview', 'Generated article preview', 'Preview'],
      ['/edit', 'edit', 'Edit generated article', 'Edit'],
    ] as const
  ).map(([suffix, view, title, tab]): AdminRoute => ({
    path: `/admin/ai-generator${suffix}`,
    screen: 'ai-generator',
    title,
    section: 'ai-generator',
    view,
    tab,
  })),
  {
    path: '/admin/celebrity-generator',
    screen: 'celebrity-generator',
    title: 'Celebrity birth charts',
    section: 'celebrity-generator',
  },
  {
    path: '/admin/automation',
    screen: 'automation',
    title: 'Automation',
    section: 'automation',
    view: 'overview',
    tab: 'Overview',
  },
  ...AUTOMATION_PAGES.map(([view, tab]): AdminRoute => ({
    path: `/admin/automation/${view}`,
    screen: 'automation',
    title: `Automation · ${tab}`,
    section: 'automation',
    view,
    tab,
  })),
  {
    path: '/admin/email-marketing',
    screen: 'email-marketing',
    title: 'E-mail marketing',
    section: 'email-marketing',
  },
  { path: '/admin/settings', screen: 'settings', title: 'Settings', section: 'settings' },
];

/** The sign-in and password-reset pages: open to everyone. */
export const OPEN_PATHS = ['/admin/login', '/admin/reset-password'] as const;

export interface Match {
  screen: ScreenKey;
  /** Path parameters (`id` of the article editor) and `view` for screens with several pages. */
  params: Record<string, string>;
  /** The page's name for the heading and the document title. */
  title: string;
  /** The sidebar section; null for an address that is no screen. */
  section: SectionKey | null;
}

const NOT_FOUND: Match = { screen: 'not-found', params: {}, title: 'Page not found', section: null };

/** The route's parameters when `path` is one of its addresses, else null. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape is no address of ours
      }
    } else if (segment !== value) return null;
  }
  return params;
}

export function matchRoute(path: string): Match {
  for (const route of ADMIN_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params)
      return {
        screen: route.screen,
        params: route.view ? { ...params, view: route.view } : params,
        title: route.title,
        section: route.section,
      };
  }
  return NOT_FOUND;
}

/** Who may open what `match` shows; an unknown address is the content team's (it only says so). */
export function rolesFor(match: Pick<Match, 'section'>): readonly Role[] {
  return match.section ? SECTIONS[match.section].roles : CONTENT_ROLES;
}

/** Whether a role may open a section (the dashboard asks before reading the e-mail list). */
export function mayOpen(role: Role | null | undefined, section: SectionKey): boolean {
  return Boolean(role && SECTIONS[section].roles.includes(role));
}

export interface NavItem {
  section: SectionKey;
  href: string;
  label: string;
}

/** The sidebar for a role: every section it may open, in order. */
export function navFor(role: Role | null | undefined): NavItem[] {
  return (Object.keys(SECTIONS) as SectionKey[])
    .filter((section) => mayOpen(role, section))
    .map((section) => ({ section, href: SECTIONS[section].href, label: SECTIONS[section].label }));
}

/** A section's tabs (the generator's views, automation's pages): address, label and view. */
export function tabsOf(section: SectionKey): { href: string; label: string; view: string }[] {
  return ADMIN_ROUTES.filter((route) => route.section === section && route.tab && route.view).map(
    (route) => ({ href: route.path, label: route.tab!, view: route.view! }),
  );
}
