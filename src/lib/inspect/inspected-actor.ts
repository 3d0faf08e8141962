// The one way the shop creates an actor (decision record 036): `createInspectedActor` is xstate's createActor with
// the development inspector attached, and `useInspectedActorRef` (use-inspected-actor-ref.ts) is @xstate/react's
// useActorRef with the same. Inspection observers belong to an actor system, so every actor a machine invokes or
// spawns is inspected with its root. tests/unit/inspector-every-machine.test.ts fails when a file of src/ imports
// createActor/useActorRef/useMachine itself, or when a machine of src/machines is never started.
// In production builds createInspector() is `undefined` at build time and this is plain createActor.
import { createActor, type AnyActorLogic, type ActorOptions, type InspectionEvent, type Observer } from 'xstate';
import { createInspector } from './xstate-inspector';

type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

function asFunction(observer: InspectOption): ((event: InspectionEvent) => void) | undefined {
  if (!observer) return undefined;
  if (typeof observer === 'function') return observer;
  const { next } = observer as Observer<InspectionEvent>;
  return next ? (event) => next.call(observer, event) : undefined;
}

/** `options` with the page's inspector added to (not replacing) an inspect observer the caller passed. */
export function withInspector<T extends object | undefined>(options: T): T {
  const page = createInspector()?.inspect;
  if (!page) return options;
  const own = asFunction((options as { inspect?: InspectOption } | undefined)?.inspect);
  const inspect = own && own !== page ? (event: InspectionEvent) => (own(event), page(event)) : page;
  return { ...(options ?? {}), inspect } as T;
}

/** xstate's createActor, inspected in development. */
export const createInspectedActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createActor(logic, withInspector(options))) as typeof createActor;
