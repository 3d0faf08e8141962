// The PostgreSQL and Redis fixtures fail a test that cannot reach its service, with a message saying what to start:
// a test that skipped (or returned early) instead would count as passed without having run.
import { describe, expect, it } from 'vitest';
import { connectTestRedis } from '../security/test-redis.fixture';
import { createTestSchema } from './test-postgres.fixture';

// Port 1: nothing listens there, the connection is refused at once.
describe('test service fixtures', () => {
  it('PostgreSQL not there: the error names the address, the service to start and TEST_DATABASE_URL', async () => {
    await expect(createTestSchema('postgres://postgres@127.0.0.1:1/test')).rejects.toThrow(
      /^PostgreSQL is not reachable at postgres:\/\/postgres@127\.0\.0\.1:1\/test \(.*ECONNREFUSED.*\)\. .*start one locally .*TEST_DATABASE_URL/,
    );
  });

  it('Redis not there: the error names the address, the service to start and TEST_REDIS_URL', async () => {
    await expect(connectTestRedis(0, 'redis://127.0.0.1:1')).rejects.toThrow(
      /^Redis is not reachable at redis:\/\/127\.0\.0\.1:1 .*start one locally \(e\.g\. `redis-server`\).*TEST_REDIS_URL/,
    );
  });
});
