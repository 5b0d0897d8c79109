/** What /api/celebrity-chart and /api/celebrity-article answer (the admin screen reads these). */
import type { CelebrityArticleDraft } from './article-types';
import type { CelebrityChart } from './chart';

export interface CelebrityChartReply {
  id: string;
  name: string;
  source: string;
  rodden: string;
  chart: CelebrityChart;
  /** The wheel as a standalone SVG document (shown through an <img>, so nothing in it runs). */
  wheelSvg: string;
}

export interface CelebrityArticleReply {
  draft: CelebrityArticleDraft;
}

/** 'auto' uses the AI provider when one is configured and the library otherwise. */
export type ArticleSourceChoice = 'auto' | 'library';
