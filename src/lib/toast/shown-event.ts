/**
 * The window event showToast() sends, after the toast is in the store. The page's toast viewport
 * hydrates on the first one (client:ontoast, src/directives/on-toast.ts): until a page has
 * something to say, its React code is not run at all (docs/performance.md#islands). A file of its
 * own so the directive, which is inlined into every page with a toast viewport, stays tiny.
 */
export const TOAST_SHOWN_EVENT = 'astrelle:toast-shown';
