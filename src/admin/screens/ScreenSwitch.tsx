import type { Match } from '../routes';
import { Link } from '../router';
import { Dashboard } from './Dashboard';
import { ArticlesList } from './articles/ArticlesList';
import { ArticleEditor } from './articles/ArticleEditor';
import { CategoriesScreen } from './CategoriesScreen';
import { MediaScreen } from './MediaScreen';
import { ToolsScreen } from './tools/ToolsScreen';
import { SettingsScreen } from './SettingsScreen';

export function ScreenSwitch({ match }: { match: Match }) {
  switch (match.screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'articles':
      return <ArticlesList />;
    case 'article-new':
      return <ArticleEditor key="new" id={null} />;
    case 'article-edit':
      return <ArticleEditor key={match.params.id} id={match.params.id ?? null} />;
    case 'categories':
      return <CategoriesScreen />;
    case 'media':
      return <MediaScreen />;
    case 'tools':
      return <ToolsScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'elsewhere':
      return (
        <div className="card max-w-xl p-6">
          <p className="mb-4 text-star-200">
            The {match.title} workspace is not installed in this build of the admin. Everything the content team publishes by hand is in the sections on the left.
          </p>
          <Link href="/admin" className="btn btn-ghost">
            Back to the dashboard
          </Link>
        </div>
      );
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
