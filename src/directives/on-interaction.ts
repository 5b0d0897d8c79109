import type { ClientDirective } from 'astro';
import { hydrateOnInteraction, type InteractionOptions } from '../lib/site/hydrate-on-interaction';

/**
 * `client:oninteraction`: hydrate when the visitor first reaches for the island (a tap, a click, a
 * key, a focus), or after the first paint when the address carries a shared result or the browser
 * keeps something the island shows (docs/performance.md#islands). The value may name those
 * storage keys (local or session): `client:oninteraction={{ storedKeys: [...] }}`.
 */
const onInteraction: ClientDirective = (load, options, island) => {
  const value = options.value as InteractionOptions | boolean | undefined;
  hydrateOnInteraction(island, load, typeof value === 'object' ? value : {});
};

export default onInteraction;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:oninteraction'?: boolean | InteractionOptions;
  }
}
