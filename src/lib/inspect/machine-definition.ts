// A machine's statechart as plain JSON for the development inspector's diagram: the state node tree (nested and
// parallel states, initial states, final and history nodes, invoked actors, tags) and every transition with its
// event, guard and targets, read from the machine's StateNode tree (`machine.root`). It carries no functions,
// context or implementations, so it is small and safe to send; server/dev/inspector-diagram.ts lays it out.
import type { InspectDefinitionNode, InspectTransition, MachineDefinition } from './inspection-messages';

/** The parts of an XState v5 StateNode read here (typed loosely: any machine, whatever its types). */
interface StateNodeLike {
  key: string;
  id: string;
  type: string;
  path: string[];
  states: Record<string, StateNodeLike>;
  initial?: { target?: ReadonlyArray<StateNodeLike> };
  transitions: Map<string, ReadonlyArray<TransitionLike>>;
  always?: ReadonlyArray<TransitionLike>;
  invoke: ReadonlyArray<{ id: string; src: unknown }>;
  tags: ReadonlyArray<string>;
  description?: string;
}

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<StateNodeLike>;
  guard?: unknown;
  reenter?: boolean;
  actions?: ReadonlyArray<unknown>;
}

/** A machine as createMachine/setup().createMachine return it (only `id` and `root` are read). */
export interface MachineLike {
  id: string;
  root: unknown;
}

/** True for machine logic (promise/callback/observable logic has no state node tree). */
export function isMachineLogic(logic: unknown): logic is MachineLike {
  const candidate = logic as Partial<MachineLike> | null | undefined;
  return typeof candidate?.id === 'string' && typeof candidate.root === 'object' && candidate.root !== null && 'states' in candidate.root;
}

const MAX_TEXT = 200;
const short = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return short(guard);
  if (typeof guard === 'function') return guard.name ? short(guard.name) : 'guard';
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    const { type, guards } = guard as { type: string; guards?: unknown };
    // xstate's and()/or()/not() are { type: 'xstate.and', guards: [...] }.
    if (Array.isArray(guards) && type.startsWith('xstate.')) return short(`${type.slice(7)}(${guards.map((g) => guardName(g) ?? '?').join(', ')})`);
    return short(type);
  }
  return 'guard';
}

function describeTransition(transition: TransitionLike, eventType: string): InspectTransition {
  const out: InspectTransition = { event: short(eventType), targets: (transition.target ?? []).map((t) => t.id) };
  const guard = guardName(transition.guard);
  if (guard) out.guard = guard;
  if (transition.reenter) out.reenter = true;
  return out;
}

function describeNode(node: StateNodeLike): InspectDefinitionNode {
  const out: InspectDefinitionNode = {
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    type: node.type,
    children: Object.values(node.states ?? {}).map(describeNode),
    transitions: [],
  };
  const initial = node.type === 'compound' ? node.initial?.target?.[0]?.key : undefined;
  if (initial) out.initial = initial;
  for (const [eventType, list] of node.transitions) {
    for (const transition of list) out.transitions.push(describeTransition(transition, eventType));
  }
  for (const transition of node.always ?? []) out.transitions.push(describeTransition(transition, 'always'));
  const invoked = node.invoke.map((invoke) => short(`${invoke.id}${typeof invoke.src === 'string' && invoke.src !== invoke.id ? ` (${invoke.src})` : ''}`));
  if (invoked.length) out.invoke = invoked;
  if (node.tags.length) out.tags = node.tags.map(short);
  return out;
}

/** Event types a sender can use: every transition's event but XState's own (xstate.*) and `always`, sorted. */
export function knownEvents(root: InspectDefinitionNode): string[] {
  const events = new Set<string>();
  const visit = (node: InspectDefinitionNode) => {
    for (const transition of node.transitions) {
      if (transition.event !== 'always' && !transition.event.startsWith('xstate.') && transition.event !== '*') events.add(transition.event);
    }
    node.children.forEach(visit);
  };
  visit(root);
  return [...events].sort();
}

/** The statechart of `machine`, for the inspector's diagram and its send form. */
export function describeMachine(machine: MachineLike): MachineDefinition {
  const root = describeNode(machine.root as StateNodeLike);
  return { id: short(machine.id), root, events: knownEvents(root) };
}
