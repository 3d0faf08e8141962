// The statechart diagram's layout: the ELK graph built from a definition (nesting, initial dots, labelled edges with
// guards and delays, unknown targets left out) and ELK's answer turned into boxes and edges the page draws, with
// children inside their parents and edges that start and end on their states.
import { describe, expect, it } from 'vitest';
import { edgeLabel, layoutDiagram, toElkGraph, type Diagram } from './inspector-diagram';
import type { MachineDefinition } from './inspector.store';

const definition: MachineDefinition = {
  id: 'door',
  events: ['open', 'close', 'lock'],
  root: {
    id: 'door',
    key: 'door',
    path: '',
    type: 'compound',
    initial: 'closed',
    transitions: [],
    children: [
      {
        id: 'door.closed',
        key: 'closed',
        path: 'closed',
        type: 'compound',
        initial: 'unlocked',
        tags: ['safe'],
        transitions: [{ event: 'open', targets: ['door.opened'], guard: 'isUnlocked' }],
        children: [
          {
            id: 'door.closed.unlocked',
            key: 'unlocked',
            path: 'closed.unlocked',
            type: 'atomic',
            children: [],
            transitions: [{ event: 'lock', targets: ['door.closed.locked'] }],
          },
          {
            id: 'door.closed.locked',
            key: 'locked',
            path: 'closed.locked',
            type: 'atomic',
            children: [],
            transitions: [{ event: 'xstate.after.5000.door.closed.locked', targets: ['door.closed.unlocked'] }],
          },
        ],
      },
      {
        id: 'door.opened',
        key: 'opened',
        path: 'opened',
        type: 'atomic',
        invoke: ['alarm (soundAlarm)'],
        children: [],
        // An action-only transition and one to a state the definition does not have: neither is an edge.
        transitions: [
          { event: 'close', targets: ['door.closed'] },
          { event: 'log', targets: [] },
          { event: 'jump', targets: ['elsewhere'] },
        ],
      },
    ],
  },
};

describe('edgeLabel', () => {
  it('names delayed, done and error transitions the way a reader says them, with the guard', () => {
    expect(edgeLabel('xstate.after.5000.door.closed.locked')).toBe('after 5000ms');
    expect(edgeLabel('xstate.after.slow.door.x')).toBe('after slow');
    expect(edgeLabel('xstate.done.actor.loadCart')).toBe('done: loadCart');
    expect(edgeLabel('xstate.error.actor.loadCart')).toBe('error: loadCart');
    expect(edgeLabel('xstate.done.state.door.closed')).toBe('done');
    expect(edgeLabel('cart.add', 'hasStock')).toBe('cart.add [hasStock]');
  });
});

describe('toElkGraph', () => {
  it('nests the states, adds an initial dot per compound state and one labelled edge per target', () => {
    const graph = toElkGraph(definition);
    const machine = graph.children![0]!;
    expect(machine.id).toBe('door');
    expect(machine.children!.map((c) => c.id)).toEqual(['door#initial', 'door.closed', 'door.opened']);
    const closed = machine.children![1]!;
    expect(closed.children!.map((c) => c.id)).toEqual(['door.closed#initial', 'door.closed.unlocked', 'door.closed.locked']);
    const edges = graph.edges!.map((e) => [e.sources[0], e.targets[0], e.labels?.[0]?.text]);
    expect(edges).toEqual(
      expect.arrayContaining([
        ['door.closed', 'door.opened', 'open [isUnlocked]'],
        ['door.closed.unlocked', 'door.closed.locked', 'lock'],
        ['door.closed.locked', 'door.closed.unlocked', 'after 5000ms'],
        ['door.opened', 'door.closed', 'close'],
        ['door#initial', 'door.closed', undefined],
        ['door.closed#initial', 'door.closed.unlocked', undefined],
      ]),
    );
    expect(edges).toHaveLength(6); // no edge for `log` (no target) or `jump` (unknown target)
    // Labels are sized for their text, so ELK keeps them apart.
    const open = graph.edges!.find((e) => e.labels?.[0]?.text === 'open [isUnlocked]')!;
    expect(open.labels![0]!.width).toBeGreaterThan('open [isUnlocked]'.length * 6);
  });
});

describe('layoutDiagram (elkjs)', () => {
  it('puts children inside their parents and starts and ends every edge on its states', async () => {
    const diagram: Diagram = await layoutDiagram(definition);
    const byId = new Map(diagram.nodes.map((n) => [n.id, n]));
    const inside = (child: string, parent: string) => {
      const c = byId.get(child)!;
      const p = byId.get(parent)!;
      return c.x >= p.x && c.y >= p.y && c.x + c.width <= p.x + p.width && c.y + c.height <= p.y + p.height;
    };
    expect(inside('door.closed.locked', 'door.closed')).toBe(true);
    expect(inside('door.closed', 'door')).toBe(true);
    expect(inside('door.opened', 'door')).toBe(true);
    expect(byId.get('door.closed')).toMatchObject({ container: true, notes: ['tags: safe'] });
    expect(byId.get('door.opened')).toMatchObject({ container: false, notes: ['invoke alarm (soundAlarm)'] });
    expect(byId.get('door#initial')).toMatchObject({ initialDot: true });
    // Names fit their boxes (6.7 px a character at 11 px monospace, plus the padding).
    expect(byId.get('door.opened')!.width).toBeGreaterThanOrEqual('invoke alarm (soundAlarm)'.length * 6.7);

    const near = (p: { x: number; y: number }, id: string) => {
      const n = byId.get(id)!;
      return p.x >= n.x - 2 && p.x <= n.x + n.width + 2 && p.y >= n.y - 2 && p.y <= n.y + n.height + 2;
    };
    for (const edge of diagram.edges) {
      expect(near(edge.points[0]!, edge.source), `${edge.label} starts on ${edge.source}`).toBe(true);
      expect(near(edge.points.at(-1)!, edge.target), `${edge.label} ends on ${edge.target}`).toBe(true);
    }
    // The same definition is laid out once.
    expect(await layoutDiagram(definition)).toBe(diagram);
  });
});
