// Ends the current task and continues in a new one, ahead of other queued work where the browser supports it
// (scheduler.yield), so a chain of steps (an answer handled, the next request started) is not one long task.
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    // A message is a new task too, without setTimeout's clamping (and untouched by fake timers in tests).
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
