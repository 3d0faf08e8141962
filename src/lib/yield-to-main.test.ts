// yieldToMain ends the current task: what was queued in it (its microtasks) runs first, and the caller goes on in a
// new task, through scheduler.yield where the browser has it and a message otherwise (not a timer: fake timers in
// tests and setTimeout's clamping would hold it up).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('yieldToMain', () => {
  it('goes on after the work queued in the current task', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask of this task'));
    await yielded;
    expect(order).toEqual(['microtask of this task', 'after the yield']);
  });

  it('is not held up by fake timers', async () => {
    vi.useFakeTimers();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
