// Turns anything a machine keeps in context or sends as an event into bounded, cycle-free JSON for the
// inspector feed: actor refs become their ids, Errors their name and message, functions their name; depth,
// keys, items and string lengths are capped so a large catalogue in context cannot flood the socket.
import type { InspectMessage, Json, SerializedSnapshot } from './inspection-messages';

export interface SerializeLimits {
  maxDepth: number;
  maxKeys: number;
  maxItems: number;
  maxString: number;
  /** Nodes visited per value; past it the rest is replaced by a marker (keeps one call well under a frame). */
  maxNodes: number;
}

export const defaultLimits: SerializeLimits = { maxDepth: 8, maxKeys: 60, maxItems: 50, maxString: 1000, maxNodes: 4000 };

/** Every message is capped to this many characters of JSON; larger context/events are replaced by a marker. */
export const MAX_MESSAGE_CHARS = 64 * 1024;

const TRUNCATED = '[Truncated]';

interface ActorRefShape {
  id?: unknown;
  sessionId: string;
  systemId?: string;
  send: unknown;
  getSnapshot: unknown;
}

function isActorRef(value: object): value is ActorRefShape {
  const v = value as Partial<ActorRefShape>;
  return typeof v.sessionId === 'string' && typeof v.send === 'function' && typeof v.getSnapshot === 'function';
}

/**
 * The name to show for an actor: its id, except for a root actor whose id is just its session id
 * (`createActor(machine)` without `id`), which is better known by its machine id.
 */
export function actorName(ref: { id?: unknown; sessionId: string; logic?: unknown }): string {
  const id = typeof ref.id === 'string' ? ref.id : ref.sessionId;
  const logic = ref.logic as { id?: unknown; config?: unknown } | undefined;
  if (id === ref.sessionId && logic?.config && typeof logic.id === 'string') return logic.id;
  return id;
}

function describeNode(value: object): string | undefined {
  // Duck-typed instead of `instanceof Node` so the serializer runs in Node tests too.
  const node = value as { nodeType?: unknown; nodeName?: unknown; id?: unknown };
  if (typeof node.nodeType !== 'number' || typeof node.nodeName !== 'string') return undefined;
  const id = typeof node.id === 'string' && node.id ? `#${node.id}` : '';
  return `[${node.nodeName.toLowerCase()}${id}]`;
}

function truncateString(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}… (+${value.length - max} chars)` : value;
}

/** `value` as JSON within `limits`; never throws (a throwing getter or toJSON shows up as a marker). */
export function toInspectableJson(value: unknown, limits: SerializeLimits = defaultLimits): Json {
  const ancestors = new WeakSet<object>();
  let nodes = 0;

  const walk = (input: unknown, depth: number): Json => {
    nodes += 1;
    if (nodes > limits.maxNodes) return TRUNCATED;
    switch (typeof input) {
      case 'string':
        return truncateString(input, limits.maxString);
      case 'number':
        return Number.isFinite(input) ? input : String(input);
      case 'boolean':
        return input;
      case 'undefined':
        return null;
      case 'bigint':
        return `${input}n`;
      case 'symbol':
        return input.toString();
      case 'function':
        return `[Function ${input.name || 'anonymous'}]`;
    }
    if (input === null) return null;
    const object = input as object;
    if (isActorRef(object)) {
      const ref: { [key: string]: Json } = { $actor: truncateString(actorName(object), limits.maxString), sessionId: object.sessionId };
      if (object.systemId) ref.systemId = object.systemId;
      return ref;
    }
    if (object instanceof Error) {
      const error: { [key: string]: Json } = { $error: object.name, message: truncateString(String(object.message), limits.maxString) };
      if (object.stack) error.stack = truncateString(object.stack.split('\n').slice(0, 6).join('\n'), limits.maxString);
      if ('cause' in object && object.cause !== undefined && depth < limits.maxDepth) error.cause = guarded(() => walk(object.cause, depth + 1));
      return error;
    }
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
    if (object instanceof RegExp) return String(object);
    if (object instanceof Promise) return '[Promise]';
    if (ArrayBuffer.isView(object) || object instanceof ArrayBuffer) return `[${object.constructor.name}(${object.byteLength} bytes)]`;
    const node = describeNode(object);
    if (node) return node;
    if (typeof window !== 'undefined' && object === window) return '[Window]';

    if (ancestors.has(object)) return '[Circular]';
    if (depth >= limits.maxDepth) {
      if (Array.isArray(object)) return `[Array(${object.length})]`;
      if (object instanceof Map || object instanceof Set) return `[${object.constructor.name}(${object.size})]`;
      return '[Object]';
    }
    ancestors.add(object);
    try {
      if (Array.isArray(object)) return walkItems(object, object.length, depth);
      if (object instanceof Set) return { $set: walkItems(object, object.size, depth) };
      if (object instanceof Map) {
        // Entries as [key, value] pairs: keys of a Map need not be strings.
        return { $map: walkItems(object.entries(), object.size, depth) };
      }
      // Class instances that know how to present themselves (URL, URLSearchParams-like values).
      const toJSON = (object as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function' && Object.getPrototypeOf(object) !== Object.prototype) {
        return guarded(() => walk(toJSON.call(object), depth + 1));
      }
      const result: { [key: string]: Json } = {};
      const keys = Object.keys(object);
      for (const key of keys.slice(0, limits.maxKeys)) {
        result[key] = guarded(() => walk((object as Record<string, unknown>)[key], depth + 1));
      }
      if (keys.length > limits.maxKeys) result['…'] = `+${keys.length - limits.maxKeys} more keys`;
      return result;
    } finally {
      ancestors.delete(object);
    }
  };

  const walkItems = (items: Iterable<unknown>, size: number, depth: number): Json[] => {
    const out: Json[] = [];
    for (const item of items) {
      if (out.length >= limits.maxItems) break;
      out.push(walk(item, depth + 1));
    }
    if (size > limits.maxItems) out.push(`… +${size - limits.maxItems} more items`);
    return out;
  };

  const guarded = (read: () => Json): Json => {
    try {
      return read();
    } catch (error) {
      return `[Thrown: ${error instanceof Error ? error.message : String(error)}]`;
    }
  };

  try {
    return walk(value, 0);
  } catch (error) {
    // A hostile Proxy can throw from any trap; the feed must never break the app it watches.
    return `[Unserializable: ${error instanceof Error ? error.message : String(error)}]`;
  }
}

/**
 * The fields of an XState snapshot worth showing. Picked one by one because a machine snapshot also carries
 * the whole machine definition (`snapshot.machine`) and methods.
 */
export function serializeSnapshot(snapshot: unknown, limits: SerializeLimits = defaultLimits): SerializedSnapshot {
  const s = (snapshot ?? {}) as {
    status?: unknown;
    value?: unknown;
    context?: unknown;
    tags?: unknown;
    children?: unknown;
    output?: unknown;
    error?: unknown;
  };
  const out: SerializedSnapshot = { status: typeof s.status === 'string' ? s.status : 'active' };
  if ('value' in s) out.value = toInspectableJson(s.value, limits);
  if (s.context !== undefined) out.context = toInspectableJson(s.context, limits);
  if (s.tags instanceof Set || Array.isArray(s.tags)) out.tags = Array.from(s.tags as Iterable<unknown>, String).slice(0, limits.maxItems);
  if (s.children && typeof s.children === 'object') {
    out.children = Object.keys(s.children).slice(0, limits.maxItems);
  }
  if (s.output !== undefined) out.output = toInspectableJson(s.output, limits);
  if (s.error !== undefined) out.error = toInspectableJson(s.error, limits);
  return out;
}

/**
 * `message` as one JSON text of at most `maxChars`: when the context, output or event is too large it is
 * replaced by a marker saying how large it was, so the state value and the event type still arrive.
 */
export function encodeMessage(message: InspectMessage, maxChars = MAX_MESSAGE_CHARS): string {
  const text = JSON.stringify(message);
  if (text.length <= maxChars) return text;
  const marker = `[Too large: ${Math.round(text.length / 1024)} KB of JSON]`;
  if (message.type === 'snapshot') {
    const { context, output, error, ...rest } = message.snapshot;
    const slim = {
      ...message,
      snapshot: {
        ...rest,
        ...(context !== undefined ? { context: marker } : {}),
        ...(output !== undefined ? { output: marker } : {}),
        ...(error !== undefined ? { error: marker } : {}),
      },
    };
    const slimText = JSON.stringify(slim);
    if (slimText.length <= maxChars) return slimText;
    return JSON.stringify({ ...message, snapshot: { status: message.snapshot.status, value: marker } });
  }
  if (message.type === 'event') {
    const type = typeof (message.event as { type?: unknown } | null)?.type === 'string' ? (message.event as { type: string }).type : 'unknown';
    return JSON.stringify({ ...message, event: { type: truncateString(type, 200), $truncated: marker } });
  }
  // hello and actor messages carry only strings the inspector already shortened.
  return text;
}
