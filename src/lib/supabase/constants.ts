/**
 * The auth and storage constants, in one place (docs/constants.md#auth-and-session). The session timing (30 s tick,
 * 3 ticks, 200 ms back-off, 10 min key-set cache) is supabase-js's own; a test checks it.
 */
export const SESSION_STORAGE_KEY = 'supabase-auth-token';
export const UPLOAD_CACHE_SECONDS = 3600;
export const IMAGE_BUCKET = 'blog-images';
export const LOGIN_PATH = '/admin/login';
export const RESET_PASSWORD_PATH = '/admin/reset-password';
/** Sign-in names the client as the blog (docs/constants.md#auth-and-session); X-Client-Info passes Supabase's CORS. */
export const CLIENT_INFO = 'astrelle-blog/1.0';
