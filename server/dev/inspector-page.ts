// The /__inspect page: one self-contained document (inline CSS and script under a per-response nonce, nothing
// from a CDN) listing the live actors the browser inspector streams in. English only: a developer tool.
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
main { padding: 12px 16px 40px; display: grid; gap: 18px; }
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
<main id="tabs"></main>
<p id="empty" class="empty" hidden>No actors yet. Open the shop in this browser with <code>?inspect</code> in the address
(for example <a href="/?inspect">/?inspect</a>); the tab remembers it until it is closed, and <code>?inspect=0</code> turns it off.</p>
<script nonce="${nonce}">${pageScript()}</script>
</body>
</html>
`;
}
