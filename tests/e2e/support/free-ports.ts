import { createServer, type Server } from 'node:net';

/** How many consecutive ports the end-to-end servers use (playwright.config.ts). */
export const E2E_PORT_COUNT = 5;

function listen(port: number): Promise<Server | null> {
  return new Promise((done) => {
    const server = createServer()
      .once('error', () => done(null))
      .listen(port, '127.0.0.1', () => done(server));
  });
}

const close = (servers: (Server | null)[]) =>
  Promise.all(
    servers.map((server) => new Promise((closed) => (server ? server.close(closed) : closed(null)))),
  );

/**
 * The first of `count` consecutive ports that are all free on 127.0.0.1 right now, so the browser
 * tests never collide with `npm start` or another run. The system picks the first port (an
 * unused one from its ephemeral range); the rest are tried after it.
 */
export async function freePortBlock(count = E2E_PORT_COUNT, attempts = 50): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const first = await listen(0);
    if (!first) continue;
    const start = (first.address() as { port: number }).port;
    const held: (Server | null)[] = [first];
    for (let offset = 1; offset < count && start + offset <= 65_535; offset += 1) {
      const next = await listen(start + offset);
      held.push(next);
      if (!next) break;
    }
    await close(held);
    if (held.length === count && held.every(Boolean)) return start;
  }
  throw new Error(`No ${count} consecutive free ports on 127.0.0.1 after ${attempts} tries; set E2E_PORT.`);
}
