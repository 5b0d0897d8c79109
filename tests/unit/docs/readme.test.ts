import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README stays short and true: lines that fit 100 columns, and a tree that lists what is there. */
const ROOT = process.cwd();
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The layout tree: the ```text block under "## Layout". */
function tree(): string[] {
  const block = /## Layout\n+```text\n([\s\S]*?)\n```/.exec(readme);
  if (!block) throw new Error('README.md has no ```text tree under "## Layout"');
  return block[1]!.split('\n');
}

describe('README.md', () => {
  it('fits 100 columns on every line', () => {
    const long = readme
      .split('\n')
      .map((line, index) => ({ line: index + 1, width: [...line].length }))
      .filter(({ width }) => width > 100);
    expect(long).toEqual([]);
  });

  it('starts with the two commands: serve the whole site, run every test', () => {
    const commands = /^# Astrelle\n+```sh\n([\s\S]*?)\n```/.exec(readme)?.[1]?.split('\n') ?? [];
    expect(commands.map((line) => line.split('#')[0]!.trim())).toEqual([
      'npm install && npm start',
      'npm test',
    ]);
  });

  it('lists every folder of src/lib in its tree, and nothing that is not there', () => {
    const lines = tree();
    const start = lines.findIndex((line) => /^ {2}lib\/ /.test(line));
    const listed: string[] = [];
    for (const line of lines.slice(start + 1)) {
      const folder = /^ {4}([\w-]+)\/(?: |$)/.exec(line);
      if (!folder) break;
      listed.push(folder[1]!);
    }
    expect(listed).toEqual(folders('src/lib'));
  });

  it('names every top-level folder of src/ in its tree', () => {
    const text = tree().join('\n');
    expect(folders('src').filter((name) => !new RegExp(`(^|[\\s,])${name}/`, 'm').test(text))).toEqual([]);
  });
});
