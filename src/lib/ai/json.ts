import { parseError } from './errors';

/**
 * The JSON object inside a model reply (docs/constants.md#ai-provider): code fences are removed, then the
 * first balanced {…} block (braces inside strings ignored) is parsed. Throws
 * 'Failed to parse response: …' when there is none or it is not valid JSON.
 */
export function extractJsonObject(reply: string): Record<string, unknown> {
  const text = stripCodeFences(reply);
  const block = firstBalancedObject(text);
  if (block === null) throw parseError('no JSON object found in the reply');
  let value: unknown;
  try {
    value = JSON.parse(block);
  } catch (error) {
    throw parseError(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw parseError('the reply is not a JSON object');
  return value as Record<string, unknown>;
}

/** Same as extractJsonObject, but null instead of an error. */
export function tryExtractJsonObject(reply: string): Record<string, unknown> | null {
  try {
    return extractJsonObject(reply);
  } catch {
    return null;
  }
}

/** Drops ``` and ```json fence lines, keeping what was between them. */
export function stripCodeFences(text: string): string {
  return text.replace(/```[a-zA-Z0-9_-]*[ \t]*\r?\n?/g, '').trim();
}

/** The text of the first {...} whose braces balance, or null. */
export function firstBalancedObject(text: string): string | null {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end !== -1) return text.slice(start, end + 1);
  }
  return null;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
