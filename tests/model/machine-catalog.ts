// Every machine of the shop, found by its file (src/machines/**/*.machine.ts: an exported machine, or, in a file that
// exports none, an exported `create…Machine` factory), each mapped to its model(s) from tests/model/*.model.ts by
// identity (the model runs that very machine, perhaps `.provide()`d, or names the factory it made its machine with),
// and its transitions as readable lines. Used by the
// coverage report (machines-coverage.test.ts) and by `npm run models:expected`, which writes the checked-in
// tests/model/expected/<machine>.transitions.txt the report compares the machines with.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelSpec } from './model-runner';

const here = dirname(fileURLToPath(import.meta.url));
export const MACHINES_DIR = resolve(here, '../../src/machines');
export const MODELS_DIR = here;
export const EXPECTED_DIR = join(here, 'expected');

export interface MachineEntry {
  /** The machine's file, relative to src/machines (e.g. 'cart/cart-operation.machine.ts'). */
  file: string;
  exportName: string;
  kind: 'machine' | 'factory';
  /** Names its expected-transitions file: the file's stem ('cart-operation'), plus the export when a file has several. */
  key: string;
  /** The production machine; for a factory, the machine its model made (else one made without arguments, or null). */
  machine: AnyStateMachine | null;
  /** The models that run this machine (usually one; coverage is their union). */
  models: Array<{ file: string; spec: ModelSpec }>;
}

export interface Catalog {
  machines: MachineEntry[];
  /** Model files whose exported model runs no machine found in src/machines (a copy, or a factory not named). */
  strayModels: Array<{ file: string; name: string }>;
  /** Machine files that export neither a machine nor a `create…Machine` factory. */
  emptyFiles: string[];
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && typeof (value as { provide?: unknown }).provide === 'function';

const isModel = (value: unknown): value is ModelSpec =>
  typeof value === 'object' && value !== null && isMachine((value as ModelSpec).machine) && 'states' in value && 'events' in value;

const isFactory = (name: string, value: unknown) => typeof value === 'function' && /^create[A-Z]\w*Machine$/.test(name);

function filesUnder(dir: string, suffix: string, recursive: boolean): string[] {
  return (readdirSync(dir, { recursive, withFileTypes: false }) as string[])
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith(suffix))
    .sort();
}

async function importFile(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** A factory's machine, for its shape: made without arguments (a factory's arguments are implementations it uses later). */
function probe(factory: unknown): AnyStateMachine | null {
  try {
    const made = (factory as () => unknown)();
    return isMachine(made) ? made : null;
  } catch {
    return null;
  }
}

const sameShape = (a: AnyStateMachine, b: AnyStateMachine) => a.id === b.id && expectedText(a) === expectedText(b);

/** Imports every machine file and every model file and maps them onto each other. */
export async function discover(): Promise<Catalog> {
  const models: Array<{ file: string; name: string; spec: ModelSpec; used: boolean }> = [];
  for (const file of filesUnder(MODELS_DIR, '.model.ts', false)) {
    for (const value of Object.values(await importFile(join(MODELS_DIR, file)))) {
      if (isModel(value)) models.push({ file, name: value.name, spec: value, used: false });
    }
  }
  const machines: MachineEntry[] = [];
  const emptyFiles: string[] = [];
  for (const file of filesUnder(MACHINES_DIR, '.machine.ts', true)) {
    const exported = Object.entries(await importFile(join(MACHINES_DIR, file)));
    // A factory beside an exported machine is how that machine is made; alone, it stands for its machines.
    const found = exported.some(([, value]) => isMachine(value))
      ? exported.filter(([, value]) => isMachine(value))
      : exported.filter(([name, value]) => isFactory(name, value));
    if (found.length === 0) emptyFiles.push(file);
    const stem = basename(file, '.machine.ts');
    for (const [exportName, value] of found) {
      // The very machine, or the machine with other implementations (`.provide()` keeps its config); for a factory,
      // the models that name it, else those whose machine has the id and the transitions of the factory's machine.
      const probed = isMachine(value) ? null : probe(value);
      let own = models.filter((model) => (isMachine(value) ? model.spec.machine.config === value.config : model.spec.factory === value));
      if (own.length === 0 && probed) own = models.filter((model) => sameShape(model.spec.machine, probed));
      for (const model of own) model.used = true;
      machines.push({
        file,
        exportName,
        kind: isMachine(value) ? 'machine' : 'factory',
        key: found.length === 1 ? stem : `${stem}.${exportName}`,
        machine: isMachine(value) ? value : (own[0]?.spec.machine ?? probed),
        models: own.map(({ file: modelFile, spec }) => ({ file: modelFile, spec })),
      });
    }
  }
  const strayModels = models.filter((model) => !model.used).map(({ file, name }) => ({ file, name }));
  return { machines, strayModels, emptyFiles };
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    const name = guard.name || 'inline';
    return nested ? `${name}(${nested.map(guardName).join(', ')})` : name;
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return String(guard);
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type ?? (action.name || 'inline');
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return String(action);
}

const pathOf = (node: AnyStateNode) => (node.path.length === 0 ? '(machine)' : node.path.join('.'));

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
  actions: readonly unknown[];
  reenter?: boolean;
}

/** One transition as a line: `source --event [guard]--> target / actions` (no target: `(stays)`). */
function lineOf(source: AnyStateNode, eventType: string, transition: TransitionLike): string {
  const guard = transition.guard === undefined ? '' : ` [${guardName(transition.guard)}]`;
  const targets = transition.target?.length ? transition.target.map(pathOf).join(', ') : '(stays)';
  const reenter = transition.reenter && transition.target?.length ? ' (re-enters)' : '';
  const actions = transition.actions.length ? ` / ${transition.actions.map(actionName).join(', ')}` : '';
  return `${pathOf(source)} --${eventType}${guard}--> ${targets}${reenter}${actions}`;
}

/**
 * Every transition of the machine as a readable line, keyed as model-runner's listTransitions keys them
 * (`<state id> | <event> | <index>`), so a report can name an uncovered transition by its line.
 */
export function transitionLines(machine: AnyStateMachine): Map<string, string> {
  const lines = new Map<string, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((transition: TransitionLike, index: number) =>
        lines.set(`${node.id} | ${eventType} | ${index}`, lineOf(node, eventType, transition)),
      );
    }
    (node.always ?? []).forEach((transition: TransitionLike, index: number) =>
      lines.set(`${node.id} | (always) | ${index}`, lineOf(node, '(always)', transition)),
    );
  }
  return lines;
}

/** The checked-in file's text for a machine: its transition lines, sorted, one per line. */
export function expectedText(machine: AnyStateMachine): string {
  return `${[...transitionLines(machine).values()].sort().join('\n')}\n`;
}

export const expectedFile = (key: string) => join(EXPECTED_DIR, `${key}.transitions.txt`);
export const fromRoot = (file: string) => relative(resolve(here, '../..'), file);

/** The checked-in lines of a machine, or null when it has no file yet. */
export function readExpected(key: string): string[] | null {
  const file = expectedFile(key);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : null;
}

/** Lines the file has that the machine lacks (`-`), and lines the machine has that the file lacks (`+`); multisets. */
export function diffLines(expected: readonly string[], actual: readonly string[]): { removed: string[]; added: string[] } {
  const count = (lines: readonly string[]) => lines.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map<string, number>());
  const want = count(expected);
  const have = count(actual);
  const removed = [...want].flatMap(([line, n]) => Array<string>(Math.max(0, n - (have.get(line) ?? 0))).fill(line));
  const added = [...have].flatMap(([line, n]) => Array<string>(Math.max(0, n - (want.get(line) ?? 0))).fill(line));
  return { removed: removed.sort(), added: added.sort() };
}

// Files under src/ (tests aside) that create a machine but are not a *.machine.ts in src/machines: the report would miss them.
export function machinesOutsideMachineFiles(): string[] {
  const src = resolve(here, '../../src');
  return filesUnder(src, '.ts', true)
    .concat(filesUnder(src, '.tsx', true))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .filter((file) => /\bcreateMachine\s*\(/.test(readFileSync(join(src, file), 'utf8')))
    .filter((file) => !(file.startsWith('machines/') && file.endsWith('.machine.ts')))
    .map((file) => `src/${file}`);
}

/** Expected files whose machine is gone (renamed or deleted). */
export function staleExpectedFiles(machines: readonly MachineEntry[]): string[] {
  if (!existsSync(EXPECTED_DIR)) return [];
  const keys = new Set(machines.map((entry) => `${entry.key}.transitions.txt`));
  return filesUnder(EXPECTED_DIR, '.transitions.txt', false).filter((name) => !keys.has(name));
}
