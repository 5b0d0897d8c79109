/**
 * Ports of the end-to-end servers: the site without an AI key on E2E_PORT, the same build
 * with a (fake) provider configured on E2E_PORT + 1, and that fake provider on E2E_PORT + 2.
 */
export function aiPorts(env: Record<string, string | undefined> = process.env) {
  const site = Number(env.E2E_PORT ?? 8788);
  return { site, aiSite: site + 1, fakeProvider: site + 2 };
}
