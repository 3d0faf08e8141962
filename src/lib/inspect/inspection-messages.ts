// The wire format the browser inspector sends to the dev server's /__inspect/ws (server/dev/inspector.store.ts
// validates the same shapes; server/ never imports src/, so a change here must be mirrored there).

/** JSON produced by the inspection serializer: always safe to JSON.stringify, never cyclic. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** First message on every connection: which page the actors below belong to. */
export interface HelloMessage {
  type: 'hello';
  /** Path and query of the page (the `?inspect` tab). */
  page: string;
  at: number;
}

/** An actor was created (`@xstate.actor`), or is re-announced after a reconnect. */
export interface ActorMessage {
  type: 'actor';
  sessionId: string;
  /** The actor's id relative to its parent (the invoke/spawn id, or the machine id for a root). */
  id: string;
  /** The machine id for machine actors; the `src` name for invoked promise/callback actors. */
  logic?: string;
  systemId?: string;
  parentId?: string;
  at: number;
}

/** The actor's snapshot after a transition (`@xstate.snapshot`); `status` other than active means it ended. */
export interface SnapshotMessage {
  type: 'snapshot';
  sessionId: string;
  at: number;
  /** The type of the event this snapshot followed (`xstate.init` for the first one), for the inspector's event log. */
  cause?: string;
  snapshot: SerializedSnapshot;
}

export interface SerializedSnapshot {
  status: string;
  value?: Json;
  context?: Json;
  tags?: string[];
  /** Ids of the actor's running children. */
  children?: string[];
  output?: Json;
  error?: Json;
}

/** An event delivered to the actor (`@xstate.event`), with the sender's session id when it came from an actor. */
export interface EventMessage {
  type: 'event';
  sessionId: string;
  sourceId?: string;
  at: number;
  event: Json;
}

/** One state node of a machine's statechart (src/lib/inspect/machine-definition.ts). */
export interface InspectDefinitionNode {
  /** XState's state node id (`machine.a.b`, or the node's own `id`): what transitions target. */
  id: string;
  key: string;
  /** Dotted key path from the root ('' for the root): how a state value names the node. */
  path: string;
  /** atomic, compound, parallel, final or history. */
  type: string;
  /** Key of the initial child of a compound state. */
  initial?: string;
  children: InspectDefinitionNode[];
  transitions: InspectTransition[];
  /** Invoked actors: `id (src)`. */
  invoke?: string[];
  tags?: string[];
}

export interface InspectTransition {
  /** The event descriptor (`always` for eventless transitions, `xstate.after.…` for delayed ones). */
  event: string;
  /** Ids of the target state nodes; empty for a transition that only runs actions. */
  targets: string[];
  guard?: string;
  reenter?: boolean;
}

export interface MachineDefinition {
  id: string;
  root: InspectDefinitionNode;
  /** Event types the machine handles somewhere (offered by the inspector's send form). */
  events: string[];
}

/** A machine's statechart, sent once per machine id and connection, before its first actor. */
export interface MachineMessage {
  type: 'machine';
  machineId: string;
  definition: MachineDefinition;
}

export type InspectMessage = HelloMessage | ActorMessage | SnapshotMessage | EventMessage | MachineMessage;

/** From the dev server to the page: the /__inspect page asks to send `event` to the live actor `sessionId`. */
export interface SendCommand {
  type: 'send';
  sessionId: string;
  event: { type: string; [key: string]: Json };
}

/** Where the dev server listens for inspection streams (server/dev/inspector.ts). */
export const INSPECT_SOCKET_PATH = '/__inspect/ws';
