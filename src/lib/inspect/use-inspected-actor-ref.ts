// @xstate/react's useActorRef with the development inspector attached: the views' one way to start a machine
// (decision record 036; see inspected-actor.ts). A module of its own so that code creating actors outside React (the
// shop runtime, the lead forms) does not pull @xstate/react into its chunk.
import { useActorRef } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { withInspector } from './inspected-actor';

export const useInspectedActorRef = ((logic: AnyActorLogic, options?: Parameters<typeof useActorRef>[1], observer?: Parameters<typeof useActorRef>[2]) =>
  useActorRef(logic, withInspector(options), observer)) as typeof useActorRef;
