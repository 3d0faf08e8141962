// Every machine of src/machines reaches the development inspector with a drawable statechart (decision record 036):
// 1. no file of src/ creates an actor but through src/lib/inspect (createInspectedActor / useInspectedActorRef),
//    so a new view or machine that calls xstate's createActor or @xstate/react's useActorRef itself fails here;
// 2. each machine exported by a src/machines/**/*.machine.ts, created through that one path, is streamed by the real
//    browser module to the real dev inspector, which lists it with its statechart, and the diagram ELK lays out has a
//    box for every state. Invoked and spawned children are inspected with their root (xstate-inspector.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { AnyStateMachine } from 'xstate';
import { createDevInspector, type DevInspector } from '../../server/dev/inspector';
import type { ActorView, InspectorFeed } from '../../server/dev/inspector.store';
import type { Diagram } from '../../server/dev/inspector-diagram';
import { startInspector, type Inspector, type SocketLike } from '../../src/lib/inspect/xstate-inspector';
import { isMachineLogic } from '../../src/lib/inspect/machine-definition';

// The page's inspector, as a browser with ?inspect would have it (Node has no window, so createInspector() is
// undefined here; the module under test, inspected-actor.ts, asks for it the same way).
let pageInspector: (Inspector & { stop(): void }) | undefined;
vi.mock('../../src/lib/inspect/xstate-inspector', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/inspect/xstate-inspector')>()),
  createInspector: () => pageInspector,
}));
const { createInspectedActor } = await import('../../src/lib/inspect/inspected-actor');

const root = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file));

/** The two modules that may create actors. */
const CREATION_PATH = ['src/lib/inspect/inspected-actor.ts', 'src/lib/inspect/use-inspected-actor-ref.ts'];
const CREATORS = ['createActor', 'interpret', 'Actor', 'useActorRef', 'useMachine', 'createActorContext'];

/** Names imported (or re-exported) from xstate / @xstate/react by a module's source. */
function xstateImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](xstate|@xstate\/react)['"]/g)) {
    if (match[1]) continue; // `import type { … }`: types create nothing
    for (const part of match[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  for (const match of source.matchAll(/import\s+\*\s+as\s+\w+\s+from\s*['"](xstate|@xstate\/react)['"]/g)) names.push(`* (${match[1]})`);
  return names;
}

describe('one way to create an actor', () => {
  it('no module of src/ but the creation path imports createActor, useActorRef or their relatives', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const offenders = sourceFiles
      .filter((file) => !CREATION_PATH.includes(file.split(path.sep).join('/')))
      .flatMap((file) =>
        xstateImports(readFileSync(path.join(root, file), 'utf8'))
          .filter((name) => CREATORS.includes(name) || name.startsWith('*'))
          .map((name) => `${file}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the check would catch one (the detector reads aliased and combined imports)', () => {
    expect(xstateImports("import { assign, createActor as make } from 'xstate';")).toEqual(['assign', 'createActor']);
    expect(xstateImports("import { useActorRef } from '@xstate/react';")).toEqual(['useActorRef']);
    expect(xstateImports("import type { ActorRefFrom } from 'xstate';")).toEqual([]);
  });
});

const machineModules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', { eager: true });
/**
 * The machines a module exports: machine values, and what its `create…Machine(implementation)` factories make (the
 * lead form's takes a validator, the admin list's a merge function; a stand-in function is enough to build one).
 */
function machinesOf(exports: Record<string, unknown>): AnyStateMachine[] {
  return Object.entries(exports).flatMap(([name, value]) => {
    if (isMachineLogic(value)) return [value as AnyStateMachine];
    if (typeof value === 'function' && /^create\w*Machine$/.test(name)) {
      const made: unknown = (value as (stub: unknown) => unknown)((first: unknown) => first ?? {});
      return isMachineLogic(made) ? [made as AnyStateMachine] : [];
    }
    return [];
  });
}
const machinesByFile = Object.entries(machineModules).map(([file, exports]) => [file, machinesOf(exports)] as const);
const machines = machinesByFile.flatMap(([, found]) => found);

describe('every machine of src/machines in the development inspector', () => {
  let server: http.Server;
  let inspector: DevInspector;
  let base: string;

  beforeAll(async () => {
    inspector = createDevInspector({ heartbeatMs: 0, broadcastMs: 10 });
    server = http.createServer((req, res) => {
      if (!inspector.handle(req, res)) res.writeHead(404).end();
    });
    inspector.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    pageInspector = startInspector({ url: `ws://${base}/__inspect/ws`, page: '/?inspect', WebSocket: WebSocket as unknown as new (url: string) => SocketLike });
  });

  afterAll(async () => {
    pageInspector?.stop();
    await inspector.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('finds a machine in every machine file', () => {
    expect(machinesByFile.length).toBeGreaterThanOrEqual(21);
    expect(machinesByFile.filter(([, found]) => found.length === 0).map(([file]) => file)).toEqual([]);
  });

  it('each one connects, with a statechart whose diagram has every state', async () => {
    const ids = [...new Set(machines.map((machine) => machine.id))].sort();
    // Created, not started: the inspector learns of an actor when it is made (no effects or inputs needed).
    for (const machine of machines) createInspectedActor(machine, { input: {} } as never);
    const feed = async () => (await (await fetch(`http://${base}/__inspect/actors.json`)).json()) as InspectorFeed;
    await expect.poll(async () => [...new Set((await feed()).actors.filter((a) => a.diagram).map((a) => a.logic))].sort(), { timeout: 10_000 }).toEqual(ids);
    expect(ids).toEqual(expect.arrayContaining(['login', 'customerOrders', 'selectionGuide', 'leadForm', 'adminList', 'configurator']));

    // Machine actors (the invoked promises a machine's initial state creates are listed too, without a statechart).
    for (const actor of (await feed()).actors.filter((a) => a.diagram)) {
      const detail = (await (await fetch(`http://${base}/__inspect/actor.json?key=${encodeURIComponent(actor.key)}`)).json()) as {
        actor: ActorView;
        diagram?: Diagram;
        events?: string[];
      };
      const machine = machines.find((m) => m.id === actor.logic)!;
      const statePaths: string[] = [];
      const walk = (node: AnyStateMachine['root']) => {
        statePaths.push(node.path.join('.'));
        Object.values(node.states).forEach(walk);
      };
      walk(machine.root);
      const drawn = detail.diagram!.nodes.filter((n) => !n.initialDot).map((n) => n.path);
      expect([actor.logic, drawn.sort()]).toEqual([actor.logic, statePaths.sort()]);
      // Boxes lie inside the drawing, and every transition with a target is an edge with its event on it.
      for (const node of detail.diagram!.nodes) {
        expect(node.x + node.width).toBeLessThanOrEqual(detail.diagram!.width + 1);
        expect(node.y + node.height).toBeLessThanOrEqual(detail.diagram!.height + 1);
      }
      expect(detail.diagram!.edges.every((edge) => edge.points.length >= 2)).toBe(true);
    }
  }, 60_000);
});
