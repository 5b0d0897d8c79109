/**
 * Calls to the celebrity functions with the admin's session: in Supabase mode the access token
 * goes along as a bearer token; the local preview is recognised by the server on loopback.
 */
import { bearer, postJson } from '@/lib/http/api-client';
import { accessTokenFor } from '@/admin/data/access-token';
import type { AdminData } from '@/admin/data/interfaces';
import type {
  ArticleSourceChoice,
  CelebrityArticleReply,
  CelebrityChartReply,
} from '@/lib/celebrity/api-types';

export async function fetchCelebrityChart(
  kind: AdminData['kind'],
  id: string,
  signal?: AbortSignal,
): Promise<CelebrityChartReply> {
  const headers = bearer(await accessTokenFor(kind));
  return postJson('/api/celebrity-chart', { id }, signal ? { headers, signal } : { headers });
}

export async function fetchCelebrityArticle(
  kind: AdminData['kind'],
  id: string,
  source: ArticleSourceChoice,
): Promise<CelebrityArticleReply> {
  return postJson('/api/celebrity-article', { id, source }, { headers: bearer(await accessTokenFor(kind)) });
}
