// Model-based testing from the production machines (DESIGN §8): builds a TestModel from xstate/graph on
// the real machine, generates the shortest path to every (state, transition) vertex, executes each path
// against the real actor with deferred fakes and a simulated clock, and measures which of the machine's
// transitions the executions took. Generic part; each machine has a `<flow>.model.ts` spec.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { TestModel, getStateNodes, type AdjacencyMap, type StatePath } from 'xstate/graph';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One concrete event the model may offer, with a readable label for the QA step lists. */
/**
 * The time a model test may take: it walks every generated path (up to 2,600 for the cart and the coupon), 20–40 s
 * alone on the CI machine's two cores, and over 200 s when other suites share them. The vitest default of 30 s failed
 * the cart, checkout and coupon models on a loaded machine although they pass; a stuck path still ends the run.
 */
export const MODEL_TEST_TIMEOUT_MS = 600_000;

export interface EventCase {
  label: string;
  event: AnyEventObject;
}

/** A recorded call of an injected action. */
export interface ActionCall {
  action: string;
  params: unknown;
  context: unknown;
}

export interface StateCheckArgs {
  /** The real actor's snapshot after the step. */
  actual: AnyMachineSnapshot;
  /** The model's snapshot after the step. */
  expected: AnyMachineSnapshot;
  /** Injected actions called during this step. */
  calls: ActionCall[];
  /** Events the actor emitted during this step (xstate `emit`). */
  emitted: AnyEventObject[];
  /** The step's event (a user event, an actor's done/error event, a delay, or xstate.init). */
  event: AnyEventObject;
  /** Inputs the injected actors received so far, by actor id. */
  inputs: Map<string, unknown[]>;
  /** Injected actors started during this step, by name in order (a reload shows here; staying put does not). */
  startedActors: string[];
}

export interface ModelSpec {
  name: string;
  machine: AnyStateMachine;
  /**
   * When the machine file exports a factory (`create…Machine`) instead of a machine: that factory, the one `machine`
   * was made with. The coverage report maps machines to models by identity (machine-catalog.ts).
   */
  factory?: (...args: never[]) => AnyStateMachine;
  /** Scenarios: one model per input; coverage is the union. */
  inputs?: Record<string, unknown>;
  /** Concrete events per event type: user events and the done/error events of invoked actors. */
  events: Record<string, EventCase[]>;
  /** Injected actors replaced by deferred fakes (their invoke id must equal the actor name). */
  actors: readonly string[];
  /** Injected actions replaced by recorders. */
  actions: readonly string[];
  /** One check per atomic state path (e.g. 'flow.editingAddress'); the runner fails on a missing one. */
  states: Record<string, (args: StateCheckArgs) => void>;
  /** Compare the real actor's context with the model's after every step (default true). */
  compareContext?: boolean;
  limit?: number;
}

export interface GeneratedPath {
  scenario: string;
  input: unknown;
  path: StatePath<AnyMachineSnapshot, AnyEventObject>;
}

export interface ModelReport {
  name: string;
  covered: number;
  total: number;
  uncovered: string[];
  paths: number;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

function stateKey(node: AnyStateNode): string {
  return node.path.join('.');
}

/** Every transition of the machine as `source | event | index` (guarded branches count separately). */
export function listTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((_, index) => keys.push(`${node.id} | ${eventType} | ${index}`));
    }
    (node.always ?? []).forEach((_, index) => keys.push(`${node.id} | (always) | ${index}`));
  }
  return keys;
}

function transitionKey(transition: { source: AnyStateNode; eventType: string }): string {
  const { source } = transition;
  const alwaysIndex = (source.always ?? []).indexOf(transition as never);
  if (alwaysIndex >= 0) return `${source.id} | (always) | ${alwaysIndex}`;
  const index = (source.transitions.get(transition.eventType) ?? []).indexOf(transition as never);
  return `${source.id} | ${transition.eventType} | ${index}`;
}

function atomicStateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(stateKey);
}

function offeredEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node: AnyStateNode) => node.ownEvents as string[]))];
}

function serializeValue(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}

type Step = { event: AnyEventObject; state: AnyMachineSnapshot };

/** One init event object, so that path prefixes compare by identity. */
const INIT_EVENT: AnyEventObject = { type: 'xstate.init' };

/**
 * One path per edge of the model's adjacency map: the discovery path to the edge's source, then the edge.
 * Vertices are keyed without context, so a vertex keeps the snapshot of its first (breadth-first, hence
 * shortest) discovery; walking the discovery tree by snapshot identity keeps every path consistent with
 * the snapshots it expects, and taking every edge (not only tree edges) reaches every guarded branch the
 * model can see. Paths that are prefixes of longer ones are dropped.
 */
function edgePaths(adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject>): StatePath<AnyMachineSnapshot, AnyEventObject>[] {
  const vertices = Object.values(adjacency) as Array<{ state: AnyMachineSnapshot; transitions: Record<string, Step> }>;
  const root = vertices[0];
  if (!root) return [];
  const parent = new Map<AnyMachineSnapshot, Step & { from: AnyMachineSnapshot }>();
  for (const vertex of vertices) {
    for (const { event, state } of Object.values(vertex.transitions)) {
      if (state !== root.state && !parent.has(state)) parent.set(state, { event, state, from: vertex.state });
    }
  }
  const treePath = (snapshot: AnyMachineSnapshot): Step[] => {
    const steps: Step[] = [];
    for (let current = snapshot; current !== root.state;) {
      const link = parent.get(current);
      if (!link) throw new Error('[model] a vertex was not reached from the initial state');
      steps.unshift({ event: link.event, state: link.state });
      current = link.from;
    }
    return [{ event: INIT_EVENT, state: root.state }, ...steps];
  };
  const all: Step[][] = [[{ event: INIT_EVENT, state: root.state }]];
  for (const vertex of vertices) {
    const head = treePath(vertex.state);
    for (const { event, state } of Object.values(vertex.transitions)) all.push([...head, { event, state }]);
  }
  all.sort((a, b) => b.length - a.length);
  const kept: Step[][] = [];
  for (const steps of all) {
    const isPrefix = kept.some((longer) => steps.every((step, index) => longer[index]?.event === step.event && longer[index]?.state === step.state));
    if (!isPrefix) kept.push(steps);
  }
  return kept.reverse().map((steps) => ({ state: steps[steps.length - 1]!.state, steps, weight: steps.length - 1 }));
}

/**
 * Builds the models of a spec (one per scenario) and generates their paths. `allow` narrows the events tried in a
 * state (a replay searching only what its page can do: the shortest path otherwise may start with an event no page
 * offers there, and a state reached that way is not reached again another way).
 */
export function generatePaths(
  spec: ModelSpec,
  allow?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean,
): { paths: GeneratedPath[]; labels: Map<AnyEventObject, string> } {
  const labels = new Map<AnyEventObject, string>();
  for (const cases of Object.values(spec.events)) for (const c of cases) labels.set(c.event, c.label);
  const afterEvents = new Map<string, AnyEventObject>();
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    offeredEventTypes(snapshot).flatMap((type) => {
      if (type.startsWith(AFTER_PREFIX)) {
        let event = afterEvents.get(type);
        if (!event) {
          event = { type };
          afterEvents.set(type, event);
          labels.set(event, `the ${type.split('.')[2]} delay passes`);
        }
        return [event];
      }
      const cases = spec.events[type];
      if (!cases || cases.length === 0) {
        throw new Error(`[model] ${spec.name}: state ${serializeValue(snapshot)} accepts "${type}" but the model has no event case for it`);
      }
      return cases.map((c) => c.event).filter((event) => allow?.(snapshot, event) ?? true);
    });
  const scenarios = spec.inputs ?? { default: {} };
  const paths: GeneratedPath[] = [];
  for (const [scenario, input] of Object.entries(scenarios)) {
    const model = new TestModel(spec.machine, {
      events,
      input,
      limit: spec.limit ?? 5000,
      // State value + transition, not context: one vertex per way of reaching a state.
      serializeState: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) =>
        event && previous ? `${serializeValue(snapshot)} via ${JSON.stringify(event)} from ${serializeValue(previous)}` : serializeValue(snapshot),
    } as never);
    for (const path of edgePaths(model.getAdjacencyMap() as AdjacencyMap<AnyMachineSnapshot, AnyEventObject>)) {
      paths.push({ scenario, input, path });
    }
  }
  return { paths, labels };
}

/** Lets settled fakes deliver their done/error events (a few microtask turns; no timers involved). */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function delayOf(machine: AnyStateMachine, eventType: string): number {
  const delay = eventType.slice(AFTER_PREFIX.length).split('.')[0] ?? '';
  if (/^\d+$/.test(delay)) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured !== 'number') throw new Error(`[model] delay "${delay}" is not a number`);
  return configured;
}

/** Runs one generated path against the real actor; returns the transitions it took. */
export async function executePath(spec: ModelSpec, generated: GeneratedPath): Promise<Set<string>> {
  const taken = new Set<string>();
  const pending = new Map<string, Deferred[]>();
  const inputs = new Map<string, unknown[]>();
  let calls: ActionCall[] = [];
  let emitted: AnyEventObject[] = [];
  let startedActors: string[] = [];
  const clock = new SimulatedClock();
  const actors = Object.fromEntries(
    spec.actors.map((name) => [
      name,
      fromPromise(({ input, signal }) => {
        inputs.set(name, [...(inputs.get(name) ?? []), input]);
        startedActors.push(name);
        return new Promise((resolve, reject) => {
          const deferred = { resolve, reject };
          pending.set(name, [...(pending.get(name) ?? []), deferred]);
          // A stopped invocation (state left, re-entered) can no longer answer.
          signal.addEventListener('abort', () => {
            pending.set(
              name,
              (pending.get(name) ?? []).filter((entry) => entry !== deferred),
            );
          });
        });
      }),
    ]),
  );
  const actions = Object.fromEntries(
    spec.actions.map((name) => [
      name,
      ({ context }: { context: unknown }, params: unknown) => {
        calls.push({ action: name, params, context });
      },
    ]),
  );
  const machine = spec.machine.provide({ actors, actions } as never);
  // Only the root actor runs a machine (every injected actor is a promise fake); `_parent` is unset on it,
  // also while its initial snapshot (and any eventless transition there) is computed in createActor.
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as { _parent?: AnyActorRef })._parent) return;
    for (const transition of (inspection as unknown as { _transitions: { source: AnyStateNode; eventType: string }[] })._transitions) {
      taken.add(transitionKey(transition));
    }
  };
  const started = createActor(machine, { input: generated.input, clock, inspect } as never);
  started.on('*', (event: AnyEventObject) => emitted.push(event));

  const settle = (id: string, outcome: 'resolve' | 'reject', value: unknown) => {
    const queue = pending.get(id) ?? [];
    const deferred = queue.shift();
    if (!deferred) throw new Error(`[model] ${spec.name}: "${id}" is not running, cannot ${outcome} it`);
    deferred[outcome](value);
  };
  const exec = async (event: AnyEventObject) => {
    if (event.type === 'xstate.init') started.start();
    else if (event.type.startsWith(DONE_PREFIX)) settle(event.type.slice(DONE_PREFIX.length), 'resolve', event.output);
    else if (event.type.startsWith(ERROR_PREFIX)) settle(event.type.slice(ERROR_PREFIX.length), 'reject', event.error);
    else if (event.type.startsWith(AFTER_PREFIX)) clock.increment(delayOf(spec.machine, event.type));
    else if (spec.events[event.type]) started.send(event);
    else throw new Error(`[model] ${spec.name}: no handler for event "${event.type}"`);
    await flush();
  };

  const stateKeys = Object.keys(spec.states);
  const stepChecks = Object.fromEntries(
    stateKeys.map((key) => [
      key,
      (expected: AnyMachineSnapshot, event: AnyEventObject) => {
        const actual = started.getSnapshot() as AnyMachineSnapshot;
        spec.states[key]!({ actual, expected, calls, emitted, event, inputs, startedActors });
      },
    ]),
  );
  const eventTypes = new Set(generated.path.steps.map((step) => step.event.type));
  const executors = Object.fromEntries([...eventTypes].map((type) => [type, async (step: { event: AnyEventObject }) => exec(step.event)]));
  try {
    for (const step of generated.path.steps) {
      calls = [];
      emitted = [];
      startedActors = [];
      await executors[step.event.type]!(step);
      const actual = started.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state;
      if (JSON.stringify(actual.value) !== JSON.stringify(expected.value)) {
        throw new Error(`after ${step.event.type}: real actor is in ${serializeValue(actual)}, model expects ${serializeValue(expected)}`);
      }
      if (actual.status === 'error') throw new Error(`actor errored: ${String(actual.error)}`);
      if ((spec.compareContext ?? true) && JSON.stringify(actual.context) !== JSON.stringify(expected.context)) {
        throw new Error(`after ${step.event.type}: context differs\n real:  ${JSON.stringify(actual.context)}\n model: ${JSON.stringify(expected.context)}`);
      }
      const matched = stateKeys.filter((key) => expected.matches(key as never));
      if (matched.length === 0) throw new Error(`[model] ${spec.name}: no state check for ${serializeValue(expected)}`);
      for (const key of matched) stepChecks[key]!(expected, step.event);
    }
  } finally {
    started.stop();
  }
  return taken;
}

/** Checks the spec against the machine: a check for every atomic state. */
export function validateSpec(spec: ModelSpec): void {
  const missing = atomicStateKeys(spec.machine).filter((key) => !(key in spec.states));
  if (missing.length > 0) throw new Error(`[model] ${spec.name}: states without a check: ${missing.join(', ')}`);
  const unknown = Object.keys(spec.states).filter((key) => !atomicStateKeys(spec.machine).includes(key));
  if (unknown.length > 0) throw new Error(`[model] ${spec.name}: checks for unknown states: ${unknown.join(', ')}`);
}

export function describeStep(event: AnyEventObject, labels: Map<AnyEventObject, string>): string {
  const label = labels.get(event);
  if (event.type === 'xstate.init') return 'start';
  if (event.type.startsWith(DONE_PREFIX)) return `\`${event.type.slice(DONE_PREFIX.length)}\` succeeds: ${label ?? ''}`;
  if (event.type.startsWith(ERROR_PREFIX)) return `\`${event.type.slice(ERROR_PREFIX.length)}\` fails: ${label ?? ''}`;
  if (event.type.startsWith(AFTER_PREFIX)) return label ?? event.type;
  return `send \`${event.type}\`${label ? `: ${label}` : ''}`;
}

/**
 * The greedy cover of a set of transitions: the candidate adding most first, the shorter on a tie, until none adds one.
 * Shared by the replay's minimal path set (tests/replay/mapping.ts) and the model runs under mutation testing.
 */
export function coverTransitions<T extends { generated: GeneratedPath; taken: Set<string> }>(candidates: T[], transitions: Iterable<string>): T[] {
  const open = new Set(transitions);
  const chosen: T[] = [];
  for (;;) {
    let best: T | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.taken].filter((key) => open.has(key)).length;
      const shorter = best !== null && candidate.generated.path.steps.length < best.generated.path.steps.length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const key of best.taken) open.delete(key);
  }
}

/** A path's identity across builds of the machine: its scenario and events (a mutant's model has its own snapshots). */
function pathSignature(generated: GeneratedPath): string {
  return JSON.stringify([generated.scenario, generated.path.steps.map((step) => step.event)]);
}

/**
 * Under mutation testing only (`npm run mutation`, decision record 034): the folder of the path plans, set by
 * stryker.config.mjs, never in `npm test`. A plan is the minimal set of a model's paths that covers every transition,
 * written by the first (unmutated) run; every later run walks those first and the other paths only while a transition
 * is left uncovered. A run thus fails only where the run of every path fails too; it walks a few dozen paths instead of
 * thousands, and so misses what only a path outside the plan would see.
 */
const planFolder = process.env.MODEL_PATH_PLANS;

function pathOrder(spec: ModelSpec, paths: GeneratedPath[]): { ordered: GeneratedPath[]; planned: number; plan: string | null } {
  if (!planFolder) return { ordered: paths, planned: paths.length, plan: null };
  const plan = join(planFolder, `${spec.name}.json`);
  if (!existsSync(plan)) return { ordered: paths, planned: paths.length, plan };
  const signatures = new Set(JSON.parse(readFileSync(plan, 'utf8')) as string[]);
  const first = paths.filter((path) => signatures.has(pathSignature(path)));
  return { ordered: [...first, ...paths.filter((path) => !signatures.has(pathSignature(path)))], planned: first.length, plan: null };
}

/** Generates, executes and measures; the caller asserts on the report. */
export async function runModel(spec: ModelSpec, onPath?: (path: GeneratedPath, error: unknown) => void): Promise<ModelReport> {
  validateSpec(spec);
  const { paths } = generatePaths(spec);
  const all = listTransitions(spec.machine);
  const covered = new Set<string>();
  const { ordered, planned, plan } = pathOrder(spec, paths);
  const walked: { generated: GeneratedPath; taken: Set<string> }[] = [];
  for (const generated of ordered) {
    if (walked.length >= planned && all.every((key) => covered.has(key))) break;
    let error: unknown = null;
    try {
      const taken = await executePath(spec, generated);
      for (const key of taken) covered.add(key);
      walked.push({ generated, taken });
    } catch (caught) {
      error = caught;
    }
    onPath?.(generated, error);
    if (error) {
      const steps = generated.path.steps.map((step) => step.event.type).join(' → ');
      throw new Error(`[model] ${spec.name} (${generated.scenario}) path failed: ${steps}\n${String(error)}`);
    }
  }
  if (plan) {
    mkdirSync(planFolder!, { recursive: true });
    writeFileSync(plan, JSON.stringify(coverTransitions(walked, all).map(({ generated }) => pathSignature(generated))));
  }
  const uncovered = all.filter((key) => !covered.has(key));
  const report = { name: spec.name, covered: all.length - uncovered.length, total: all.length, uncovered, paths: walked.length };
  console.log(`[model] ${spec.name}: ${report.covered}/${report.total} transitions covered (${report.paths} of ${paths.length} paths)`);
  return report;
}
