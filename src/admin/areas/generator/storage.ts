import {
  CONTENT_TYPES,
  DEFAULT_GENERATION_OPTIONS,
  TONES,
  type GenerateArticleRequest,
  type GeneratedArticle,
  type GenerationOptions,
} from '@/lib/generator/contract';

/**
 * The generator's browser storage (docs/constants.md#article-generator): history, settings and the current draft under
 * the keys that page lists. There is deliberately no fourth key for a provider key (docs/decisions.md#ai-keys-stay-on-the-server): the
 * key lives in the server's environment only.
 */
export const STORAGE_KEYS = {
  history: 'ai_generator_history',
  settings: 'ai_generator_settings',
  current: 'ai_generator_current',
} as const;

export const HISTORY_LIMIT = 15;

/** What the form remembers between visits: the options, plus the last keyword and instructions. */
export interface GeneratorSettings extends GenerationOptions {
  targetKeyword: string;
  customInstructions: string;
}

export interface CurrentDraft {
  article: GeneratedArticle;
  /** Set once the draft was saved into the articles table. */
  savedArticleId: string | null;
}

export interface HistoryEntry {
  id: string;
  createdAt: string;
  article: GeneratedArticle;
}

export const DEFAULT_SETTINGS: GeneratorSettings = {
  ...DEFAULT_GENERATION_OPTIONS,
  seoSettings: { ...DEFAULT_GENERATION_OPTIONS.seoSettings },
  targetKeyword: '',
  customInstructions: '',
};

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Writes, and says so when the browser refused (full or private storage). */
function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A stored article is trusted only as far as its shape: anything malformed is dropped. */
export function isGeneratedArticle(value: unknown): value is GeneratedArticle {
  if (!isRecord(value)) return false;
  const seo = value.seo;
  return (
    typeof value.title === 'string' &&
    typeof value.content === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.excerpt === 'string' &&
    Array.isArray(value.tags) &&
    typeof value.wordCount === 'number' &&
    typeof value.readingTime === 'number' &&
    isRecord(seo) &&
    typeof seo.metaTitle === 'string' &&
    typeof seo.metaDescription === 'string' &&
    Array.isArray(seo.keywords) &&
    isRecord(value.generationParams)
  );
}

export function loadSettings(): GeneratorSettings {
  const stored = read(STORAGE_KEYS.settings);
  if (!isRecord(stored)) return { ...DEFAULT_SETTINGS, seoSettings: { ...DEFAULT_SETTINGS.seoSettings } };
  const seo = isRecord(stored.seoSettings) ? stored.seoSettings : {};
  const flag = (name: keyof GenerationOptions['seoSettings']) =>
    typeof seo[name] === 'boolean' ? (seo[name] as boolean) : DEFAULT_SETTINGS.seoSettings[name];
  return {
    targetKeyword: typeof stored.targetKeyword === 'string' ? stored.targetKeyword : '',
    customInstructions: typeof stored.customInstructions === 'string' ? stored.customInstructions : '',
    wordCount:
      typeof stored.wordCount === 'number' && Number.isFinite(stored.wordCount)
        ? stored.wordCount
        : DEFAULT_SETTINGS.wordCount,
    tone: TONES.includes(stored.tone as never)
      ? (stored.tone as GeneratorSettings['tone'])
      : DEFAULT_SETTINGS.tone,
    contentType: CONTENT_TYPES.includes(stored.contentType as never)
      ? (stored.contentType as GeneratorSettings['contentType'])
      : DEFAULT_SETTINGS.contentType,
    seoSettings: {
      includeFAQ: flag('includeFAQ'),
      includeSchema: flag('includeSchema'),
      optimizeForSEO: flag('optimizeForSEO'),
    },
  };
}

export const saveSettings = (settings: GeneratorSettings): boolean => write(STORAGE_KEYS.settings, settings);

export function requestFromSettings(settings: GeneratorSettings): GenerateArticleRequest {
  return {
    targetKeyword: settings.targetKeyword.trim(),
    customInstructions: settings.customInstructions.trim(),
    wordCount: settings.wordCount,
    tone: settings.tone,
    contentType: settings.contentType,
    seoSettings: { ...settings.seoSettings },
  };
}

export function loadCurrent(): CurrentDraft | null {
  const stored = read(STORAGE_KEYS.current);
  if (!isRecord(stored) || !isGeneratedArticle(stored.article)) return null;
  return {
    article: stored.article,
    savedArticleId: typeof stored.savedArticleId === 'string' ? stored.savedArticleId : null,
  };
}

export const saveCurrent = (draft: CurrentDraft): boolean => write(STORAGE_KEYS.current, draft);

export function loadHistory(): HistoryEntry[] {
  const stored = read(STORAGE_KEYS.history);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is HistoryEntry =>
      isRecord(entry) &&
      typeof entry.id === 'string' &&
      typeof entry.createdAt === 'string' &&
      isGeneratedArticle(entry.article),
  );
}

/** Newest first, at most HISTORY_LIMIT entries; the oldest go when the browser runs out of room. */
export function addToHistory(article: GeneratedArticle, now: Date = new Date()): HistoryEntry[] {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${now.getTime()}`;
  let history = [{ id, createdAt: now.toISOString(), article }, ...loadHistory()].slice(0, HISTORY_LIMIT);
  while (!write(STORAGE_KEYS.history, history) && history.length > 1) history = history.slice(0, -1);
  return history;
}

export function removeFromHistory(id: string): HistoryEntry[] {
  const history = loadHistory().filter((entry) => entry.id !== id);
  write(STORAGE_KEYS.history, history);
  return history;
}

export function clearHistory(): void {
  write(STORAGE_KEYS.history, []);
}
