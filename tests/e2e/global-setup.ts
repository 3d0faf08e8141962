// Starts one shop (server + emulator) for the whole end-to-end run and hands its URLs to the tests.
import type { TestProject } from 'vitest/node';
import { startShopProcess, type ShopProcess } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    emulatorUrl: string;
  }
}

let shop: ShopProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  shop = await startShopProcess();
  project.provide('shopUrl', shop.url);
  project.provide('emulatorUrl', shop.emulatorUrl);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
}
