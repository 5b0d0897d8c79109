import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPages, checkSite, extractLinks } from '../../e2e/support/site-links';

const ORIGIN = 'https://astrelle.test';
let dist: string;

function write(path: string, text: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'links-'));
  write('index.html', '<main><h2 id="cosmic-features">F</h2><a href="/terms#privacy">t</a></main>');
  write('terms.html', '<h2 id="privacy">P</h2><a href="#privacy">toc</a><a href="/">home</a>');
  write(
    'compare/astra.html',
    '<a href="/#cosmic-features">home</a><a href="https://astrelle.test/terms">abs</a>',
  );
  write('admin.html', '<p>admin</p>');
  write('favicon.svg', '<svg/>');
  write('_redirects', '/admin/*  /admin  200\n');
  write('_astro/x.html', '<a href="/nowhere">ignored build asset</a>');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('link checker', () => {
  it('maps files to routes the way build.format "file" serves them', () => {
    expect(builtPages(dist).map((page) => page.route)).toEqual(['/', '/admin', '/compare/astra', '/terms']);
  });

  it('accepts a site whose links and anchors all resolve', () => {
    write(
      'terms.html',
      '<h2 id="privacy">P</h2><a href="/admin/articles">admin</a><link rel="icon" href="/favicon.svg"><a href="mailto:a@b.c">m</a><a href="https://elsewhere.example/x">x</a>',
    );
    expect(checkSite(dist, { origin: ORIGIN })).toEqual([]);
  });

  it('reports a missing page, a missing anchor, a trailing slash and an empty link', () => {
    write(
      'terms.html',
      '<a href="/refunds">r</a><a href="/#about-us">a</a><a href="/compare/">c</a><a href="#">e</a><a href="https://astrelle.test/gone">g</a>',
    );
    const reasons = checkSite(dist, { origin: ORIGIN }, ['/terms']).map(
      (problem) => `${problem.link} ${problem.reason}`,
    );
    expect(reasons).toEqual([
      '/refunds no page or file',
      '/#about-us no element with id "about-us" on /',
      '/compare/ trailing slash (the site uses /page, never /page/)',
      '# empty link',
      'https://astrelle.test/gone no page or file',
    ]);
  });

  it('checks form actions against the functions folder', () => {
    const functions = join(dist, '..', `fn-${Date.now()}`);
    mkdirSync(join(functions, 'api'), { recursive: true });
    writeFileSync(join(functions, 'api', 'subscribe.ts'), '');
    write(
      'terms.html',
      '<form action="/api/subscribe" method="post"></form><form action="/api/nope"></form>',
    );
    const problems = checkSite(dist, { origin: ORIGIN, functionsDir: functions }, ['/terms']);
    rmSync(functions, { recursive: true, force: true });
    expect(problems.map((problem) => problem.reason)).toEqual(['no function functions/api/nope']);
  });

  it('decodes entities in links', () => {
    expect(extractLinks('<a class="x" href="/a?b=1&amp;c=2">x</a>')).toEqual(['/a?b=1&c=2']);
  });
});
