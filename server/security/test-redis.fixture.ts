// The real Redis the tests need (CI runs one on 127.0.0.1:6379; TEST_REDIS_URL points elsewhere). Unreachable, a
// test fails with a message saying so: a Redis test that quietly skips would count as passed without running.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connected client on database `db`; throws with what to do when Redis is not there (`serverUrl`: for its own test). */
export async function connectTestRedis(db = 0, serverUrl = TEST_REDIS_URL): Promise<Redis> {
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const client = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new Error(
      `Redis is not reachable at ${serverUrl} (${err instanceof Error ? err.message : String(err)}). These tests need the Redis service that CI provides; start one locally (e.g. \`redis-server\`) or point TEST_REDIS_URL at it.`,
      { cause: err },
    );
  }
  return client;
}
