/**
 * Fills {name} tokens in content text with site settings, so content files never retype the
 * brand, company or mailbox. An unknown token is a content mistake and fails the build.
 */
export type TokenValues = Readonly<Record<string, string | number>>;

const TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown content token {${name}} in: ${text.slice(0, 80)}`);
    return String(value);
  });
}

/** fillTokens over every string inside plain data (objects, arrays), leaving other values as they are. */
export function fillTokensDeep<T>(data: T, values: TokenValues): T {
  if (typeof data === 'string') return fillTokens(data, values) as T;
  if (Array.isArray(data)) return data.map((item) => fillTokensDeep(item, values)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillTokensDeep(value, values)]),
    ) as T;
  }
  return data;
}
