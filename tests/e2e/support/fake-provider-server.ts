/**
 * The fake AI provider as a standalone process for the end-to-end tests (run by a Playwright
 * web server: `npx tsx tests/e2e/support/fake-provider-server.ts`). It listens on
 * 127.0.0.1:(E2E_PORT + 2) and serves /__control/* so specs can script its replies; see
 * tests/e2e/support/ai-server.ts for the calls.
 */
import { startFakeAiProvider } from '../../support/fake-ai-provider';
import { aiPorts } from './ai-ports';

const provider = await startFakeAiProvider({ port: aiPorts().fakeProvider, control: true });
console.log(`Fake AI provider listening on ${provider.baseUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
