/**
 * A POST with a JSON body, as the site's pages send one to a function: the body is serialised,
 * except a string, which goes as it is (for the tests that send broken JSON). Extra headers
 * (cf-connecting-ip, authorization) are added to the JSON content type.
 */
export function jsonPost(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
