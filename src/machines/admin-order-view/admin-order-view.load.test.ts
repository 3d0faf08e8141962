// The order view's module loads and an admin can open an operation's confirmation (decision record 034). The
// operation buttons go to `#adminOrderView.confirming`: xstate resolves that target when the machine is built, at
// import, and a machine id that does not match throws there ("Child state node '#adminOrderView' does not exist"),
// so no order page could open. Imported inside the test, not at the top: a module that throws at import fails the
// test file without failing a test, which Stryker's vitest runner counts as a surviving mutant.
import { createActor, fromPromise } from 'xstate';
import { expect, test } from 'vitest';
import type { AdminOrderDetail } from '../admin-common/admin.types';

const NEW_ORDER = {
  id: 7,
  number: '000000007',
  status: 'pending',
  state: 'new',
  can: { cancel: true, invoice: true, ship: true, creditmemo: false, hold: true, unhold: false },
} as AdminOrderDetail;

test('the order view loads, and an allowed operation opens its confirmation', async () => {
  const { adminOrderViewMachine } = await import('./admin-order-view.machine');
  const actor = createActor(adminOrderViewMachine.provide({ actors: { loadOrder: fromPromise<AdminOrderDetail, { id: number }>(async () => NEW_ORDER) } }), {
    input: { id: 7 },
  }).start();
  await expect.poll(() => actor.getSnapshot().matches({ ready: 'new' })).toBe(true);
  actor.send({ type: 'operation.open', operation: 'cancel', key: 'key-1' });
  expect(actor.getSnapshot().value).toBe('confirming');
  expect(actor.getSnapshot().context.dialog).toMatchObject({ operation: 'cancel', key: 'key-1' });
  actor.stop();
});
