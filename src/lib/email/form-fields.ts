import { HttpError } from '../http/reply';
import { hasMediaType, MULTIPART_TYPE } from '../http/media-type';

/** An unsubscribe POST is tiny: the token and one or two flags. */
export const MAX_FORM_BYTES = 4 * 1024;

/**
 * The fields of a small form post (urlencoded or multipart, as RFC 8058 one-click senders use),
 * refusing a body over the limit with 413. Anything unreadable yields no fields.
 */
export async function readFormFields(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<Record<string, string>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes).`);
  const bytes = await readLimited(request, maxBytes);
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

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
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
  return bytes;
}
