/**
 * Puts the inputs of the result on screen into the address bar, so the address is the share
 * link: `search` from encodeShare (src/lib/calculators/share-link.ts), or encodeChartShare for a
 * birth chart with its drawing choices.
 */
export function showSharedInputs(search: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
}

/** Back to the bare page address when the visitor starts over. */
export function clearSharedInputs(): void {
  if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
}
