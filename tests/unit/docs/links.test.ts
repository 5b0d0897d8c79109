import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';

/**
 * docs/ is where comments send the next engineer, so every way into it must lead somewhere: the
 * links between its pages (with their #anchors), the page names written in code spans, and the
 * `docs/<page>.md` paths named anywhere in the code.
 */
const ROOT = process.cwd();
const DOCS = join(ROOT, 'docs');
/** Where code comments live; scanned for docs paths. */
const CODE_DIRS = ['src', 'functions', 'scripts', 'bench', 'tests', 'supabase'];
const CODE_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.js',
  '.mjs',
  '.cjs',
  '.astro',
  '.sql',
  '.css',
  '.md',
  '.mdx',
]);
/** A docs path in code, not part of a longer path or URL: the page, then an optional #anchor. */
const DOCS_PATH = /(?<![\w/.-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
/** A page named alone in a code span inside docs/, e.g. `scores.md`. */
const PAGE_IN_CODE_SPAN = /^([\w-]+\.md)(?:#([\w-]+))?$/;
/** This file names made-up pages in its own examples. */
const THIS_FILE = join(ROOT, 'tests', 'unit', 'docs', 'links.test.ts');

function tokensOf(markdown: string): Token[] {
  return marked.lexer(markdown);
}

/** Every token of a document, nested ones (table cells, list items, link text) included. */
function allTokens(markdown: string): Token[] {
  const found: Token[] = [];
  marked.walkTokens(tokensOf(markdown), (token) => {
    found.push(token);
  });
  return found;
}

/** The anchors GitHub gives the headings of a Markdown document. */
function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    allTokens(markdown)
      .filter((token): token is Tokens.Heading => token.type === 'heading')
      .map((heading) => slugger.slug(heading.text)),
  );
}

interface Target {
  /** Absolute path of the file the reference points to. */
  file: string;
  anchor: string | undefined;
  /** The reference as written, for the failure message. */
  written: string;
}

/** The relative links of a Markdown page and the docs pages its code spans name. */
function referencesIn(markdown: string, file: string, docsDir = DOCS): Target[] {
  const targets: Target[] = [];
  for (const token of allTokens(markdown)) {
    if (token.type === 'link') {
      const href = (token as Tokens.Link).href;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
      const [path = '', anchor] = href.split('#');
      targets.push({ file: path ? resolve(dirname(file), path) : file, anchor, written: href });
    } else if (token.type === 'codespan') {
      const text = (token as Tokens.Codespan).text;
      const page = PAGE_IN_CODE_SPAN.exec(text);
      if (page) targets.push({ file: join(docsDir, page[1]!), anchor: page[2], written: text });
      for (const match of text.matchAll(DOCS_PATH))
        targets.push({
          file: join(dirname(docsDir), 'docs', match[1]!),
          anchor: match[2],
          written: match[0],
        });
    }
  }
  return targets;
}

/** The `docs/<page>.md#anchor` paths a source file names. */
function docsPathsIn(source: string, root = ROOT): Target[] {
  return [...source.matchAll(DOCS_PATH)].map((match) => ({
    file: join(root, 'docs', match[1]!),
    anchor: match[2],
    written: match[0],
  }));
}

/** What is wrong with one reference, or null when its file (and heading) exist. */
function problemWith(target: Target): string | null {
  if (!existsSync(target.file) || !statSync(target.file).isFile()) return `${target.written}: no such file`;
  if (target.anchor === undefined || target.anchor === '') return null;
  if (extname(target.file) !== '.md') return null;
  const anchors = headingAnchors(readFileSync(target.file, 'utf8'));
  return anchors.has(target.anchor) ? null : `${target.written}: no heading with that anchor`;
}

function docsPages(): string[] {
  return readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(DOCS, name))
    .sort();
}

function codeFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  for (const dir of CODE_DIRS) {
    const base = join(ROOT, dir);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      if (name.split(/[\\/]/).includes('node_modules')) continue;
      if (CODE_EXTENSIONS.has(extname(name))) files.push(join(base, name));
    }
  }
  return files.filter((file) => file !== THIS_FILE && statSync(file).isFile());
}

describe('the docs link checker', () => {
  const page = '/repo/docs/a.md';

  it('gives headings the anchors GitHub gives them', () => {
    const anchors = headingAnchors(
      '# Title\n\n## Auth and session\n\n## E-mail and media\n\n## `code` in it\n\n## Auth and session\n',
    );
    expect([...anchors]).toEqual([
      'title',
      'auth-and-session',
      'e-mail-and-media',
      'code-in-it',
      'auth-and-session-1',
    ]);
  });

  it('reads relative links, page names in code spans and docs paths, and skips web addresses', () => {
    const targets = referencesIn(
      '[b](b.md#one) [same](#two) [web](https://example.com/x.md) `c.md` `docs/d.md#three` `not a page`\n\n| t |\n| - |\n| [e](sub/e.md) |\n',
      page,
      '/repo/docs',
    );
    expect(targets.map((target) => [relative('/repo', target.file), target.anchor])).toEqual([
      ['docs/b.md', 'one'],
      ['docs/a.md', 'two'],
      ['docs/c.md', undefined],
      ['docs/d.md', 'three'],
      ['docs/sub/e.md', undefined],
    ]);
  });

  it('finds docs paths in code, but not inside longer paths or addresses', () => {
    const source =
      '// see docs/scores.md and docs/constants.md#quiz (docs/decisions.md#adults-only)\n// https://x.dev/docs/y.md and my-docs/z.md';
    expect(docsPathsIn(source, '/repo').map((target) => target.written)).toEqual([
      'docs/scores.md',
      'docs/constants.md#quiz',
      'docs/decisions.md#adults-only',
    ]);
  });

  it('reports a missing file and a missing heading', () => {
    expect(problemWith({ file: join(DOCS, 'no-such-page.md'), anchor: undefined, written: 'x' })).toBe(
      'x: no such file',
    );
    expect(problemWith({ file: join(DOCS, 'README.md'), anchor: 'no-such-heading', written: 'y' })).toBe(
      'y: no heading with that anchor',
    );
    expect(problemWith({ file: join(DOCS, 'README.md'), anchor: 'product-rules', written: 'z' })).toBeNull();
  });
});

describe('docs/', () => {
  it('README links every page of docs/', () => {
    const readme = join(DOCS, 'README.md');
    const linked = new Set(referencesIn(readFileSync(readme, 'utf8'), readme).map((target) => target.file));
    const unlisted = docsPages().filter((file) => file !== readme && !linked.has(file));
    expect(unlisted.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it.each(docsPages().map((file) => [basename(file), file]))(
    '%s: every link, anchor and page name leads somewhere',
    (_name, file) => {
      const problems = referencesIn(readFileSync(file, 'utf8'), file)
        .map(problemWith)
        .filter((problem) => problem !== null);
      expect(problems).toEqual([]);
    },
  );

  it('every docs/… path named in the code exists, with the heading its #anchor names', () => {
    const problems = codeFiles().flatMap((file) =>
      docsPathsIn(readFileSync(file, 'utf8'))
        .map(problemWith)
        .filter((problem) => problem !== null)
        .map((problem) => `${relative(ROOT, file)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
