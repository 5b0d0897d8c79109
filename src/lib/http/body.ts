import type { z } from 'zod';
import { HttpError } from './reply';
import { hasMediaType, JSON_BODY_MESSAGE, JSON_TYPE, MULTIPART_TYPE } from './media-type';
import bodyLimit from './body-limit.json';

/**
 * Bodies above this size (32 KB) are refused before they are parsed. The local server's front
 * (scripts/body-front.mjs) refuses them with the same 413 before the runtime sees them.
 */
export const MAX_BODY_BYTES: number = bodyLimit.maxBodyBytes;

/** The 413 message, naming the limit. */
export const tooLargeMessage = (maxBytes: number) => `Request body is too large (limit ${maxBytes} bytes).`;

/** True when the request says (Content-Length) that its body is larger than `maxBytes`. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * The one size-capped body reader: the body's bytes, refused with HttpError 413 as soon as the
 * declared length or the bytes read so far pass `maxBytes` (a body without a length is counted
 * while it streams in, and reading stops there).
 */
export async function readBodyBytes(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresMoreThan(request, maxBytes)) throw new HttpError(413, tooLargeMessage(maxBytes));
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, tooLargeMessage(maxBytes));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON request body and validates it with a zod schema. Throws HttpError with
 * 413 (too large), 415 (not JSON), 400 (malformed JSON or a schema failure naming the field).
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.infer<T>> {
  if (!hasMediaType(request, [JSON_TYPE])) throw new HttpError(415, JSON_BODY_MESSAGE);
  const text = new TextDecoder().decode(await readBodyBytes(request, maxBytes));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new HttpError(400, describeIssue(result.error));
  return result.data;
}

/** A form post is small: an e-mail address, a token and a flag or two. */
export const MAX_FORM_BYTES = 4 * 1024;

/**
 * The text fields of a small form post (urlencoded, or multipart as RFC 8058 one-click senders
 * use), refusing a body over the limit with 413. Anything unreadable yields no fields.
 */
export async function readFormFields(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<Record<string, string>> {
  const bytes = await readBodyBytes(request, maxBytes);
  const fields: Record<string, string> = {};
  try {
    if (hasMediaType(request, [MULTIPART_TYPE])) {
      const form = await new Response(bytes, {
        headers: { 'content-type': request.headers.get('content-type')! },
      }).formData();
      for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
    } else {
      for (const [key, value] of new URLSearchParams(new TextDecoder().decode(bytes))) fields[key] = value;
    }
  } catch {
    return {};
  }
  return fields;
}

/** The first validation problem, phrased for a person and naming the field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
