// The back end as a replay path says, for any machine (decision 035): each invoked actor's request is held by a page
// route until the path reaches the actor's done or error step, then answered as that step says. The pieces every
// mapping's back end shares are here (HeldRoutes, the held requests and the wait for one; replyTo, a done or error
// event's actor; fail, a failure as the machines see it), and HeldBackend, the whole back end of a machine that makes
// one request per actor (the payment return, the order view). The checkout, the cart, one cart operation, the coupon
// row, the configurator and the product loading have their own, built on these pieces.
import type { BrowserContext, Request, Route } from 'playwright-core';
import type { AnyEventObject } from 'xstate';

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

/** The actor a done/error event of a path answers, and whether it is the done one. */
export function replyTo(event: AnyEventObject): { isDone: boolean; actor: string } {
  const isDone = event.type.startsWith(DONE_PREFIX);
  return { isDone, actor: event.type.slice(isDone ? DONE_PREFIX.length : ERROR_PREFIX.length) };
}

/** A failure as the machines see it: one with a status is the server's answer, one without the network failing. */
export async function fail(route: Route, error: { text?: string; status?: number }): Promise<void> {
  if (typeof error.status === 'number') {
    await route.fulfill({ status: error.status, json: { success: false, data: null, error: error.text ?? '' } });
  } else {
    await route.abort('internetdisconnected');
  }
}

/**
 * What `pick` finds, once it finds something: a held request shows up when the page makes it, a little after the
 * path's previous step. After `timeout` ms without one the path's step cannot be answered: `missing` says why.
 */
export async function waitForHeld<T>(pick: () => T | null | undefined, timeout: number, missing: string): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = pick();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The requests a page made that wait for the path's answer, one per name (an actor, a slot). */
export class HeldRoutes<Name extends string> {
  private readonly routes = new Map<Name, Route>();

  /** @param timeout how long `take` waits for the page's request (ms) */
  constructor(private readonly timeout = 10_000) {}

  /** Holds a request under its name; returns the one held before under it (its invocation was stopped), if any. */
  hold(name: Name, route: Route): Route | undefined {
    const previous = this.routes.get(name);
    this.routes.set(name, route);
    return previous;
  }

  has(name: Name): boolean {
    return this.routes.has(name);
  }

  get size(): number {
    return this.routes.size;
  }

  /** The names whose requests are held. */
  get names(): Name[] {
    return [...this.routes.keys()];
  }

  /** The held request under a name, if the page has made one. */
  request(name: Name): Request | null {
    return this.routes.get(name)?.request() ?? null;
  }

  /** The held request under a name, no longer held, once the page has made it. */
  async take(name: Name, missing = `"${name}" is not running in the page: no request to answer`): Promise<Route> {
    const route = await waitForHeld(() => this.routes.get(name), this.timeout, missing);
    this.routes.delete(name);
    return route;
  }

  /** The first of `names` the page has made a request for, and that request, no longer held. */
  async takeAny(names: readonly Name[], missing: string): Promise<[Name, Route]> {
    const name = await waitForHeld(() => names.find((one) => this.routes.has(one)), this.timeout, missing);
    return [name, await this.take(name)];
  }
}

export interface HeldActor {
  /** The shop API request the actor makes. */
  url: RegExp | ((url: URL) => boolean);
  /** The JSON body of a done answer (default: the shop's envelope with the output as its data). */
  body?: (output: unknown) => unknown;
}

export class HeldBackend {
  /** Outside `live` (a scenario's set-up) the requests go to the real shop. */
  live = false;
  private readonly held = new HeldRoutes<string>();

  constructor(private readonly actors: Record<string, HeldActor>) {}

  async install(context: BrowserContext): Promise<void> {
    for (const [name, actor] of Object.entries(this.actors)) {
      await context.route(actor.url, (route) => {
        if (!this.live) return route.continue();
        this.held.hold(name, route);
      });
    }
  }

  /** The request of an actor's running invocation, if it has made one. */
  request(actor: string): Request | null {
    return this.held.request(actor);
  }

  /** Answers the held request of an actor as a done/error event of the path says. */
  async answer(event: AnyEventObject): Promise<void> {
    const { isDone, actor: name } = replyTo(event);
    const actor = this.actors[name];
    if (!actor) throw new Error(`no page request for actor "${name}"`);
    const route = await this.held.take(name);
    if (isDone) await route.fulfill({ json: actor.body ? actor.body(event.output) : { success: true, data: event.output, error: null } });
    else await fail(route, event.error as { text?: string; status?: number });
  }
}
