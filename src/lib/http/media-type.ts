import { parse } from 'content-type';

/**
 * The media types our functions accept as request bodies. Compared after parsing the
 * Content-Type header (type/subtype, lower-cased, parameters apart), never by substring: a
 * header such as `text/plain; charset=application/json` is text/plain.
 */
export const JSON_TYPE = 'application/json';
export const URLENCODED_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';

export const JSON_BODY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

export type BodyMediaType = typeof JSON_TYPE | typeof URLENCODED_TYPE | typeof MULTIPART_TYPE;

export interface MediaType {
  /** type/subtype, lower case; '' when the header is missing or unreadable. */
  type: string;
  /** Parameter names lower case (charset, boundary …), values as sent. */
  parameters: Record<string, string>;
}

const NONE: MediaType = { type: '', parameters: {} };

/** The parsed Content-Type of a request or response; `type` is '' when absent or malformed. */
export function mediaTypeOf(message: { headers: Headers }): MediaType {
  const header = message.headers.get('content-type');
  if (!header) return NONE;
  try {
    const { type, parameters } = parse(header);
    return { type: type.toLowerCase(), parameters };
  } catch {
    return NONE;
  }
}

/**
 * True when the body is declared as exactly one of `accepted`. A JSON body may name a charset
 * only if it is UTF-8 (RFC 8259: JSON between systems is UTF-8, and that is how we decode it).
 */
export function hasMediaType(message: { headers: Headers }, accepted: readonly BodyMediaType[]): boolean {
  const { type, parameters } = mediaTypeOf(message);
  if (!(accepted as readonly string[]).includes(type)) return false;
  if (type !== JSON_TYPE || parameters.charset === undefined) return true;
  return parameters.charset.toLowerCase() === 'utf-8';
}
