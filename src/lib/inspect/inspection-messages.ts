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

export type InspectMessage = HelloMessage | ActorMessage | SnapshotMessage | EventMessage;

/** Where the dev server listens for inspection streams (server/dev/inspector.ts). */
export const INSPECT_SOCKET_PATH = '/__inspect/ws';
