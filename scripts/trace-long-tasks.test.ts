import { describe, expect, it } from 'vitest';
import { describeLongTasks, longTasksOf, type TraceEvent } from './trace-long-tasks';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };

/** A complete event; times in ms (the trace's clock is µs). */
function x(name: string, startMs: number, durationMs: number, thread = MAIN, data?: NonNullable<TraceEvent['args']>['data']): TraceEvent {
  return { name, cat: 'devtools.timeline', ph: 'X', ts: startMs * 1000, dur: durationMs * 1000, ...thread, ...(data ? { args: { data } } : {}) };
}

function mark(name: string, atMs: number): TraceEvent {
  return { name, cat: 'blink.user_timing', ph: 'R', ts: atMs * 1000, ...MAIN };
}

const trace = {
  traceEvents: [
    // A 60 ms click task: a 30 ms script (10 ms of it layout forced from inside), then 20 ms of layout.
    x('RunTask', 100, 60),
    x('EventDispatch', 101, 35, MAIN, { type: 'click' }),
    x('FunctionCall', 102, 30, MAIN, { functionName: 'add', url: 'http://shop/assets/main-abc.js', lineNumber: 10 }),
    x('Layout', 110, 10),
    x('Layout', 138, 20),
    // A short task, and a long task on another thread: neither is listed.
    x('RunTask', 200, 20),
    x('FunctionCall', 201, 5, MAIN, { functionName: 'tick', url: 'http://shop/a.js', lineNumber: 1 }),
    x('RunTask', 300, 90, OTHER),
    x('FunctionCall', 301, 80, OTHER),
    // A second long task, after the window below.
    x('RunTask', 500, 55),
    x('UpdateLayoutTree', 501, 50),
    mark('bench:add:start', 90),
    mark('bench:add:end', 400),
  ],
};

describe('longTasksOf', () => {
  it("lists the page's main-thread tasks over the threshold with their heaviest parts by self time", () => {
    const tasks = longTasksOf(trace);
    expect(tasks.map((task) => task.duration)).toEqual([60, 55]);
    expect(tasks[0]!.parts.slice(0, 3)).toEqual([
      { label: 'Layout', ms: 30 },
      { label: 'FunctionCall add main-abc.js:10', ms: 20 },
      { label: 'EventDispatch click', ms: 5 },
    ]);
  });

  it('keeps only the tasks that overlap a marked window, labelled with it', () => {
    const tasks = longTasksOf(trace, ['add']);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ duration: 60, window: 'add' });
    expect(describeLongTasks(tasks)[0]).toMatch(/^ {2}\[add\] 60 ms: Layout 30 · FunctionCall add main-abc\.js:10 20/);
  });

  it('lists shorter tasks when asked', () => {
    expect(longTasksOf(trace, undefined, 10).map((task) => task.duration)).toEqual([60, 20, 55]);
  });
});
