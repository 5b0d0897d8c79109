import 'sanitize-html';

declare module 'sanitize-html' {
  interface IOptions {
    /**
     * sanitize-html ≥ 2.14: an escaped (shown as text) tag keeps its attributes as written.
     * @types/sanitize-html 2.16 does not list it yet.
     */
    preserveEscapedAttributes?: boolean | undefined;
  }
}
