/** What /api/celebrity-chart and /api/celebrity-article answer (the admin screen reads these). */
import type { CelebrityArticleDraft } from './article-types';
import type { CelebrityChart } from './chart';

export interface CelebrityChartReply {
  id: string;
  name: string;
  source: string;
  rodden: string;
  /** The admin draws the wheel and the table from it with src/components/chart/. */
  chart: CelebrityChart;
}

export interface CelebrityArticleReply {
  draft: CelebrityArticleDraft;
}

/** 'auto' uses the AI provider when one is configured and the library otherwise. */
export type ArticleSourceChoice = 'auto' | 'library';
