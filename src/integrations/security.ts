import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy, headersFile, inlineScripts, originOf, scriptHash } from '../lib/security/csp';
import { cspPaths, hashesFor, pagePath, rewritesOf } from '../lib/security/csp-paths';
import { publicSupabase } from '../config/env';
import { scanForSecrets, SECRET_ENV_NAMES } from '../lib/security/secret-scan';
import { hoistIslandStyle } from '../lib/build/hoist-island-style';
import { isReleaseBuild, releaseBuildRefusal, withBuildRecord } from '../lib/build/deployable';
import {
  sampleClaimLines,
  sampleClaimsIn,
  SAMPLES_REFUSED,
  withSampleRecord,
} from '../lib/build/sample-claims';

/** Every file below a folder. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Before the build: refuses a build for a host with the admin's local preview on
 * (src/lib/build/deployable.ts). After it: moves Astro's island style into <head> (valid HTML),
 * writes dist/_headers with a CSP that hashes every inline script the pages actually contain and
 * the build's record (local preview or not, read by the deploy step), and fails the build when
 * anything that looks like a secret is in dist/.
 */
export function securityIntegration(): AstroIntegration {
  return {
    name: 'astrelle-security',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        // The flag may sit in a .env file, which Astro reads later than this hook: read it here too.
        const fileEnv = loadEnv(
          command === 'build' ? 'production' : 'development',
          fileURLToPath(config.root),
          'PUBLIC_',
        );
        const refusal = releaseBuildRefusal({ ...fileEnv, ...process.env });
        if (refusal) throw new Error(refusal);
      },
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const files = filesBelow(distDir);
        const pageHashes = new Map<string, string[]>();
        const samples = new Map<string, string[]>();
        for (const file of files.filter((path) => path.endsWith('.html'))) {
          const original = readFileSync(file, 'utf8');
          const html = hoistIslandStyle(original);
          if (html !== original) writeFileSync(file, html);
          pageHashes.set(pagePath(relative(distDir, file)), inlineScripts(html).map(scriptHash));
          samples.set(pagePath(relative(distDir, file)), sampleClaimsIn(html));
        }
        // Samples shown as claims (src/lib/build/sample-claims.ts): listed here, counted in _headers,
        // and never in a build for a host.
        const sampleLines = sampleClaimLines(samples);
        const sampleCount = [...samples.values()].reduce((sum, claims) => sum + claims.length, 0);
        if (sampleLines.length > 0) {
          const list = sampleLines.join('\n  ');
          if (isReleaseBuild(process.env)) throw new Error(`This build ${SAMPLES_REFUSED}\n  ${list}`);
          logger.warn(
            `${sampleCount} sample claim(s), marked "Sample"; this build will not deploy:\n  ${list}`,
          );
        }
        const supabase = originOf(publicSupabase(process.env).url);
        const analytics =
          process.env.PUBLIC_ANALYTICS_PROVIDER === 'plausible'
            ? originOf(process.env.PUBLIC_ANALYTICS_SCRIPT_URL || 'https://plausible.io/js/script.js')
            : [];
        const policy = (scriptHashes: string[]) =>
          contentSecurityPolicy({
            scriptHashes,
            scriptOrigins: analytics,
            connectOrigins: [...supabase, ...analytics],
            imageOrigins: supabase,
          });
        // Each page's CSP lists only the inline scripts it runs (src/lib/security/csp-paths.ts).
        const redirectsFile = join(distDir, '_redirects');
        const redirects = existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '';
        const rules = cspPaths(pageHashes, rewritesOf(redirects));
        for (const [path, hashes] of pageHashes) {
          const allowed = new Set(hashesFor(rules, path));
          if (hashes.some((hash) => !allowed.has(hash)))
            throw new Error(`CSP: the rules for ${path} leave out one of its inline scripts`);
        }
        const paths = rules.paths.map((path) => ({ pattern: path.pattern, csp: policy(path.hashes) }));
        writeFileSync(
          join(distDir, '_headers'),
          withSampleRecord(
            withBuildRecord(headersFile(policy(rules.sitewide), paths), process.env),
            sampleCount,
          ),
        );
        logger.info(
          `_headers written: site-wide CSP with ${rules.sitewide.length} inline-script hash(es), ${paths.length} path(s) with their own`,
        );

        const secretValues = SECRET_ENV_NAMES.map((name) => process.env[name] ?? '').filter(Boolean);
        const findings = files
          .filter(
            (path) =>
              /\.(html|js|mjs|css|json|xml|txt|map)$/.test(path) ||
              path.endsWith('_headers') ||
              path.endsWith('_redirects'),
          )
          .flatMap((path) =>
            scanForSecrets(path.slice(distDir.length), readFileSync(path, 'utf8'), secretValues),
          );
        if (findings.length > 0) {
          const list = findings
            .map((finding) => `${finding.file}: ${finding.kind} (${finding.excerpt})`)
            .join('\n  ');
          throw new Error(`Build output contains what looks like a secret:\n  ${list}`);
        }
        logger.info(`secret scan: ${files.length} files clean`);
      },
    },
  };
}
