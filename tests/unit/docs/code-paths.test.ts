import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages of docs/ and the README name the files that hold each rule. A file that moves must
 * take its references along: every repository path they name exists, and every constant
 * docs/constants.md says lives in a file is found in that file. (Links between the docs pages
 * themselves are links.test.ts.)
 */
const ROOT = process.cwd();
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Top-level folders of the repository whose paths the pages name (dist/ is built, not kept). */
const FOLDERS = [
  'src',
  'functions',
  'scripts',
  'tests',
  'supabase',
  'content',
  'public',
  'bench',
  'docs',
  '.ci',
];
/** A path in running text or a code span: a known folder, then path characters; not inside a URL. */
const PATH = new RegExp(
  `(?<![\\w./:-])((?:${FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./*\\[\\]-]*[\\w*\\]/])`,
  'g',
);
/** How a module path may be written without its ending. */
const MODULE_ENDINGS = ['.ts', '.tsx', '.mjs', '.js', '.astro'];

/** Every file below a folder, relative to the root (for wildcard paths). */
function filesBelow(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(join(ROOT, path)).isFile());
}

/** Whether a named path is in the repository: a file, a folder, a module without its ending, or a wildcard with a match. */
function exists(path: string): boolean {
  const clean = path.replace(/[.]+$/, '');
  if (clean.includes('*')) {
    const folder = clean.slice(0, clean.indexOf('*')).replace(/\/[^/]*$/, '');
    const pattern = new RegExp(
      `^${clean
        .replace(/[.[\]]/g, '\\$&')
        .replace(/\*\*\/?/g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*')}$`,
    );
    return existsSync(join(ROOT, folder)) && filesBelow(folder).some((file) => pattern.test(file));
  }
  return [clean, ...MODULE_ENDINGS.map((ending) => `${clean}${ending}`)].some((candidate) =>
    existsSync(join(ROOT, candidate)),
  );
}

/** The paths a page names, with their line numbers; examples in angle brackets are left out. */
function namedPaths(page: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  readFileSync(join(ROOT, page), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(PATH)) {
        const path = match[1]!;
        if (text[match.index + path.length] === '<' || path.includes('…')) continue;
        found.push({ line: index + 1, path });
      }
    });
  return found;
}

describe('paths named in the docs and the README', () => {
  it('are found in the repository', () => {
    const missing = PAGES.flatMap((page) =>
      namedPaths(page)
        .filter(({ path }) => !exists(path))
        .map(({ line, path }) => `${page}:${line}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are recognised, so the check above has something to check', () => {
    const all = PAGES.flatMap(namedPaths).map(({ path }) => path);
    expect(all).toContain('src/lib/http/body.ts');
    expect(all).toContain('supabase/migrations/');
    expect(all.length).toBeGreaterThan(100);
    expect(exists('src/lib/toast/store')).toBe(true); // a module named without its ending
    expect(exists('content/calculators/pages/*.md')).toBe(true);
    expect(exists('src/lib/email/form-fields.ts')).toBe(false);
  });
});

/**
 * docs/constants.md's last column names where each figure lives: names in code spans, then the
 * file (`NAME`, `path`), or "same file" for the file named just before (in the row, or else the
 * row above's). Several may be given, separated by semicolons.
 */
function constantsRows(): { line: number; names: string[]; file: string }[] {
  const rows: { line: number; names: string[]; file: string }[] = [];
  let previousFile: string | null = null;
  readFileSync(join(ROOT, 'docs', 'constants.md'), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (!text.startsWith('|') || /^\|[\s|:-]+\|$/.test(text.trim())) return;
      const cells = text
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/);
      const where = cells.at(-1)!.trim();
      let rowFile: string | null = null;
      let lastInRow: string | null = null;
      for (const segment of where.split(';')) {
        const spans = [...segment.matchAll(/`([^`]+)`/g)].map((span) => span[1]!);
        const paths = spans.filter((span) => new RegExp(`^(?:${FOLDERS.join('|')})/`).test(span));
        const names = spans
          .filter((span) => !paths.includes(span) && /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:\(\))?$/.test(span))
          .map((span) => span.split('.')[0]!.replace(/\(\)$/, ''));
        // "same file": the file named just before, in this row or else in the row above.
        const file: string | null =
          paths[0] ?? (/\bsame (?:\w+ )?file\b/.test(segment) ? (lastInRow ?? previousFile) : null);
        rowFile ??= file;
        if (file) lastInRow = file;
        if (file && names.length > 0) rows.push({ line: index + 1, names, file });
      }
      if (rowFile) previousFile = rowFile;
    });
  return rows;
}

describe('docs/constants.md', () => {
  it('names, for each figure, a file that holds it', () => {
    const wrong = constantsRows().flatMap(({ line, names, file }) => {
      if (file.includes('*') || !existsSync(join(ROOT, file)) || statSync(join(ROOT, file)).isDirectory())
        return exists(file) ? [] : [`constants.md:${line}: ${file} does not exist`];
      const text = readFileSync(join(ROOT, file), 'utf8');
      return names
        .filter((name) => !new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(text))
        .map((name) => `constants.md:${line}: ${name} is not in ${relative(ROOT, join(ROOT, file))}`);
    });
    expect(wrong).toEqual([]);
  });

  it('reads its rows, "same file" included', () => {
    const rows = constantsRows();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows).toContainEqual(
      expect.objectContaining({ names: ['CLIENT_INFO'], file: 'src/lib/supabase/constants.ts' }),
    );
  });
});
