import { lazy, Suspense } from 'react';
import type { Match } from '../routes';
import { Link } from '../router';
import { Dashboard } from './Dashboard';
import { ArticlesList } from './articles/ArticlesList';
import { CategoriesScreen } from './CategoriesScreen';
import { MediaScreen } from './MediaScreen';
import { SettingsScreen } from './SettingsScreen';
import { Spinner } from '../ui/Spinner';

// The AI suite's areas load on first visit, so the articles screens stay light (each area owns its folder).
const GeneratorArea = lazy(() => import('../areas/generator/Screen'));
const CelebrityArea = lazy(() => import('../areas/celebrity/Screen'));
const SeoArea = lazy(() => import('../areas/seo/Screen'));
const EmailArea = lazy(() => import('../areas/email/Screen'));
const AutomationArea = lazy(() => import('../areas/automation/Screen'));

// The screens that render or clean HTML (marked, and the sanitize-html allow-list of docs/decisions.md#one-real-sanitiser
// with its postcss) load on first visit too: sign-in, the dashboard and the lists never need them.
const ArticleEditor = lazy(() =>
  import('./articles/ArticleEditor').then((module) => ({ default: module.ArticleEditor })),
);
const ToolsScreen = lazy(() =>
  import('./tools/ToolsScreen').then((module) => ({ default: module.ToolsScreen })),
);

const AREAS = {
  'ai-generator': GeneratorArea,
  'celebrity-generator': CelebrityArea,
  seo: SeoArea,
  'email-marketing': EmailArea,
  automation: AutomationArea,
} as const;

export function ScreenSwitch({ match }: { match: Match }) {
  switch (match.screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'articles':
      return <ArticlesList />;
    case 'article-new':
      return (
        <Suspense fallback={<Spinner label="Loading the editor…" />}>
          <ArticleEditor key="new" id={null} />
        </Suspense>
      );
    case 'article-edit':
      return (
        <Suspense fallback={<Spinner label="Loading the editor…" />}>
          <ArticleEditor key={match.params.id} id={match.params.id ?? null} />
        </Suspense>
      );
    case 'categories':
      return <CategoriesScreen />;
    case 'media':
      return <MediaScreen />;
    case 'tools':
      return (
        <Suspense fallback={<Spinner label="Loading the tools…" />}>
          <ToolsScreen />
        </Suspense>
      );
    case 'settings':
      return <SettingsScreen />;
    case 'ai-generator':
    case 'celebrity-generator':
    case 'seo':
    case 'email-marketing':
    case 'automation': {
      const Area = AREAS[match.screen];
      return (
        <Suspense fallback={<Spinner label="Loading page..." />}>
          <Area match={match} />
        </Suspense>
      );
    }
    default:
      return (
        <div className="card max-w-xl p-6">
          <p className="mb-4 text-star-200">There is no admin screen at this address.</p>
          <Link href="/admin" className="btn btn-ghost">
            Back to the dashboard
          </Link>
        </div>
      );
  }
}
