/**
 * Finds anything in built output that looks like a secret: service-role or other Supabase
 * JWTs, provider API keys, private keys, or the literal value of a secret environment variable.
 */
export interface SecretFinding {
  file: string;
  kind: string;
  excerpt: string;
}

const PATTERNS: ReadonlyArray<[kind: string, pattern: RegExp]> = [
  ['JSON Web Token', /eyJhbGciOi[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}/],
  ['service-role key reference', /service_role_key\s*[:=]\s*["'][^"']{20,}/i],
  ['OpenAI-style secret key', /\bsk-[A-Za-z0-9_-]{20,}/],
  ['private key', /-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
];

/** Scans one file's text; `secretValues` are the actual values of secret env vars, if known. */
export function scanForSecrets(
  file: string,
  text: string,
  secretValues: readonly string[] = [],
): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) findings.push({ file, kind, excerpt: `${match[0].slice(0, 16)}…` });
  }
  for (const value of secretValues) {
    if (value.length >= 12 && text.includes(value)) {
      findings.push({
        file,
        kind: 'value of a secret environment variable',
        excerpt: `${value.slice(0, 4)}…`,
      });
    }
  }
  return findings;
}

/** Names of environment variables that hold secrets and must never reach the build output. */
export const SECRET_ENV_NAMES = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'AI_API_KEY',
  'DEPLOY_HOOK_URL',
  'EMAIL_API_KEY',
  'AUTOMATION_SECRET',
] as const;
