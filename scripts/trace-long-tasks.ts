// What a long task was made of, from a Chromium performance trace (the bench scripts' BENCH_TRACE): for every task
// of the renderer's main thread over 50 ms, its heaviest parts by self time — scripts by function and file, style,
// layout, paint, garbage collection — so a long task found by a bench can be traced to its cause without DevTools.
// The trace event type and the names of a task are shared with bench:configurator, which reads its traces itself.
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread CPU time (µs), where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number; type?: string } };
}

interface Node {
  label: string;
  ts: number;
  end: number;
  self: number;
}

/** The names Chromium gives a main-thread task (the outermost event of one). */
export const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** A readable name for one trace event (scripts name their function and file). */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  if ((event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile') && data?.url) {
    const file = data.url.split('/').pop() ?? data.url;
    return `${event.name} ${data.functionName || '(anonymous)'} ${file}:${data.lineNumber ?? '?'}`;
  }
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`;
  return event.name;
}

/** The page's main thread: the thread that ran the most scripts and style recalculations. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'FunctionCall' && event.name !== 'UpdateLayoutTree') continue;
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

export interface LongTask {
  /** Start in the trace's clock (µs). */
  ts: number;
  duration: number;
  /** The window it overlaps, when windows were asked for. */
  window?: string;
  /** The heaviest parts by self time, in ms, heaviest first. */
  parts: Array<{ label: string; ms: number }>;
}

/**
 * The windows the page marked with performance.mark('bench:<name>:start') and 'bench:<name>:end' (a window can
 * occur several times), in the trace's clock.
 */
function windowsOf(events: TraceEvent[], names: string[]): Array<{ name: string; start: number; end: number }> {
  const windows: Array<{ name: string; start: number; end: number }> = [];
  const open = new Map<string, number>();
  for (const event of [...events].filter((event) => event.cat.includes('blink.user_timing')).sort((a, b) => a.ts - b.ts)) {
    const [, name, edge] = /^bench:(.+):(start|end)$/.exec(event.name) ?? [];
    if (!name || !names.includes(name)) continue;
    if (edge === 'start') open.set(name, event.ts);
    else if (open.has(name)) {
      windows.push({ name, start: open.get(name)!, end: event.ts });
      open.delete(name);
    }
  }
  return windows;
}

/**
 * Every main-thread task over `thresholdMs` in the trace, with its heaviest parts; with window names, only the
 * tasks that overlap one of those windows (see windowsOf), labelled with it.
 */
export function longTasksOf(trace: { traceEvents: TraceEvent[] }, windowNames?: string[], thresholdMs = 50, partsShown = 6): LongTask[] {
  const thread = mainThread(trace.traceEvents);
  if (!thread) return [];
  const windows = windowNames ? windowsOf(trace.traceEvents, windowNames) : null;
  const events = trace.traceEvents
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: LongTask[] = [];
  let current: { task: LongTask; stack: Node[]; totals: Map<string, number> } | null = null;
  const finish = () => {
    if (!current) return;
    for (const node of current.stack.splice(0)) current.totals.set(node.label, (current.totals.get(node.label) ?? 0) + node.self);
    current.task.parts = [...current.totals]
      .map(([label, self]) => ({ label, ms: Math.round(self / 100) / 10 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, partsShown);
    tasks.push(current.task);
    current = null;
  };
  for (const event of events) {
    const end = event.ts + event.dur!;
    if (current && event.ts >= current.task.ts + current.task.duration * 1000) finish();
    if (!current) {
      if (!TOP_LEVEL_TASKS.has(event.name) || event.dur! / 1000 <= thresholdMs) continue;
      current = { task: { ts: event.ts, duration: Math.round(event.dur! / 100) / 10, parts: [] }, stack: [], totals: new Map() };
      current.stack.push({ label: '(task itself)', ts: event.ts, end, self: event.dur! });
      continue;
    }
    const { stack, totals } = current;
    while (stack.length && stack.at(-1)!.end <= event.ts) {
      const done = stack.pop()!;
      totals.set(done.label, (totals.get(done.label) ?? 0) + done.self);
    }
    const parent = stack.at(-1);
    const clippedEnd = parent ? Math.min(end, parent.end) : end;
    if (parent) parent.self -= clippedEnd - event.ts;
    stack.push({ label: labelOf(event), ts: event.ts, end: clippedEnd, self: clippedEnd - event.ts });
  }
  finish();
  if (!windows) return tasks;
  return tasks.flatMap((task) => {
    const window = windows.find((candidate) => task.ts <= candidate.end && task.ts + task.duration * 1000 >= candidate.start);
    return window ? [{ ...task, window: window.name }] : [];
  });
}

/** One line per long task: its duration and heaviest parts. */
export function describeLongTasks(tasks: LongTask[]): string[] {
  return tasks.map(
    (task) => `  ${task.window ? `[${task.window}] ` : ''}${task.duration} ms: ${task.parts.map((part) => `${part.label} ${part.ms}`).join(' · ')}`,
  );
}
