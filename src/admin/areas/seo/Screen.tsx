import type { Match } from '@/admin/routes';
import { ArticleSeoFields } from './ArticleSeoFields';
import { SiteOverview } from './SiteOverview';

/** The SEO section: the built site's pages as crawlers see them, and each article's snippet fields. */
export default function Screen(_props: { match: Match }) {
  return (
    <div className="grid gap-10">
      <SiteOverview />
      <ArticleSeoFields />
    </div>
  );
}
