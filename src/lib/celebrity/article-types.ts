/** A birth-chart article draft as the celebrity screen shows it and saves it (ArticleInput's fields). */
export interface CelebrityArticleDraft {
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  wordCount: number;
  readingTime: number;
  /** Where the words came from. */
  source: 'library' | 'ai';
  model?: string;
  usage?: Record<string, unknown>;
}
