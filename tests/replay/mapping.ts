// A machine's replay mapping (decision 035): what each state of a production machine looks like on the page (a role
// and a name in the page's language) and how a shopper, an admin or the back end causes each event (click, type,
// choose, an answer of the shop, a switch of the emulator). From it and the machine's model (tests/model/*.model.ts)
// come both the browser replay (tests/e2e/replay.ts) and the plain-words test plan (`npm run flows`): one path set,
// chosen here, that covers every transition the browser can reach with as few paths as it takes.
import type { ExpectStatic } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { coverTransitions, executePath, generatePaths, listTransitions, type GeneratedPath, type ModelSpec } from '../model/model-runner';
import { fill, phrases, msg, type Lang, type Words } from './words';

/** ARIA roles the mappings name (Playwright's getByRole takes these). */
export type Role = 'heading' | 'button' | 'status' | 'alert' | 'radio' | 'link' | 'dialog' | 'combobox' | 'textbox' | 'checkbox' | 'region';

/** What a state shows: an element of a role whose name (or text, for status and alert) is a shop text. */
export interface Sight {
  role: Role;
  /** The English message id; the page's language's catalogue gives the text. */
  name: string;
  level?: number;
}

/** The page (Playwright's Page, kept structural so that the plan can be written without a browser). */
export interface ReplaySession {
  lang: Lang;
  page: any;
  /** The running test's expect (concurrent tests need their own). */
  expect: ExpectStatic;
  /** Opens the page the machine starts on (the scenario's set-up done). */
  start(): Promise<void>;
  /** Answers the request of an actor as a done/error event says (the mapping's back end). */
  answer(event: AnyEventObject): Promise<void>;
  /** The mapping's own extras for a session (e.g. its path back end). */
  extras: Record<string, unknown>;
}

export interface StateMapping {
  /** What the page shows in this state; null when the state has nothing of its own to see (then `words` says why). */
  see: Sight | null;
  /** More of the expected result in plain words, from the state's context (errors, values). */
  words?: (lang: Lang, expected: AnyMachineSnapshot) => string | null;
  /** Checks beyond the role and name: what the context says the page must show. */
  check?: (session: ReplaySession, expected: AnyMachineSnapshot) => Promise<void>;
}

/** One thing a tester or the browser does. */
export type Action =
  | { do: 'click'; role: Role; name: string }
  | { do: 'fill'; label: string; value: string }
  | { do: 'choose'; label: string; value: string; option: string }
  | { do: 'check'; role: 'radio' | 'checkbox'; name: string; words?: string }
  | { do: 'open'; path: Words }
  | { do: 'reload' }
  /** The back end answers the running request as the event says; its words are the mapping's `answers`. */
  | { do: 'answer' }
  | { do: 'fault'; words: Words; run: (session: ReplaySession) => Promise<void> }
  | { do: 'mollie'; choice: string }
  /** A control the page marks by a CSS selector (a part's radio or checkbox, a select, a number field), in words. */
  | { do: 'pick'; css: string; words: string; select?: string; fill?: string };

export interface EventMapping {
  /** The actions that cause the event (an answer of the back end for an invoked actor's done/error event). */
  actions: (event: AnyEventObject, before: AnyMachineSnapshot, lang: Lang) => Action[];
  /** Whether the page offers the event in the state before it (default: it does). */
  offered?: (before: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Called by the browser walker before the actions (e.g. to hold the request the event starts). */
  prepare?: (session: ReplaySession, event: AnyEventObject) => void;
  /**
   * The page the browser goes to when this event takes it away from the machine's page (an ended session sends the
   * admin to the login page): what that page shows is checked instead of the machine's state, and a path ends there.
   */
  leavesTo?: (event: AnyEventObject) => StateMapping | null;
}

export interface ReplayMapping {
  model: ModelSpec;
  /** 1 = money paths (checkout, order, payment) … 4 = the rest; the plan lists lower numbers first. */
  priority: 1 | 2 | 3 | 4;
  /** The title of the machine in the plan. */
  title: Words;
  /** What the tester does to start the machine (open its page). */
  start: Words;
  /** Per scenario (model input) the situation a tester starts from; a scenario without it is not replayed. */
  preconditions: Record<string, Words>;
  /** Every atomic state of the machine (dotted path, as the model's checks). */
  states: Record<string, StateMapping>;
  /** Every event type of the model: how it is caused, or why no browser causes it. */
  events: Record<string, EventMapping | { unreachable: string }>;
  /** Transitions (`source | event | index`, as listTransitions) no browser session can take, each with the reason. */
  unreachable: Record<string, string>;
  /** The plain words of the back end's answers, by the model's event-case label. */
  answers?: Record<string, Words>;
  /**
   * Also plan the walkable start of a generated path whose later steps no page can walk (a machine whose generated
   * paths mostly go on with an event no page sends, e.g. product-loading's products.load). Off by default, so the
   * plans of the mappings that do not ask for it stay as they are.
   */
  walkPrefixes?: boolean;
  /**
   * The page's language in a state, for a machine that switches it itself (the configurator's language switch); the
   * browser walk then checks each step's texts in it. Without it the page stays in the session's language.
   */
  pageLang?: (snapshot: AnyMachineSnapshot) => Lang;
  /**
   * The machine's input when a page in `lang` starts a scenario, or null when no page in that language starts it as
   * the scenario says (the checkout's empty form starts with Germany on a German page, the model's with the
   * Netherlands). Without it every language starts every scenario with the model's input.
   */
  inputIn?: (input: Record<string, unknown>, lang: Lang) => Record<string, unknown> | null;
  /**
   * After the plan of the generated paths: cover the transitions still open with paths searched only through the
   * events the page offers in each state (a queued second operation, whose shortest path starts with an add the cart
   * page has no button for). Off by default; the paths planned before it stay as they are.
   */
  searchOffered?: boolean;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const isAnswer = (type: string) => type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX);

function atomicStateKeys(spec: ModelSpec): string[] {
  return getStateNodes(spec.machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Fails when the mapping misses a state, an event, the words of an answer, or names what the machine has not. */
export function validateMapping(mapping: ReplayMapping): void {
  const name = mapping.model.name;
  const states = atomicStateKeys(mapping.model);
  const problems: string[] = [];
  for (const key of states) if (!(key in mapping.states)) problems.push(`no page mapping for state "${key}"`);
  for (const key of Object.keys(mapping.states)) if (!states.includes(key)) problems.push(`mapping for unknown state "${key}"`);
  for (const [type, cases] of Object.entries(mapping.model.events)) {
    const event = mapping.events[type];
    if (!event) {
      problems.push(`no page mapping for event "${type}"`);
      continue;
    }
    if ('unreachable' in event || !isAnswer(type)) continue;
    for (const { label } of cases) if (!mapping.answers?.[label]) problems.push(`no words for the answer "${label}" (${type})`);
  }
  for (const type of Object.keys(mapping.events)) if (!(type in mapping.model.events)) problems.push(`mapping for unknown event "${type}"`);
  const transitions = listTransitions(mapping.model.machine);
  for (const key of Object.keys(mapping.unreachable)) if (!transitions.includes(key)) problems.push(`unreachable transition the machine does not have: ${key}`);
  for (const scenario of Object.keys(mapping.preconditions)) {
    if (!(scenario in (mapping.model.inputs ?? { default: {} }))) problems.push(`precondition for unknown scenario "${scenario}"`);
  }
  if (problems.length > 0) throw new Error(`[replay] ${name}: ${problems.join('; ')}`);
}

type Step = GeneratedPath['path']['steps'][number];

export interface PlannedPath {
  generated: GeneratedPath;
  /** The transitions the path takes, measured by running it in node against the real machine. */
  taken: Set<string>;
}

export interface ReplayPlan {
  name: string;
  paths: PlannedPath[];
  labels: Map<AnyEventObject, string>;
  total: number;
  reachable: string[];
  uncovered: string[];
  /** Transitions left out, with the reason (the mapping's list). */
  unreachable: Record<string, string>;
  summary: string;
}

/** The page an event takes the browser to away from the machine's page, if it does (the mapping's `leavesTo`). */
export function leftTo(mapping: ReplayMapping, event: AnyEventObject): StateMapping | null {
  const mapped = mapping.events[event.type];
  return mapped && !('unreachable' in mapped) ? (mapped.leavesTo?.(event) ?? null) : null;
}

function walkable(mapping: ReplayMapping | null, steps: Step[]): boolean {
  return walkableLength(mapping, steps) === steps.length;
}

/** How many of the steps, from the first, the page can walk. */
function walkableLength(mapping: ReplayMapping | null, steps: Step[]): number {
  if (!mapping) return steps.length;
  const first = steps.findIndex((step, index) => {
    if (index > 0 && leftTo(mapping, steps[index - 1]!.event)) return true;
    if (step.event.type === 'xstate.init' || step.event.type.startsWith('xstate.after.')) return false;
    const event = mapping.events[step.event.type];
    if (!event || 'unreachable' in event) return true;
    return !(event.offered?.(steps[index - 1]!.state, step.event) ?? true);
  });
  return first === -1 ? steps.length : first;
}

/** Whether the page can cause the event in that state (a timer passes by itself; an answer is given when asked). */
function isOffered(mapping: ReplayMapping, before: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type.startsWith('xstate.after.')) return true;
  const mapped = mapping.events[event.type];
  if (!mapped || 'unreachable' in mapped) return false;
  return mapped.offered?.(before, event) ?? true;
}

const sameStep = (a: Step | undefined, b: Step) => a !== undefined && a.event === b.event && a.state === b.state;

/**
 * The minimal path set: the model's generated paths, each run in node against the real machine (fakes, simulated
 * clock) to learn which transitions it takes; those a mapping's page cannot walk left out; then a greedy cover of
 * every transition left (the path adding most first, the shorter on a tie), and no path that is a prefix of another.
 * Without a mapping (a machine whose replay is not written yet) every transition counts.
 */
export async function planPaths(spec: ModelSpec, mapping: ReplayMapping | null): Promise<ReplayPlan> {
  if (mapping) validateMapping(mapping);
  const { paths, labels } = generatePaths(spec);
  const all = listTransitions(spec.machine);
  const unreachable = mapping?.unreachable ?? {};
  const reachable = all.filter((key) => !(key in unreachable));
  const candidates: PlannedPath[] = [];
  for (const original of paths) {
    if (mapping && !(original.scenario in mapping.preconditions)) continue;
    let generated = original;
    if (!walkable(mapping, original.path.steps)) {
      if (!mapping?.walkPrefixes) continue;
      const steps = original.path.steps.slice(0, walkableLength(mapping, original.path.steps));
      if (steps.length < 2) continue;
      generated = { ...original, path: { ...original.path, steps, state: steps.at(-1)!.state } };
    }
    const taken = await executePath(spec, generated);
    if ([...taken].some((key) => key in unreachable)) continue;
    candidates.push({ generated, taken });
  }
  const chosen = coverTransitions(candidates, reachable);
  const open = new Set(reachable);
  for (const path of chosen) for (const key of path.taken) open.delete(key);
  if (mapping?.searchOffered && open.size > 0) {
    const offered: PlannedPath[] = [];
    for (const generated of generatePaths(spec, (snapshot, event) => isOffered(mapping, snapshot, event)).paths) {
      if (!(generated.scenario in mapping.preconditions)) continue;
      const taken = await executePath(spec, generated);
      if ([...taken].some((key) => key in unreachable)) continue;
      offered.push({ generated, taken });
    }
    const more = coverTransitions(offered, open);
    chosen.push(...more);
    for (const path of more) for (const key of path.taken) open.delete(key);
  }
  // A chosen path that another chosen one starts with (same scenario) adds nothing the longer one does not walk.
  const kept = chosen.filter(
    (path) =>
      !chosen.some(
        (other) =>
          other !== path &&
          other.generated.scenario === path.generated.scenario &&
          other.generated.path.steps.length > path.generated.path.steps.length &&
          path.generated.path.steps.every((step, index) => sameStep(other.generated.path.steps[index], step)),
      ),
  );
  const uncovered = [...open];
  const left = Object.entries(unreachable).map(([key, why]) => `${key}: ${why}`);
  const summary =
    `[replay] ${spec.name}: ${kept.length} paths cover ${reachable.length - uncovered.length} of ${all.length} transitions` +
    (left.length > 0 ? `; not reachable in a browser: ${left.join('; ')}` : '') +
    (uncovered.length > 0 ? `; UNCOVERED: ${uncovered.join(', ')}` : '');
  return { name: spec.name, paths: kept, labels, total: all.length, reachable, uncovered, unreachable, summary };
}

/**
 * A planned path walked from another input (the same events, e.g. a scenario in another page language): its
 * snapshots computed again by the machine, or null when the page cannot walk it so (an event not offered there).
 */
export function withInput(mapping: ReplayMapping, planned: PlannedPath, input: Record<string, unknown>): PlannedPath | null {
  const { machine } = mapping.model;
  const steps: Step[] = [];
  for (const step of planned.generated.path.steps) {
    const before = steps.at(-1);
    const state = before ? getNextSnapshot(machine, before.state, step.event) : getInitialSnapshot(machine, input);
    steps.push({ ...step, state } as Step);
  }
  if (!walkable(mapping, steps)) return null;
  const generated = { ...planned.generated, input, path: { ...planned.generated.path, steps, state: steps.at(-1)!.state } };
  return { generated, taken: planned.taken };
}

/**
 * The replay's language for its index-th path: the turn's language of `langs`, or the next one a page in it can walk
 * the path in (its scenario starts so there, and every event of the path is offered). The path's snapshots are
 * those of the page's input in that language.
 */
export function pathInTurn(mapping: ReplayMapping, planned: PlannedPath, index: number, langs: readonly Lang[]): { planned: PlannedPath; lang: Lang } {
  const original = planned.generated.input as Record<string, unknown>;
  for (let offset = 0; offset < langs.length; offset += 1) {
    const lang = langs[(index + offset) % langs.length]!;
    const input = mapping.inputIn ? mapping.inputIn(original, lang) : original;
    if (input === null) continue;
    const walked = input === original ? planned : withInput(mapping, planned, input);
    if (walked) return { planned: walked, lang };
  }
  throw new Error(`[replay] ${mapping.model.name}: no page language walks the path "${planned.generated.scenario}" as planned`);
}

// ---------------------------------------------------------------------------------------------------------------
// Plain words

function sightWords(lang: Lang, sight: Sight): string {
  const text = msg(lang, sight.name);
  const phrase = sight.role === 'heading' || sight.role === 'status' || sight.role === 'alert' || sight.role === 'button' ? phrases[sight.role] : phrases.other;
  return fill(phrase[lang], text);
}

/** What a tester does for one action, in plain words. */
export function actionWords(lang: Lang, action: Action, answer?: Words): string {
  switch (action.do) {
    case 'click':
      return fill(phrases.click[lang], msg(lang, action.name));
    case 'fill':
      return fill(phrases.fill[lang], msg(lang, action.label), action.value);
    case 'choose':
      return fill(phrases.choose[lang], msg(lang, action.label), action.option);
    case 'check':
      return fill(phrases.check[lang], action.words ?? msg(lang, action.name));
    case 'open':
      return fill(phrases.open[lang], action.path[lang]);
    case 'reload':
      return phrases.reload[lang];
    case 'answer':
      if (!answer) throw new Error('[replay] an answer without words');
      return fill(phrases.answer[lang], answer[lang]);
    case 'fault':
      return fill(phrases.fault[lang], action.words[lang]);
    case 'mollie':
      return fill(phrases.mollie[lang], action.choice);
    case 'pick':
      return action.fill === undefined ? fill(phrases.check[lang], action.words) : fill(phrases.fill[lang], action.words, action.fill);
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The expected result of reaching a snapshot (by `event`): every mapped state it is in, or the page the event left for. */
export function expectedWords(lang: Lang, mapping: ReplayMapping, expected: AnyMachineSnapshot, event?: AnyEventObject): string {
  const parts: string[] = [];
  const left = event ? leftTo(mapping, event) : null;
  for (const [key, state] of left ? [['', left] as const] : Object.entries(mapping.states)) {
    if (!left && !expected.matches(key as never)) continue;
    if (state.see) parts.push(sightWords(lang, state.see));
    const more = state.words?.(lang, expected);
    if (more) parts.push(more);
  }
  return capital(parts.join(phrases.and[lang]));
}

export interface PlainStep {
  action: string;
  expected: string;
}

/** A path's steps in plain words; the first (the page opening) is the mapping's precondition's last action. */
export function plainSteps(lang: Lang, mapping: ReplayMapping, path: GeneratedPath, labels: Map<AnyEventObject, string>): PlainStep[] {
  return path.path.steps.map((step, index) => {
    const before = index > 0 ? path.path.steps[index - 1]!.state : step.state;
    const expected = expectedWords(lang, mapping, step.state, step.event);
    if (step.event.type === 'xstate.init') return { action: mapping.start[lang], expected };
    if (step.event.type.startsWith('xstate.after.')) return { action: phrases.wait[lang], expected };
    const event = mapping.events[step.event.type];
    if (!event || 'unreachable' in event) throw new Error(`[replay] ${mapping.model.name}: no way to cause "${step.event.type}"`);
    const actions = event.actions(step.event, before, lang);
    const label = labels.get(step.event);
    const words = actions.map((action) => actionWords(lang, action, label === undefined ? undefined : mapping.answers?.[label]));
    return { action: capital(words.join(', ')), expected };
  });
}
