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
  cause: text.optional(),
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

export interface DefinitionNode {
  id: string;
  key: string;
  path: string;
  type: string;
  initial?: string;
  children: DefinitionNode[];
  transitions: Array<{ event: string; targets: string[]; guard?: string; reenter?: boolean }>;
  invoke?: string[];
  tags?: string[];
}

const definitionNodeSchema: z.ZodType<DefinitionNode> = z.lazy(() =>
  z.object({
    id: text,
    key: text,
    path: z.string().max(2000),
    type: z.enum(['atomic', 'compound', 'parallel', 'final', 'history']),
    initial: text.optional(),
    children: z.array(definitionNodeSchema).max(300),
    transitions: z.array(z.object({ event: text, targets: z.array(text).max(50), guard: text.optional(), reenter: z.boolean().optional() })).max(500),
    invoke: z.array(text).max(50).optional(),
    tags: z.array(text).max(50).optional(),
  }),
);

const definitionSchema = z.object({ id: text, root: definitionNodeSchema, events: z.array(text).max(1000) });
export type MachineDefinition = z.infer<typeof definitionSchema>;

const machineSchema = z.object({ type: z.literal('machine'), machineId: text, definition: definitionSchema });

export const inspectMessageSchema = z.discriminatedUnion('type', [helloSchema, actorSchema, snapshotSchema, eventSchema, machineSchema]);
export type InspectMessage = z.infer<typeof inspectMessageSchema>;

export interface ActorEventView {
  at: number;
  type: string;
  /** Session id of the sending actor, when an actor sent it. */
  sourceId?: string;
  event: unknown;
}

/** One line of an actor's event log: the event and the snapshot right after it. */
export interface HistoryEntry {
  /** 1, 2, 3… per actor: the page's handle for "show this one". */
  seq: number;
  at: number;
  /** The event's type (`xstate.init` for the first snapshot). */
  type: string;
  /** The event as sent, when it was reported (payload included). */
  event?: unknown;
  status: string;
  value?: unknown;
  context?: unknown;
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
  /** Set when the tab sent its machine's statechart: /__inspect/actor.json has a diagram. */
  diagram?: boolean;
  /** Entries in the actor's event log so far (the log itself is at /__inspect/actor.json). */
  historyCount: number;
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
  /** Snapshots kept per actor for the event log (oldest dropped first). */
  historyPerActor?: number;
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
  private readonly machines = new Map<string, MachineDefinition>();
  private readonly histories = new Map<string, HistoryEntry[]>();
  /** The last event reported per actor, waiting for the snapshot it leads to. */
  private readonly lastEvents = new Map<string, { type: string; event: unknown }>();
  private readonly maxActors: number;
  private readonly historyPerActor: number;
  private readonly eventsPerActor: number;
  private readonly maxValueChars: number;
  private readonly now: () => number;

  constructor(options: InspectorStoreOptions = {}) {
    this.maxActors = options.maxActors ?? 400;
    this.eventsPerActor = options.eventsPerActor ?? 20;
    this.historyPerActor = options.historyPerActor ?? 50;
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
      else {
        // The event log keeps its last entry: the state the actor is in now.
        const history = this.histories.get(key);
        if (history && history.length > 1) history.splice(0, history.length - 1);
        if (actor.events.length > 0) {
          actor.events = [];
          this.changedActors.add(key);
        }
      }
    }
    this.dropEmptyClosedConnections();
  }

  /** An actor with its event log and its machine's statechart, for the page's detail view. */
  detail(key: string): { actor: ActorView; history: HistoryEntry[]; definition?: MachineDefinition } | undefined {
    const actor = this.actors.get(key);
    if (!actor) return undefined;
    const definition = actor.logic ? this.machines.get(`${actor.connectionId}/${actor.logic}`) : undefined;
    return { actor, history: this.histories.get(key) ?? [], ...(definition ? { definition } : {}) };
  }

  /** Where a "send event" for `key` goes, or why it cannot: the actor must be known, running and in an open tab. */
  target(key: string): { connectionId: string; sessionId: string } | { refused: 'unknown actor' | 'ended' } {
    const actor = this.actors.get(key);
    if (!actor) return { refused: 'unknown actor' };
    if (actor.ended || this.connections.get(actor.connectionId)?.closedAt !== undefined) return { refused: 'ended' };
    return { connectionId: actor.connectionId, sessionId: actor.sessionId };
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
    if (message.type === 'machine') {
      this.machines.set(`${connectionId}/${message.machineId}`, message.definition);
      for (const actor of this.actors.values()) {
        if (actor.connectionId === connectionId && actor.logic === message.machineId && !actor.diagram) {
          actor.diagram = true;
          this.changedActors.add(actor.key);
        }
      }
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
        if (message.logic && this.machines.has(`${connectionId}/${message.logic}`)) actor.diagram = true;
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
        this.record(actor, message.at, message.cause, status, actor.value, actor.context);
        break;
      }
      case 'event': {
        const type = (message.event as { type?: unknown } | null)?.type;
        const entry: ActorEventView = { at: message.at, type: typeof type === 'string' ? type.slice(0, 300) : '(no type)', event: this.bounded(message.event) };
        if (message.sourceId) entry.sourceId = message.sourceId;
        actor.events.push(entry);
        this.lastEvents.set(actor.key, { type: entry.type, event: entry.event });
        if (actor.events.length > this.eventsPerActor) actor.events.splice(0, actor.events.length - this.eventsPerActor);
        break;
      }
    }
    this.changedActors.add(actor.key);
  }

  /** Adds the snapshot to the actor's event log, with the event it followed when that event was reported. */
  private record(actor: ActorView, at: number, cause: string | undefined, status: string, value: unknown, context: unknown): void {
    const last = this.lastEvents.get(actor.key);
    this.lastEvents.delete(actor.key);
    const history = this.histories.get(actor.key) ?? [];
    const previous = history.at(-1);
    // A snapshot without a cause is the browser module re-announcing a live actor after a (re)connect: a line only
    // when it tells something new (the server restarted, or messages were dropped while offline).
    if (!cause && !last && previous && previous.status === status && JSON.stringify([previous.value, previous.context]) === JSON.stringify([value, context]))
      return;
    const type = cause ?? last?.type ?? '(current state)';
    const entry: HistoryEntry = { seq: (previous?.seq ?? 0) + 1, at, type, status, value, context };
    if (last && last.type === type) entry.event = last.event;
    history.push(entry);
    if (history.length > this.historyPerActor) history.splice(0, history.length - this.historyPerActor);
    this.histories.set(actor.key, history);
    actor.historyCount = entry.seq;
  }

  /** The record for an actor; a snapshot or event for an unknown one (sent before a server restart) creates it. */
  private actorFor(connectionId: string, sessionId: string, at: number): ActorView {
    const key = `${connectionId}/${sessionId}`;
    let actor = this.actors.get(key);
    if (!actor) {
      actor = { key, connectionId, sessionId, id: sessionId, status: 'active', registeredAt: at, updatedAt: at, events: [], historyCount: 0 };
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
    this.histories.delete(key);
    this.lastEvents.delete(key);
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
        for (const key of this.machines.keys()) if (key.startsWith(`${connection.id}/`)) this.machines.delete(key);
        this.changedConnections.delete(connection.id);
        this.removedConnections.add(connection.id);
      }
    }
  }
}
