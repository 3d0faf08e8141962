// The back end as a replay path says, for any machine (decision 035): each invoked actor's request is held by a page
// route until the path reaches the actor's done or error step, then answered as that step says. The checkout has its
// own (tests/replay/checkout.mapping.ts: its place-order child makes several requests); the payment return and the
// configurator make one request per actor, which this one holds.
import type { BrowserContext, Request, Route } from 'playwright-core';
import type { AnyEventObject } from 'xstate';

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

export interface HeldActor {
  /** The shop API request the actor makes. */
  url: RegExp | ((url: URL) => boolean);
  /** The JSON body of a done answer (default: the shop's envelope with the output as its data). */
  body?: (output: unknown) => unknown;
}

/** A failure as the machines see it: one with a status is the server's answer, one without the network failing. */
async function fail(route: Route, error: { text?: string; status?: number }): Promise<void> {
  if (typeof error.status === 'number') {
    await route.fulfill({ status: error.status, json: { success: false, data: null, error: error.text ?? '' } });
  } else {
    await route.abort('internetdisconnected');
  }
}

export class HeldBackend {
  /** Outside `live` (a scenario's set-up) the requests go to the real shop. */
  live = false;
  private readonly held = new Map<string, Route>();

  constructor(private readonly actors: Record<string, HeldActor>) {}

  async install(context: BrowserContext): Promise<void> {
    for (const [name, actor] of Object.entries(this.actors)) {
      await context.route(actor.url, (route) => {
        if (!this.live) return route.continue();
        this.held.set(name, route);
      });
    }
  }

  /** The request of an actor's running invocation, if it has made one. */
  request(actor: string): Request | null {
    return this.held.get(actor)?.request() ?? null;
  }

  private async take(actor: string): Promise<Route> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const route = this.held.get(actor);
      if (route) {
        this.held.delete(actor);
        return route;
      }
      if (Date.now() > deadline) throw new Error(`"${actor}" is not running in the page: no request to answer`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Answers the held request of an actor as a done/error event of the path says. */
  async answer(event: AnyEventObject): Promise<void> {
    const isDone = event.type.startsWith(DONE_PREFIX);
    const name = event.type.slice(isDone ? DONE_PREFIX.length : ERROR_PREFIX.length);
    const actor = this.actors[name];
    if (!actor) throw new Error(`no page request for actor "${name}"`);
    const route = await this.take(name);
    if (isDone) await route.fulfill({ json: actor.body ? actor.body(event.output) : { success: true, data: event.output, error: null } });
    else await fail(route, event.error as { text?: string; status?: number });
  }
}
