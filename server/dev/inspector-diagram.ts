// The inspector's statechart diagram: a machine's definition (the browser sends it, src/lib/inspect/machine-definition.ts)
// laid out by ELK's layered algorithm (elkjs, a devDependency pinned exactly; its bundled build runs in this process,
// no web worker, nothing from the network). Compound and parallel states are boxes around their children, every
// compound state gets an initial-state dot, transitions are edges labelled with their event (and guard). The page
// draws the result as SVG (inspector-page.client.js). Only `npm run dev` loads this module, and elkjs only on the
// first diagram that is asked for.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineDefinition, DefinitionNode } from './inspector.store';

export interface DiagramNode {
  id: string;
  /** Dotted key path ('' for the machine itself): what a state value names. */
  path: string;
  key: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines under the name: tags and invoked actors. */
  notes: string[];
  /** Set for a compound/parallel state: its children are drawn inside. */
  container: boolean;
  /** The dot an initial transition starts from. */
  initialDot?: boolean;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  /** The event (and guard) the transition is taken on; empty for the initial-state arrow. */
  label: string;
  points: Array<{ x: number; y: number }>;
  labelBox?: { x: number; y: number; width: number; height: number };
}

export interface Diagram {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** Monospace 11 px in the page: about 6.7 px a character. */
const CHAR = 6.7;
const LINE = 15;
const textWidth = (text: string) => Math.ceil(text.length * CHAR);

/** How an event descriptor reads on an edge (mirrors eventLabel in src/lib/inspect/machine-definition.ts). */
export function edgeLabel(event: string, guard?: string): string {
  let label = event;
  const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(event);
  if (after) label = `after ${after[1]}${/^\d+$/.test(after[1]!) ? 'ms' : ''}`;
  else if (event.startsWith('xstate.done.actor.')) label = `done: ${event.slice('xstate.done.actor.'.length)}`;
  else if (event.startsWith('xstate.error.actor.')) label = `error: ${event.slice('xstate.error.actor.'.length)}`;
  else if (event.startsWith('xstate.done.state.')) label = 'done';
  else if (event.startsWith('xstate.snapshot.')) label = `snapshot: ${event.slice('xstate.snapshot.'.length)}`;
  return guard ? `${label} [${guard}]` : label;
}

function notesOf(node: DefinitionNode): string[] {
  return [...(node.tags?.length ? [`tags: ${node.tags.join(', ')}`] : []), ...(node.invoke ?? []).map((invoke) => `invoke ${invoke}`)];
}

const INITIAL_SUFFIX = '#initial';

/** The ELK graph for a definition: nodes nested as the states are, all edges at the root with absolute coordinates. */
export function toElkGraph(definition: MachineDefinition): ElkNode {
  const edges: ElkExtendedEdge[] = [];
  const known = new Set<string>();
  const collect = (node: DefinitionNode) => {
    known.add(node.id);
    node.children.forEach(collect);
  };
  collect(definition.root);

  let edgeCount = 0;
  const toElk = (node: DefinitionNode): ElkNode => {
    const notes = notesOf(node);
    const title =
      node.type === 'parallel' ? `${node.key} ∥` : node.type === 'final' ? `${node.key} (final)` : node.type === 'history' ? `${node.key} (H)` : node.key;
    const labelWidth = Math.max(textWidth(title), ...notes.map(textWidth)) + 24;
    const labelHeight = LINE + 12 + notes.length * LINE;
    for (const transition of node.transitions) {
      for (const target of transition.targets) {
        if (!known.has(target)) continue;
        const label = edgeLabel(transition.event, transition.guard);
        edges.push({
          id: `e${edgeCount++}`,
          sources: [node.id],
          targets: [target],
          labels: [{ text: label, width: textWidth(label) + 6, height: LINE }],
        });
      }
    }
    if (node.children.length === 0) return { id: node.id, width: Math.max(labelWidth, 60), height: Math.max(labelHeight, 34) };
    const children = node.children.map(toElk);
    const initialChild = node.type === 'compound' && node.initial ? node.children.find((c) => c.key === node.initial) : undefined;
    if (initialChild) {
      const dot = `${node.id}${INITIAL_SUFFIX}`;
      children.unshift({ id: dot, width: 10, height: 10 });
      edges.push({ id: `e${edgeCount++}`, sources: [dot], targets: [initialChild.id] });
    }
    return {
      id: node.id,
      layoutOptions: { 'elk.padding': `[top=${labelHeight + 6},left=14,bottom=14,right=14]`, 'elk.nodeSize.minimum': `(${labelWidth}, ${labelHeight})` },
      children,
    };
  };

  const root = toElk(definition.root);
  return {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [root],
    edges,
  };
}

type ElkInstance = { layout(graph: ElkNode): Promise<ElkNode> };
let elk: Promise<ElkInstance> | undefined;

/** elkjs's bundled build (no worker), loaded the first time a diagram is laid out. */
function loadElk(): Promise<ElkInstance> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK() as unknown as ElkInstance);
  return elk;
}

/** Turns ELK's answer into what the page draws. */
export function fromElkLayout(definition: MachineDefinition, laid: ElkNode): Diagram {
  const byId = new Map<string, DefinitionNode>();
  const index = (node: DefinitionNode) => {
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  index(definition.root);
  const nodes: DiagramNode[] = [];
  const visit = (elkNode: ElkNode) => {
    const node = byId.get(elkNode.id);
    const box = { x: elkNode.x ?? 0, y: elkNode.y ?? 0, width: elkNode.width ?? 0, height: elkNode.height ?? 0 };
    if (node) {
      nodes.push({ id: node.id, path: node.path, key: node.key, type: node.type, ...box, notes: notesOf(node), container: node.children.length > 0 });
    } else if (elkNode.id.endsWith(INITIAL_SUFFIX)) {
      nodes.push({ id: elkNode.id, path: '', key: '', type: 'initial', ...box, notes: [], container: false, initialDot: true });
    }
    for (const child of elkNode.children ?? []) visit(child);
  };
  for (const child of laid.children ?? []) visit(child);

  const edges: DiagramEdge[] = (laid.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    const out: DiagramEdge = {
      id: edge.id,
      source: edge.sources[0]!,
      target: edge.targets[0]!,
      label: label?.text ?? '',
      points: points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) })),
    };
    if (label) out.labelBox = { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 };
    return out;
  });
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges };
}

const cache = new WeakMap<MachineDefinition, Promise<Diagram>>();

/** The laid-out diagram of a definition (computed once per definition the store keeps). */
export function layoutDiagram(definition: MachineDefinition): Promise<Diagram> {
  let diagram = cache.get(definition);
  if (!diagram) {
    diagram = loadElk().then(async (instance) => fromElkLayout(definition, await instance.layout(toElkGraph(definition))));
    diagram.catch(() => cache.delete(definition));
    cache.set(definition, diagram);
  }
  return diagram;
}
