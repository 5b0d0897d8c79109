/**
 * Where the addresses of New and Full Moons that have passed out of the pages' window go
 * (docs/sky-pages.md#lunations): a permanent redirect to their hub, which lists the coming ones,
 * so a link to last March's Full Moon lands on the Full Moons rather than on a missing page.
 */
import { lunationHubPath, lunationPath, type Lunation } from './lunations';

/** Public path of the build file the redirects integration picks the lines up from (and removes). */
export const SKY_REDIRECTS_FILE = '/sky-pages-redirects.txt';

export function lunationRedirectLines(past: readonly Lunation[]): string[] {
  return [
    "# New and Full Moons past the pages' window (generated at build time, docs/sky-pages.md#lunations)",
    ...past.map(({ event }) => `${lunationPath(event)}  ${lunationHubPath(event.phase)}  301`),
  ];
}
