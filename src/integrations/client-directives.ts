import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers our client directives: `client:afterload`, `client:ontoast` and `client:oninteraction` (src/directives/). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'astrelle-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterload',
          entrypoint: fileURLToPath(new URL('../directives/after-load.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'ontoast',
          entrypoint: fileURLToPath(new URL('../directives/on-toast.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'oninteraction',
          entrypoint: fileURLToPath(new URL('../directives/on-interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
