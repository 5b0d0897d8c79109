import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers `client:afterload` (src/directives/after-load.ts). */
export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'astrelle-after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterload',
          entrypoint: fileURLToPath(new URL('../directives/after-load.ts', import.meta.url)),
        });
      },
    },
  };
}
