// The /__inspect page: one self-contained document (inline CSS and script under a per-response nonce, nothing
// from a CDN) listing the live actors the browser inspector streams in, and beside the list the selected actor's
// statechart (laid out by the server, drawn as SVG), its event log with the snapshot after each event (time travel)
// and a form that sends it an event. English only: a developer tool, like the rest of the inspector.
import { readFileSync } from 'node:fs';
import path from 'node:path';

let script: string | undefined;

/** The page script, read once; kept as a .js file beside this one so an editor can check it (// @ts-check). */
function pageScript(): string {
  script ??= readFileSync(path.join(import.meta.dirname, 'inspector-page.client.js'), 'utf8');
  // An inline script ends at the first "</script", whatever the JS around it means.
  return script.replace(/<\/script/gi, '<\\/script');
}

const styles = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --fg: #1d2330; --muted: #677084; --line: #dde1e8; --accent: #2457d6;
  --ok: #16794a; --ok-bg: #e3f4ea; --end: #8a5a00; --end-bg: #fbf0d9; --err: #b3261e; --code-bg: #f0f2f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #14171c; --card: #1c2027; --fg: #e3e6eb; --muted: #98a1b2; --line: #2e343e; --accent: #7aa2ff;
  --ok: #6fd39d; --ok-bg: #16301f; --end: #f0c36b; --end-bg: #3a2e14; --err: #ff8a80; --code-bg: #242932; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
code, pre, time, .name, .meta { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.bar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; padding: 10px 16px;
  background: var(--card); border-bottom: 1px solid var(--line); }
.bar h1 { font-size: 16px; margin: 0; }
.spacer { flex: 1; }
.muted { color: var(--muted); }
input[type=search] { min-width: 16rem; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: inherit; }
button { font: inherit; cursor: pointer; }
#clear { padding: 5px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: inherit; }
#clear:hover { border-color: var(--accent); }
.pill { padding: 2px 8px; border-radius: 999px; font-size: 12px; background: var(--end-bg); color: var(--end); }
.pill[data-state=live] { background: var(--ok-bg); color: var(--ok); }
main { padding: 12px 16px 40px; display: grid; gap: 18px; align-content: start; }
.layout { display: block; }
body.with-detail .layout { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
@media (max-width: 900px) { body.with-detail .layout { grid-template-columns: minmax(0, 1fr); } }
.actor.selected { box-shadow: 0 0 0 2px var(--accent); }
.open-detail, .tool { padding: 2px 9px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: inherit; font-size: 12.5px; }
.open-detail[aria-pressed=true] { border-color: var(--accent); color: var(--accent); }
.open-detail:hover, .tool:hover:not(:disabled) { border-color: var(--accent); }
button:disabled { opacity: .5; cursor: default; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
#detail { position: sticky; top: 52px; align-self: start; max-height: calc(100vh - 56px); overflow: auto; margin: 12px 16px 40px 0;
  background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; display: grid; gap: 10px; }
@media (max-width: 900px) { #detail { position: static; max-height: none; margin: 0 16px 40px; } }
#detail[hidden] { display: none; }
#detail > * { min-width: 0; }
#detail > header { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
#detail h2 { font-size: 15px; margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
#detail h3 { font-size: 12px; margin: 0 0 4px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
#diagram { overflow: auto; max-height: 60vh; min-height: 120px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); cursor: grab; touch-action: none; }
#diagram.dragging { cursor: grabbing; user-select: none; }
#diagram p { margin: 12px; }
svg.chart { display: block; font: 11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
svg.chart .state rect { fill: var(--card); stroke: var(--muted); stroke-width: 1.2; }
svg.chart .state.container > rect { fill: transparent; stroke-dasharray: 0; }
svg.chart .state.machine > rect { stroke: var(--line); }
svg.chart .state[data-type=parallel] > rect { stroke-dasharray: 5 3; }
svg.chart .state .final-inner { fill: none; }
svg.chart .state.active > rect { stroke: var(--accent); stroke-width: 2.5; }
svg.chart .state.active:not(.container) > rect:first-of-type { fill: var(--ok-bg); }
svg.chart .state .title { fill: var(--fg); font-weight: 700; }
svg.chart .state.active .title { fill: var(--accent); }
svg.chart .note { fill: var(--muted); }
svg.chart .edge path { fill: none; stroke: var(--muted); stroke-width: 1.1; }
svg.chart .arrow-tip { fill: var(--muted); }
svg.chart .edge-label { fill: var(--fg); }
svg.chart .label-bg { fill: var(--card); opacity: .92; }
svg.chart .initial { fill: var(--fg); }
#detail.travelling #diagram { border-color: var(--end); box-shadow: 0 0 0 2px var(--end-bg); }
#viewing { margin: 0; font-size: 13px; }
#detail.travelling #viewing { color: var(--end); font-weight: 600; }
#log { list-style: none; margin: 0; padding: 0; max-height: 16rem; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
#log li + li { border-top: 1px dashed var(--line); }
#log .entry { display: flex; flex-wrap: wrap; gap: 2px 10px; width: 100%; text-align: left; padding: 4px 8px; border: 0; background: none; color: inherit; }
#log .entry[aria-pressed=true] { background: var(--ok-bg); }
#detail.travelling #log .entry[aria-pressed=true] { background: var(--end-bg); }
#log .seq, #log time { color: var(--muted); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
#send-form { display: grid; gap: 6px; }
#send-form label { font-size: 12.5px; color: var(--muted); }
#send-form input, #send-form textarea { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: 5px 8px; border: 1px solid var(--line);
  border-radius: 6px; background: var(--bg); color: inherit; width: 100%; }
#send-form [aria-invalid=true] { border-color: var(--err); }
#send-status[data-kind=error] { color: var(--err); }
#send-status[data-kind=ok] { color: var(--ok); }
#send-status { margin: 0; min-height: 1.2em; }
.tab > header { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: baseline; margin: 0 0 8px; }
.tab > header h2 { font-size: 14px; margin: 0; }
.tab.closed > header { opacity: .75; }
.list { display: grid; gap: 8px; }
.actor { margin-left: calc(var(--depth, 0) * 22px); background: var(--card); border: 1px solid var(--line); border-left: 3px solid var(--ok);
  border-radius: 8px; padding: 8px 12px; }
.actor.ended { border-left-color: var(--muted); opacity: .72; }
.actor.flash { animation: flash 1.2s ease-out; }
@keyframes flash { from { box-shadow: 0 0 0 3px var(--accent); } to { box-shadow: 0 0 0 0 transparent; } }
.actor > header { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.name { font-weight: 700; font-size: 13.5px; }
.meta { color: var(--muted); margin-left: auto; }
.badge { font-size: 11.5px; padding: 1px 7px; border-radius: 999px; border: 1px solid var(--line); }
.badge.system { color: var(--accent); }
.status-active { background: var(--ok-bg); color: var(--ok); border-color: transparent; }
.status-ended { background: var(--end-bg); color: var(--end); border-color: transparent; }
.state { display: flex; flex-wrap: wrap; gap: 6px; align-items: baseline; margin: 6px 0 2px; }
.label { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.value { font-weight: 600; }
.tag { font-size: 11.5px; padding: 0 6px; border-radius: 4px; background: var(--code-bg); }
details { margin-top: 4px; }
summary { cursor: pointer; color: var(--muted); user-select: none; }
pre { margin: 4px 0; padding: 8px; max-height: 24rem; overflow: auto; background: var(--code-bg); border-radius: 6px; white-space: pre-wrap; word-break: break-word; }
pre.error { color: var(--err); }
.events { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 2px; }
.events li { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; padding: 2px 0; border-top: 1px dashed var(--line); }
.events li:first-child { border-top: 0; }
.events details { margin: 0; }
.events details[open] { flex-basis: 100%; }
.events time { color: var(--muted); }
.type { font-weight: 600; }
.link { border: 0; padding: 0; background: none; color: var(--accent); text-decoration: underline; font: inherit; }
.empty { padding: 24px 16px; color: var(--muted); }
`;

export function renderInspectorPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>XState inspector · development</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<header class="bar">
  <h1>XState inspector</h1>
  <span id="status" class="pill" data-state="connecting">connecting…</span>
  <span id="counts" class="muted"></span>
  <span class="spacer"></span>
  <input id="filter" type="search" placeholder="Filter: id, machine, system id or state" aria-label="Filter actors">
  <label><input id="hide-ended" type="checkbox"> Hide ended</label>
  <button id="clear" type="button" title="Forget ended actors and closed tabs; empty the event lists of live actors">Clear</button>
</header>
<div class="layout">
<div>
<main id="tabs"></main>
<p id="empty" class="empty" hidden>No actors yet. Open the shop in this browser with <code>?inspect</code> in the address
(for example <a href="/?inspect">/?inspect</a>); the tab remembers it until it is closed, and <code>?inspect=0</code> turns it off.</p>
</div>
<aside id="detail" hidden aria-labelledby="detail-title">
  <header>
    <h2 id="detail-title" tabindex="-1"></h2>
    <span id="detail-meta" class="muted"></span>
    <span class="spacer"></span>
    <button id="close-detail" class="tool" type="button">Close</button>
  </header>
  <section aria-labelledby="diagram-title">
    <div class="toolbar">
      <h3 id="diagram-title">Statechart</h3>
      <span class="spacer"></span>
      <button id="zoom-out" class="tool" type="button" aria-label="Zoom out">−</button>
      <span id="zoom-level" class="muted">100%</span>
      <button id="zoom-in" class="tool" type="button" aria-label="Zoom in">+</button>
      <button id="zoom-fit" class="tool" type="button">Fit</button>
    </div>
    <div id="diagram" tabindex="0" role="region" aria-label="Statechart (scroll or drag to pan)"></div>
  </section>
  <section aria-labelledby="log-title">
    <div class="toolbar">
      <h3 id="log-title">Event log</h3>
      <span class="spacer"></span>
      <button id="earlier" class="tool" type="button">◀ Earlier</button>
      <button id="later" class="tool" type="button">Later ▶</button>
      <button id="to-live" class="tool" type="button">Back to live</button>
    </div>
    <p id="viewing" role="status"></p>
    <ol id="log" aria-label="Events, newest first, each with the snapshot after it"></ol>
    <div id="snapshot"></div>
  </section>
  <section aria-labelledby="send-title">
    <h3 id="send-title">Send an event to the live actor</h3>
    <form id="send-form" novalidate>
      <label for="send-type">Event type</label>
      <input id="send-type" list="event-types" autocomplete="off" spellcheck="false" placeholder="e.g. cart.add">
      <datalist id="event-types"></datalist>
      <label for="send-payload">Payload (a JSON object, optional)</label>
      <textarea id="send-payload" rows="3" spellcheck="false" placeholder='{"sku": "FOLT-1"}' aria-describedby="send-status"></textarea>
      <div class="toolbar"><button id="send-button" class="tool" type="submit">Send</button></div>
      <p id="send-status" role="status"></p>
    </form>
  </section>
</aside>
</div>
<script nonce="${nonce}">${pageScript()}</script>
</body>
</html>
`;
}
