/**
 * The server's own secrets (docs/security.md#server-secrets): the key that seals private calendar
 * links and the key that signs the links in e-mails (unsubscribe). Each comes from its setting in
 * the host's environment; where none is set and the runtime binds the embedded store (`npm start`,
 * docs/signups.md), a random one is made once and kept in that store, so every link works on a
 * fresh machine with no setting. Without either, the feature says it is not set up.
 */
import { ensureSchema, embeddedDbFromEnv, type EmbeddedStoreEnv } from '@/lib/signups/embedded-db';
import { randomToken } from './base64url';

/** Short secrets would make signatures guessable. */
export const MIN_SECRET_LENGTH = 32;

/** Each secret and the setting that holds it. */
export const SERVER_SECRETS = {
  'calendar-link': 'CALENDAR_LINK_SECRET',
  'email-links': 'EMAIL_UNSUBSCRIBE_SECRET',
  // Only ever the store's own: it keys the client addresses of the store's rate-limit windows.
  'client-keys': null,
} as const;

export type ServerSecretName = keyof typeof SERVER_SECRETS;

export type ServerSecretEnv = EmbeddedStoreEnv & {
  [Setting in NonNullable<(typeof SERVER_SECRETS)[ServerSecretName]>]?: string;
};

export function isUsableSecret(secret: string | undefined): secret is string {
  return typeof secret === 'string' && secret.trim().length >= MIN_SECRET_LENGTH;
}

/** The secret, from its setting or the embedded store; null when neither can give one. */
export async function serverSecret(
  env: ServerSecretEnv | undefined,
  name: ServerSecretName,
): Promise<string | null> {
  const setting = SERVER_SECRETS[name];
  const configured = setting ? env?.[setting] : undefined;
  if (isUsableSecret(configured)) return configured.trim();
  const db = embeddedDbFromEnv(env);
  if (!db) return null;
  await ensureSchema(db);
  // The first request makes it; any later one (or one racing it) reads the same row.
  await db
    .prepare(
      'INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
    )
    .bind(name, randomToken(32), new Date().toISOString())
    .run();
  const { results } = await db
    .prepare('SELECT value FROM server_secrets WHERE name = ?')
    .bind(name)
    .all<{ value: string }>();
  return results[0]?.value ?? null;
}
