import { portal } from './site';

/** Tracking source values the spec names for links into the external portal. */
export type PortalSource = string;

/** Adds query parameters to an absolute URL without losing any it already has. */
export function withQuery(base: string, params: Record<string, string | number | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The portal's soulmate quiz, tagged with where the visitor came from. */
export function portalQuizLink(source: PortalSource, extra: Record<string, string | number> = {}): string {
  return withQuery(portal.quizUrl, { source, ...extra });
}
