// What the /__inspect page shows: per browser tab (one WebSocket connection) the actors it reported, each with its
// latest snapshot and last events. Messages are validated (any page on localhost could connect) and everything is
// bounded so a long development session cannot grow it without end.
// The message shapes mirror src/lib/inspect/inspection-messages.ts (server/ never imports src/).
import { z } from 'zod';

const text = z.string().max(300);
const at = z.number();
const anyJson = z.unknown();

const helloSchema = z.object({ type: z.literal('hello'), page: z.string().max(2000), at });
const actorSchema = z.object({
  type: z.literal('actor'),
  sessionId: text,
  id: text,
  logic: text.optional(),
  systemId: text.optional(),
  parentId: text.optional(),
  at,
});
const snapshotSchema = z.object({
  type: z.literal('snapshot'),
  sessionId: text,
  at,
  snapshot: z.object({
    status: z.string().max(20),
    value: anyJson.optional(),
    context: anyJson.optional(),
    tags: z.array(text).max(100).optional(),
    children: z.array(text).max(200).optional(),
    output: anyJson.optional(),
    error: anyJson.optional(),
  }),
});
const eventSchema = z.object({ type: z.literal('event'), sessionId: text, sourceId: text.optional(), at, event: anyJson });

export const inspectMessageSchema = z.discriminatedUnion('type', [helloSchema, actorSchema, snapshotSchema, eventSchema]);
export type InspectMessage = z.infer<typeof inspectMessageSchema>;

export interface ActorEventView {
  at: number;
  type: string;
  /** Session id of the sending actor, when an actor sent it. */
  sourceId?: string;
  event: unknown;
}

export interface ActorView {
  /** `${connectionId}/${sessionId}`: XState numbers session ids from x:0 again in every tab and after every reload. */
  key: string;
  connectionId: string;
  sessionId: string;
  id: string;
  /** Machine id, or the src name of an invoked promise/callback actor. */
  logic?: string;
  systemId?: string;
  parentId?: string;
  /** The snapshot status: active, done, error or stopped. */
  status: string;
  /** Set once the actor will not change any more. */
  ended?: { at: number; reason: 'done' | 'error' | 'stopped' | 'tab closed' };
  registeredAt: number;
  updatedAt: number;
  value?: unknown;
  context?: unknown;
  tags?: string[];
  children?: string[];
  output?: unknown;
  error?: unknown;
  /** Oldest first, at most `eventsPerActor`. */
  events: ActorEventView[];
}

export interface ConnectionView {
  id: string;
  /** Path and query of the page that connected. */
  page: string;
  connectedAt: number;
  closedAt?: number;
}

export interface InspectorFeed {
  connections: ConnectionView[];
  actors: ActorView[];
}

export interface InspectorChanges extends InspectorFeed {
  removedActors: string[];
  removedConnections: string[];
}

export interface InspectorStoreOptions {
  maxActors?: number;
  eventsPerActor?: number;
  /** JSON characters kept per context/value/event; larger ones are replaced by a marker. */
  maxValueChars?: number;
  now?: () => number;
}

export class InspectorStore {
  private readonly connections = new Map<string, ConnectionView>();
  private readonly actors = new Map<string, ActorView>();
  private readonly changedActors = new Set<string>();
  private readonly changedConnections = new Set<string>();
  private readonly removedActors = new Set<string>();
  private readonly removedConnections = new Set<string>();
  private readonly maxActors: number;
  private readonly eventsPerActor: number;
  private readonly maxValueChars: number;
  private readonly now: () => number;

  constructor(options: InspectorStoreOptions = {}) {
    this.maxActors = options.maxActors ?? 400;
    this.eventsPerActor = options.eventsPerActor ?? 20;
    this.maxValueChars = options.maxValueChars ?? 64 * 1024;
    this.now = options.now ?? Date.now;
  }

  openConnection(id: string): void {
    this.connections.set(id, { id, page: '', connectedAt: this.now() });
    this.changedConnections.add(id);
  }

  /** The tab went away (reload, close, navigation): its actors are gone with it. */
  closeConnection(id: string): void {
    const connection = this.connections.get(id);
    if (!connection) return;
    const at = this.now();
    connection.closedAt = at;
    this.changedConnections.add(id);
    for (const actor of this.actors.values()) {
      if (actor.connectionId === id && !actor.ended) {
        actor.ended = { at, reason: 'tab closed' };
        this.changedActors.add(actor.key);
      }
    }
    this.dropEmptyClosedConnections();
  }

  /**
   * Applies one frame's payload (a message or an array of them, as the browser module batches them).
   * Returns how many messages were accepted and how many were refused as malformed.
   */
  receive(connectionId: string, payload: unknown): { accepted: number; rejected: number } {
    const items = Array.isArray(payload) ? payload : [payload];
    let accepted = 0;
    for (const item of items) {
      const parsed = inspectMessageSchema.safeParse(item);
      if (!parsed.success) continue;
      this.apply(connectionId, parsed.data);
      accepted += 1;
    }
    this.evict();
    return { accepted, rejected: items.length - accepted };
  }

  /** Drops actors that ended and closed tabs, and the event lists of the live ones (their state stays). */
  clear(): void {
    for (const [key, actor] of this.actors) {
      if (actor.ended) this.removeActor(key);
      else if (actor.events.length > 0) {
        actor.events = [];
        this.changedActors.add(key);
      }
    }
    this.dropEmptyClosedConnections();
  }

  feed(): InspectorFeed {
    return {
      connections: [...this.connections.values()],
      actors: [...this.actors.values()],
    };
  }

  /** What changed since the last call (for the live page), or undefined when nothing did. */
  takeChanges(): InspectorChanges | undefined {
    if (!this.changedActors.size && !this.changedConnections.size && !this.removedActors.size && !this.removedConnections.size) return undefined;
    const changes: InspectorChanges = {
      connections: [...this.changedConnections].flatMap((id) => this.connections.get(id) ?? []),
      actors: [...this.changedActors].flatMap((key) => this.actors.get(key) ?? []),
      removedActors: [...this.removedActors],
      removedConnections: [...this.removedConnections],
    };
    this.changedActors.clear();
    this.changedConnections.clear();
    this.removedActors.clear();
    this.removedConnections.clear();
    return changes;
  }

  private apply(connectionId: string, message: InspectMessage): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    if (message.type === 'hello') {
      connection.page = message.page;
      this.changedConnections.add(connectionId);
      return;
    }
    const actor = this.actorFor(connectionId, message.sessionId, message.at);
    actor.updatedAt = Math.max(actor.updatedAt, message.at);
    switch (message.type) {
      case 'actor':
        actor.id = message.id;
        actor.logic = message.logic;
        actor.systemId = message.systemId;
        actor.parentId = message.parentId;
        break;
      case 'snapshot': {
        const { status, value, context, tags, children, output, error } = message.snapshot;
        actor.status = status;
        actor.value = this.bounded(value);
        actor.context = this.bounded(context);
        actor.tags = tags;
        actor.children = children;
        actor.output = this.bounded(output);
        actor.error = this.bounded(error);
        if (status === 'active') actor.ended = undefined;
        else actor.ended = { at: message.at, reason: status === 'done' || status === 'error' ? status : 'stopped' };
        break;
      }
      case 'event': {
        const type = (message.event as { type?: unknown } | null)?.type;
        const entry: ActorEventView = { at: message.at, type: typeof type === 'string' ? type.slice(0, 300) : '(no type)', event: this.bounded(message.event) };
        if (message.sourceId) entry.sourceId = message.sourceId;
        actor.events.push(entry);
        if (actor.events.length > this.eventsPerActor) actor.events.splice(0, actor.events.length - this.eventsPerActor);
        break;
      }
    }
    this.changedActors.add(actor.key);
  }

  /** The record for an actor; a snapshot or event for an unknown one (sent before a server restart) creates it. */
  private actorFor(connectionId: string, sessionId: string, at: number): ActorView {
    const key = `${connectionId}/${sessionId}`;
    let actor = this.actors.get(key);
    if (!actor) {
      actor = { key, connectionId, sessionId, id: sessionId, status: 'active', registeredAt: at, updatedAt: at, events: [] };
      this.actors.set(key, actor);
    }
    return actor;
  }

  private bounded(value: unknown): unknown {
    if (value === undefined) return undefined;
    const json = JSON.stringify(value);
    return json !== undefined && json.length > this.maxValueChars ? `[Too large: ${Math.round(json.length / 1024)} KB of JSON]` : value;
  }

  /** Over the limit, ended actors go first (oldest ending first), then the oldest registered. */
  private evict(): void {
    const excess = this.actors.size - this.maxActors;
    if (excess <= 0) return;
    const byAge = [...this.actors.values()].sort((a, b) => {
      if (!!a.ended !== !!b.ended) return a.ended ? -1 : 1;
      return (a.ended?.at ?? a.registeredAt) - (b.ended?.at ?? b.registeredAt);
    });
    for (const actor of byAge.slice(0, excess)) this.removeActor(actor.key);
    this.dropEmptyClosedConnections();
  }

  private removeActor(key: string): void {
    this.actors.delete(key);
    this.changedActors.delete(key);
    this.removedActors.add(key);
  }

  private dropEmptyClosedConnections(): void {
    for (const connection of this.connections.values()) {
      if (connection.closedAt === undefined) continue;
      let hasActors = false;
      for (const actor of this.actors.values()) {
        if (actor.connectionId === connection.id) {
          hasActors = true;
          break;
        }
      }
      if (!hasActors) {
        this.connections.delete(connection.id);
        this.changedConnections.delete(connection.id);
        this.removedConnections.add(connection.id);
      }
    }
  }
}
