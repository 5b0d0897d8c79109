/** Document 1 §9: the auth and storage constants, in one place. */
export const SESSION_STORAGE_KEY = 'supabase-auth-token';
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
export const EXPIRY_MARGIN_MS = AUTO_REFRESH_TICK_THRESHOLD * AUTO_REFRESH_TICK_MS;
export const REFRESH_RETRY_BASE_MS = 200;
export const JWKS_CACHE_MS = 600_000;
export const UPLOAD_CACHE_SECONDS = 3600;
export const IMAGE_BUCKET = 'blog-images';
export const LOGIN_PATH = '/admin/login';
export const RESET_PASSWORD_PATH = '/admin/reset-password';
/** Document 1 §7: sign-in identifies the client as the blog (X-Client-Info passes Supabase's CORS). */
export const CLIENT_INFO = 'astrelle-blog/1.0';
