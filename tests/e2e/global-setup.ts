// Starts the built site (production renderer, in-process) once for the end-to-end run and hands its URL to the
// tests. Specs that need the commerce back end start the whole shop with startShopProcess() themselves. A build of
// other sources than these is refused: the tests would pass or fail for code that is not the code under test.
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';
import { currentBuild, sourceStamp } from '../../scripts/build-layout';
import { createProductionRenderer } from '../../server/ssr/renderer';
import { freePort } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const build = currentBuild(root);
  if (!build || build.stamp !== sourceStamp(root)) {
    throw new Error(
      `${build ? 'dist/current is a build of other sources' : 'There is no build in dist/current'}: run "npm run build" before the end-to-end tests.`,
    );
  }
  const renderer = await createProductionRenderer(build.dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = createApp({ logger: pino({ level: 'warn' }), renderer, publicUrl: url, isProduction: false });
  await new Promise<void>((resolve) => {
    server = app.listen(port, '127.0.0.1', () => resolve());
  });
  project.provide('shopUrl', url);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
