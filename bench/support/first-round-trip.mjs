// Whether a page's HTML arrives in the first round trip of a new connection
// (docs/performance.md#one-round-trip): TCP starts with a window of 10 segments of 1,460 B, so a
// response of at most 14,600 B, headers included, needs one round trip after the request and a
// larger one at least two (on Lighthouse's slow 4G, 150 ms more before the first paint).
// The response's size is estimated as the gzip HTML, the headers `_headers` gives its address,
// and the headers the server adds to every page (status line, type, length, date, ETag…).

export const FIRST_WINDOW_BYTES = 10 * 1460;
/** The headers of a page response that `_headers` does not set (status line, type, ETag, date…): on the local server, /privacy-policy had 1,090 B of headers, 780 of them from `_headers`. */
export const SERVER_HEADER_BYTES = 310;

/** The rules of a `_headers` file: a path pattern, the headers it detaches and those it sets. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), unset: [], set: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.unset.push(line.trim().slice(1).trim().toLowerCase());
    else rules.at(-1)?.set.push(line.trim());
  }
  return rules;
}

const matches = (pattern, path) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The bytes of the headers the rules give an address, applied in file order as Pages does. */
export function headerBytes(rules, path) {
  const headers = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const line of rule.set) headers.set(line.slice(0, line.indexOf(':')).toLowerCase(), line);
  }
  return [...headers.values()].reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0);
}
