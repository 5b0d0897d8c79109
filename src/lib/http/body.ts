import type { z } from 'zod';
import { HttpError } from './reply';
import { hasMediaType, JSON_BODY_MESSAGE, JSON_TYPE } from './media-type';

/** Bodies above this size are refused before they are parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

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
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes).`);
  }
  const text = await readLimitedText(request, maxBytes);
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

/** Reads the body as text, stopping as soon as it passes the limit. */
async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes).`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The first validation problem, phrased for a person and naming the field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
