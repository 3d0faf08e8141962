// Logging out: the server is asked once, the visitor is told how it went (only a call that worked says "all your
// devices") and lands on the back office's login or the home page, also when the call failed.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { logoutMachine, type LogoutInput, type LogOutInput } from './logout.machine';
import { selectIsLoggingOut } from './logout.selectors';

function start(input: LogoutInput, answer: () => Promise<void> = async () => {}) {
  const log: string[] = [];
  const machine = logoutMachine.provide({
    actors: {
      logOut: fromPromise<void, LogOutInput>(async ({ input: request }) => {
        log.push(`logout ${request.role}${request.everywhere ? ' everywhere' : ''}`);
        await answer();
      }),
    },
    actions: {
      announce: (_, params) => log.push(`announce ${params.outcome}`),
      leave: (_, params) => log.push(`leave to ${params.to}`),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('logout machine', () => {
  test("a customer's logout ends this browser's session and lands on the home page", async () => {
    const { actor, log } = start({ role: 'customer' });
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'logout.request' });
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(true);
    expect(log).toEqual(['logout customer']);
    await flush();
    expect(log).toEqual(['logout customer', 'announce this-browser', 'leave to home']);
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(false);
  });

  test('everywhere: every device, said only because the server did it', async () => {
    const { actor, log } = start({ role: 'customer', everywhere: true });
    actor.send({ type: 'logout.request' });
    await flush();
    expect(log).toEqual(['logout customer everywhere', 'announce all-devices', 'leave to home']);
  });

  test('an admin lands on the back office login', async () => {
    const { actor, log } = start({ role: 'admin' });
    actor.send({ type: 'logout.request' });
    await flush();
    expect(log).toEqual(['logout admin', 'announce this-browser', 'leave to admin-login']);
  });

  test('a failed call still leaves, saying only this device is logged out', async () => {
    const { actor, log } = start({ role: 'customer', everywhere: true }, async () => {
      throw { message: 'Failed to fetch' };
    });
    actor.send({ type: 'logout.request' });
    await flush();
    expect(log).toEqual(['logout customer everywhere', 'announce this-device-only', 'leave to home']);
  });

  test('a second click while the server is asked sends nothing more', async () => {
    const { actor, log } = start({ role: 'admin' });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.request' });
    await flush();
    expect(log.filter((line) => line.startsWith('logout'))).toEqual(['logout admin']);
  });
});
