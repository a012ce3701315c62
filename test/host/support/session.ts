import { afterEach } from 'vitest';
import type { HostOptions } from '../../../electron/host/api';
import { startTestHost, type TestHost } from './hosts';
import { TestClient } from './test-client';

/**
 * The usual test file setup: one host per test (started by `start`), clients that have said
 * hello, and everything closed after each test.
 */
export function hostSession() {
  let host: TestHost | undefined;
  const clients: TestClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.terminate()));
    await host?.close();
    host = undefined;
  });
  return {
    async start(options: Partial<HostOptions> = {}): Promise<TestHost> {
      host = await startTestHost(options);
      return host;
    },
    host: (): TestHost => host!,
    /** Connected, not yet introduced (the test says hello itself to read the welcome). */
    async raw(name: string, url = host!.url): Promise<TestClient> {
      const c = await TestClient.connect(url, { name });
      clients.push(c);
      return c;
    },
    async client(name: string, url = host!.url): Promise<TestClient> {
      const c = await this.raw(name, url);
      await c.hello();
      return c;
    },
  };
}
