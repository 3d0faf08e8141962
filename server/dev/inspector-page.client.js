// @ts-check
// Browser script of the /__inspect page (inlined by inspector-page.ts with the response's CSP nonce): loads
// /__inspect/actors.json, then follows /__inspect/live for changes. Plain JS so it needs no build step; all
// text goes in through textContent, never innerHTML, since actor ids and context come from the shop's pages.
(() => {
  'use strict';

  /** @typedef {{ at: number, type: string, sourceId?: string, event: unknown }} EventView */
  /** @typedef {{ key: string, connectionId: string, sessionId: string, id: string, logic?: string, systemId?: string, parentId?: string, status: string, ended?: { at: number, reason: string }, registeredAt: number, updatedAt: number, value?: unknown, context?: unknown, tags?: string[], children?: string[], output?: unknown, error?: unknown, events: EventView[], diagram?: boolean, historyCount?: number }} ActorView */
  /** @typedef {{ id: string, page: string, connectedAt: number, closedAt?: number }} ConnectionView */

  /** @type {Map<string, ConnectionView>} */
  const connections = new Map();
  /** @type {Map<string, ActorView>} */
  const actors = new Map();
  /** Cards and sections already in the DOM, rebuilt only when their data changed. */
  /** @type {Map<string, HTMLElement>} */
  const cards = new Map();
  /** @type {Map<string, HTMLElement>} */
  const sections = new Map();
  /** @type {Set<string>} */
  const dirty = new Set();
  /** Open/closed state of every <details> the user toggled, so live re-renders keep it. */
  /** @type {Map<string, boolean>} */
  const openState = new Map();

  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const main = byId('tabs');
  const statusPill = byId('status');
  const counts = byId('counts');
  const empty = byId('empty');
  const filterInput = /** @type {HTMLInputElement} */ (byId('filter'));
  const hideEndedInput = /** @type {HTMLInputElement} */ (byId('hide-ended'));
  const clearButton = byId('clear');

  hideEndedInput.checked = readSetting('hideEnded') === '1';

  /**
   * @param {string} tag
   * @param {{ className?: string, text?: string, title?: string, attrs?: Record<string, string> } | null} [props]
   * @param {Array<Node | string | null | undefined | false>} [children]
   */
  function h(tag, props, children) {
    const element = document.createElement(tag);
    if (props?.className) element.className = props.className;
    if (props?.text !== undefined) element.textContent = props.text;
    if (props?.title) element.title = props.title;
    for (const [name, value] of Object.entries(props?.attrs ?? {})) element.setAttribute(name, value);
    for (const child of children ?? []) {
      if (child === null || child === undefined || child === false) continue;
      element.append(child);
    }
    return element;
  }

  /** @param {number} at */
  function clock(at) {
    const d = new Date(at);
    const pad = (/** @type {number} */ n, w = 2) => String(n).padStart(w, '0');
    return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
  }

  /** A state value as dotted paths: { checkout: { billing: 'editing' } } → checkout.billing.editing. */
  /** @param {unknown} value @returns {string[]} */
  function statePaths(value) {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value).flatMap(([key, child]) => {
        const inner = statePaths(child);
        return inner.length ? inner.map((path) => `${key}.${path}`) : [key];
      });
    }
    return [];
  }

  /** @param {unknown} value */
  function pretty(value) {
    try {
      return JSON.stringify(value, null, 2) ?? 'undefined';
    } catch {
      return String(value);
    }
  }

  /** @param {unknown} value */
  function summary(value) {
    if (Array.isArray(value)) return `${value.length} items`;
    if (value && typeof value === 'object') return `${Object.keys(value).length} keys`;
    return typeof value === 'string' ? 'text' : String(value);
  }

  /**
   * A <details> whose open state survives re-rendering.
   * @param {string} key @param {boolean} openByDefault @param {Node[]} summaryContent @param {() => Node} body
   */
  function collapsible(key, openByDefault, summaryContent, body) {
    const details = /** @type {HTMLDetailsElement} */ (h('details', { attrs: { 'data-key': key } }, [h('summary', null, summaryContent)]));
    const open = openState.get(key) ?? openByDefault;
    details.open = open;
    // The body is built on first open: a large context costs nothing while folded.
    let filled = false;
    const fill = () => {
      if (filled || !details.open) return;
      filled = true;
      details.append(body());
    };
    fill();
    details.addEventListener('toggle', () => {
      openState.set(key, details.open);
      fill();
    });
    return details;
  }

  /** @param {ActorView} actor */
  function actorName(actor) {
    return actor.id || actor.sessionId;
  }

  /** @param {string} connectionId @param {string | undefined} sessionId */
  function nameOf(connectionId, sessionId) {
    if (!sessionId) return undefined;
    const actor = actors.get(`${connectionId}/${sessionId}`);
    return actor ? actorName(actor) : sessionId;
  }

  /** @param {string} key */
  function jumpTo(key) {
    const card = cards.get(key);
    if (!card) return;
    card.scrollIntoView({ block: 'center', behavior: 'smooth' });
    card.classList.remove('flash');
    void card.offsetWidth; // restart the animation
    card.classList.add('flash');
  }

  /** @param {ActorView} actor @param {number} depth */
  function renderCard(actor, depth) {
    const parentKey = actor.parentId ? `${actor.connectionId}/${actor.parentId}` : undefined;
    const statusText = actor.ended ? (actor.ended.reason === 'tab closed' ? 'tab closed' : actor.ended.reason) : actor.status;
    const parentLink =
      parentKey &&
      h('button', { className: 'link', text: nameOf(actor.connectionId, actor.parentId), title: 'Show the parent actor', attrs: { type: 'button' } });
    if (parentLink && parentKey) parentLink.addEventListener('click', () => jumpTo(parentKey));

    const header = h('header', null, [
      h('span', { className: 'name', text: actorName(actor) }),
      actor.logic && actor.logic !== actor.id ? h('span', { className: 'badge logic', text: actor.logic, title: 'Machine id (or the invoked logic)' }) : null,
      actor.systemId ? h('span', { className: 'badge system', text: `#${actor.systemId}`, title: 'System id' }) : null,
      h('span', {
        className: `badge status status-${actor.ended ? 'ended' : 'active'}`,
        text: actor.ended ? `${statusText} ${clock(actor.ended.at)}` : statusText,
        title: actor.ended ? 'This actor will not change any more' : 'Running',
      }),
      h('span', { className: 'meta' }, [
        h('span', { text: actor.sessionId, title: 'Session id' }),
        parentLink ? ' · child of ' : null,
        parentLink,
        ` · updated ${clock(actor.updatedAt)}`,
      ]),
    ]);

    const paths = statePaths(actor.value);
    const stateRow = h('div', { className: 'state' }, [
      h('span', { className: 'label', text: 'State' }),
      paths.length
        ? h('code', { className: 'value', text: paths.join(' | ') })
        : h('span', { className: 'muted', text: actor.value === undefined ? '(no state value)' : pretty(actor.value) }),
      ...(actor.tags ?? []).map((tag) => h('span', { className: 'tag', text: tag, title: 'Tag' })),
      actor.children?.length ? h('span', { className: 'muted', text: ` children: ${actor.children.join(', ')}` }) : null,
    ]);

    /** @type {Node[]} */
    const blocks = [header, stateRow];
    if (actor.context !== undefined) {
      blocks.push(
        collapsible(
          `ctx:${actor.key}`,
          false,
          [document.createTextNode('Context '), h('span', { className: 'muted', text: `(${summary(actor.context)})` })],
          () => h('pre', { text: pretty(actor.context) }),
        ),
      );
    }
    if (actor.output !== undefined)
      blocks.push(collapsible(`out:${actor.key}`, true, [document.createTextNode('Output')], () => h('pre', { text: pretty(actor.output) })));
    if (actor.error !== undefined)
      blocks.push(collapsible(`err:${actor.key}`, true, [document.createTextNode('Error')], () => h('pre', { className: 'error', text: pretty(actor.error) })));

    const events = actor.events.slice().reverse();
    blocks.push(
      collapsible(
        `ev:${actor.key}`,
        true,
        [document.createTextNode(`Events `), h('span', { className: 'muted', text: `(last ${events.length}, newest first)` })],
        () =>
          events.length
            ? h(
                'ol',
                { className: 'events' },
                events.map((event) => {
                  const from = event.sourceId ? nameOf(actor.connectionId, event.sourceId) : undefined;
                  const payload = /** @type {Record<string, unknown> | null} */ (event.event && typeof event.event === 'object' ? event.event : null);
                  const hasPayload = payload !== null && Object.keys(payload).some((k) => k !== 'type');
                  return h('li', null, [
                    h('time', { text: clock(event.at) }),
                    h('code', { className: 'type', text: event.type }),
                    from ? h('span', { className: 'muted', text: `from ${from}` }) : null,
                    hasPayload
                      ? collapsible(`evp:${actor.key}:${event.at}:${event.type}`, false, [document.createTextNode('payload')], () =>
                          h('pre', { text: pretty(event.event) }),
                        )
                      : null,
                  ]);
                }),
              )
            : h('p', { className: 'muted', text: 'No events yet.' }),
      ),
    );

    const inspectButton = h('button', {
      className: 'open-detail',
      text: actor.key === selectedKey ? 'Shown beside' : actor.diagram ? 'Diagram & log' : 'Event log',
      title: 'Show the statechart, the event log with the snapshot after each event, and send an event',
      attrs: { type: 'button', 'aria-pressed': String(actor.key === selectedKey), 'aria-controls': 'detail' },
    });
    inspectButton.addEventListener('click', () => selectActor(actor.key));
    header.append(inspectButton);

    const card = h(
      'article',
      {
        className: `actor${actor.ended ? ' ended' : ''}${actor.key === selectedKey ? ' selected' : ''}`,
        attrs: { 'data-key': actor.key, 'data-status': actor.ended ? 'ended' : actor.status },
      },
      blocks,
    );
    card.style.setProperty('--depth', String(Math.min(depth, 8)));
    return card;
  }

  /** The actors of one tab, parents before their children (depth-first, in order of creation). */
  /** @param {string} connectionId @returns {Array<{ actor: ActorView, depth: number }>} */
  function treeOrder(connectionId) {
    const own = [...actors.values()].filter((a) => a.connectionId === connectionId).sort((a, b) => a.registeredAt - b.registeredAt);
    /** @type {Map<string, ActorView[]>} */
    const childrenOf = new Map();
    /** @type {ActorView[]} */
    const roots = [];
    for (const actor of own) {
      const parentKey = actor.parentId ? `${connectionId}/${actor.parentId}` : undefined;
      if (parentKey && actors.has(parentKey)) {
        const list = childrenOf.get(parentKey) ?? [];
        list.push(actor);
        childrenOf.set(parentKey, list);
      } else roots.push(actor);
    }
    /** @type {Array<{ actor: ActorView, depth: number }>} */
    const out = [];
    const visit = (/** @type {ActorView} */ actor, /** @type {number} */ depth) => {
      out.push({ actor, depth });
      for (const child of childrenOf.get(actor.key) ?? []) visit(child, depth + 1);
    };
    for (const root of roots) visit(root, 0);
    return out;
  }

  /** @param {ActorView} actor @param {string} needle */
  function matches(actor, needle) {
    if (hideEndedInput.checked && actor.ended) return false;
    if (!needle) return true;
    const haystack = [actor.id, actor.logic, actor.systemId, actor.sessionId, ...statePaths(actor.value)].join(' ').toLowerCase();
    return haystack.includes(needle);
  }

  /** @param {ConnectionView} connection @param {number} shown @param {number} total */
  function renderSectionHeader(connection, shown, total) {
    return h('header', null, [
      h('h2', { text: `Tab ${connection.id.replace(/^tab-/, '')}` }),
      h('code', { className: 'page', text: connection.page || '(page unknown)' }),
      h('span', { className: 'muted', text: `connected ${clock(connection.connectedAt)}` }),
      connection.closedAt !== undefined
        ? h('span', { className: 'badge status status-ended', text: `closed ${clock(connection.closedAt)}` })
        : h('span', { className: 'badge status status-active', text: 'open' }),
      h('span', { className: 'muted', text: shown === total ? `${total} actors` : `${shown} of ${total} actors` }),
    ]);
  }

  let renderQueued = false;
  function scheduleRender() {
    if (renderQueued) return;
    renderQueued = true;
    requestAnimationFrame(() => {
      renderQueued = false;
      render();
    });
  }

  function render() {
    const needle = filterInput.value.trim().toLowerCase();
    const ordered = [...connections.values()].sort((a, b) => {
      if ((a.closedAt === undefined) !== (b.closedAt === undefined)) return a.closedAt === undefined ? -1 : 1;
      return b.connectedAt - a.connectedAt;
    });
    /** @type {Set<string>} */
    const keepSections = new Set();
    /** @type {Set<string>} */
    const keepCards = new Set();
    let previousSection = /** @type {Element | null} */ (null);
    for (const connection of ordered) {
      const all = treeOrder(connection.id);
      const visible = all.filter(({ actor }) => matches(actor, needle));
      if (visible.length === 0 && (needle || hideEndedInput.checked || all.length === 0)) continue;
      keepSections.add(connection.id);
      let section = sections.get(connection.id);
      if (!section) {
        section = h('section', { className: 'tab', attrs: { 'data-connection': connection.id } }, [h('header'), h('div', { className: 'list' })]);
        sections.set(connection.id, section);
      }
      section.classList.toggle('closed', connection.closedAt !== undefined);
      const oldHeader = /** @type {Element} */ (section.firstElementChild);
      oldHeader.replaceWith(renderSectionHeader(connection, visible.length, all.length));
      const list = /** @type {Element} */ (section.lastElementChild);
      let previousCard = /** @type {Element | null} */ (null);
      for (const { actor, depth } of visible) {
        keepCards.add(actor.key);
        let card = cards.get(actor.key);
        if (!card || dirty.has(actor.key) || card.style.getPropertyValue('--depth') !== String(Math.min(depth, 8))) {
          const fresh = renderCard(actor, depth);
          if (card) card.replaceWith(fresh);
          card = fresh;
          cards.set(actor.key, card);
        }
        // Move only what is out of place, so a text selection inside an unchanged card survives.
        const expected = previousCard ? previousCard.nextElementSibling : list.firstElementChild;
        if (expected !== card) list.insertBefore(card, expected);
        previousCard = card;
      }
      while (previousCard ? previousCard.nextElementSibling : list.firstElementChild) {
        /** @type {Element} */ (previousCard ? previousCard.nextElementSibling : list.firstElementChild).remove();
      }
      const expectedSection = previousSection ? previousSection.nextElementSibling : main.firstElementChild;
      if (expectedSection !== section) main.insertBefore(section, expectedSection);
      previousSection = section;
    }
    for (const [id, section] of sections) {
      if (!keepSections.has(id)) {
        section.remove();
        sections.delete(id);
      }
    }
    for (const [key, card] of cards) {
      if (!keepCards.has(key)) {
        card.remove();
        cards.delete(key);
      }
    }
    dirty.clear();
    const live = [...actors.values()].filter((a) => !a.ended).length;
    counts.textContent = `${live} live · ${actors.size - live} ended · ${[...connections.values()].filter((c) => c.closedAt === undefined).length} open tabs`;
    empty.hidden = actors.size > 0;
  }

  /** @param {{ connections: ConnectionView[], actors: ActorView[] }} feed */
  function applyFeed(feed) {
    connections.clear();
    actors.clear();
    for (const connection of feed.connections) connections.set(connection.id, connection);
    for (const actor of feed.actors) {
      actors.set(actor.key, actor);
      dirty.add(actor.key);
    }
    // render() drops the cards of actors no longer listed, in the same frame as the counts and empty note.
    scheduleRender();
    if (selectedKey) refreshDetail();
  }

  /** @param {{ connections: ConnectionView[], actors: ActorView[], removedActors: string[], removedConnections: string[] }} changes */
  function applyChanges(changes) {
    for (const connection of changes.connections) connections.set(connection.id, connection);
    for (const actor of changes.actors) {
      actors.set(actor.key, actor);
      dirty.add(actor.key);
      // Children show their parent's name; a renamed or re-announced parent re-renders them too.
      for (const other of actors.values()) if (other.connectionId === actor.connectionId && other.parentId === actor.sessionId) dirty.add(other.key);
    }
    for (const key of changes.removedActors) actors.delete(key);
    for (const id of changes.removedConnections) connections.delete(id);
    scheduleRender();
    if (selectedKey && (changes.actors.some((a) => a.key === selectedKey) || changes.removedActors.includes(selectedKey))) refreshDetail();
  }

  /** @param {'connecting' | 'live' | 'reconnecting'} state */
  function setStatus(state) {
    statusPill.dataset.state = state;
    statusPill.textContent = state === 'live' ? 'live' : state === 'connecting' ? 'connecting…' : 'reconnecting…';
  }

  let attempt = 0;
  function follow() {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/__inspect/live`);
    socket.onopen = () => {
      attempt = 0;
      setStatus('live');
    };
    socket.onmessage = (message) => {
      let data;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (data.type === 'reset') applyFeed(data);
      else if (data.type === 'update') applyChanges(data);
    };
    socket.onclose = () => {
      setStatus('reconnecting');
      setTimeout(follow, Math.min(10_000, 500 * 2 ** attempt++));
    };
  }

  /** @param {string} name */
  function readSetting(name) {
    try {
      return localStorage.getItem(`xstate-inspector:${name}`);
    } catch {
      return null;
    }
  }
  /** @param {string} name @param {string} value */
  function writeSetting(name, value) {
    try {
      localStorage.setItem(`xstate-inspector:${name}`, value);
    } catch {
      // Settings then last for this page only.
    }
  }

  // ── The detail panel: statechart, event log with time travel, send event ─────────────────────────────────────
  /** @typedef {{ id: string, path: string, key: string, type: string, x: number, y: number, width: number, height: number, notes: string[], container: boolean, initialDot?: boolean }} DiagramNode */
  /** @typedef {{ id: string, source: string, target: string, label: string, points: Array<{ x: number, y: number }>, labelBox?: { x: number, y: number, width: number, height: number } }} DiagramEdge */
  /** @typedef {{ width: number, height: number, nodes: DiagramNode[], edges: DiagramEdge[] }} Diagram */
  /** @typedef {{ seq: number, at: number, type: string, event?: unknown, status: string, value?: unknown, context?: unknown }} HistoryEntry */
  /** @typedef {{ actor: ActorView, history: HistoryEntry[], events?: string[], diagram?: Diagram, diagramError?: string }} Detail */

  const SVG = 'http://www.w3.org/2000/svg';
  const detailPanel = byId('detail');
  const detailTitle = byId('detail-title');
  const detailMeta = byId('detail-meta');
  const diagramBox = byId('diagram');
  const viewing = byId('viewing');
  const logList = byId('log');
  const snapshotBox = byId('snapshot');
  const sendForm = /** @type {HTMLFormElement} */ (byId('send-form'));
  const sendType = /** @type {HTMLInputElement} */ (byId('send-type'));
  const sendPayload = /** @type {HTMLTextAreaElement} */ (byId('send-payload'));
  const sendButton = /** @type {HTMLButtonElement} */ (byId('send-button'));
  const sendStatus = byId('send-status');
  const eventTypes = byId('event-types');
  const earlierButton = /** @type {HTMLButtonElement} */ (byId('earlier'));
  const laterButton = /** @type {HTMLButtonElement} */ (byId('later'));
  const liveButton = /** @type {HTMLButtonElement} */ (byId('to-live'));
  let zoom = 1;

  /** @type {string | undefined} */
  let selectedKey;
  /** @type {Detail | undefined} */
  let detail;
  /** The log entry shown (time travel); undefined follows the newest. */
  /** @type {number | undefined} */
  let pinnedSeq;
  let detailRequest = 0;
  /** @type {string | undefined} */
  let drawnDiagramFor;

  /**
   * Every state node a state value makes active, as dotted key paths: { ready: { a: 'b' } } → ready, ready.a, ready.a.b.
   * @param {unknown} value @param {string} [prefix] @returns {Set<string>}
   */
  function activePaths(value, prefix = '') {
    const out = new Set();
    const join = (/** @type {string} */ key) => (prefix ? `${prefix}.${key}` : key);
    if (typeof value === 'string') out.add(join(value));
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) {
        out.add(join(key));
        for (const path of activePaths(child, join(key))) out.add(path);
      }
    }
    return out;
  }

  /** Focuses the first element matching `selector` inside `root`, if any. @param {Element | undefined} root @param {string} selector */
  function focusIn(root, selector) {
    const target = root?.querySelector(selector);
    if (target instanceof HTMLElement) target.focus();
  }

  /** @param {string} key */
  function selectActor(key) {
    const previous = selectedKey;
    selectedKey = key;
    pinnedSeq = undefined;
    detail = undefined;
    drawnDiagramFor = undefined;
    zoom = 1;
    sendStatus.textContent = '';
    document.body.classList.add('with-detail');
    detailPanel.hidden = false;
    if (previous) dirty.add(previous);
    dirty.add(key);
    scheduleRender();
    refreshDetail();
    detailTitle.focus();
  }

  function closeDetail() {
    const previous = selectedKey;
    selectedKey = undefined;
    detail = undefined;
    detailPanel.hidden = true;
    document.body.classList.remove('with-detail');
    if (previous) {
      dirty.add(previous);
      scheduleRender();
      requestAnimationFrame(() => focusIn(cards.get(previous), 'button.open-detail'));
    }
  }

  let refreshTimer = 0;
  /** Reloads the selected actor's detail (at most every 150 ms while it changes). */
  function refreshDetail() {
    if (refreshTimer) return;
    refreshTimer = window.setTimeout(async () => {
      refreshTimer = 0;
      const key = selectedKey;
      if (!key) return;
      const request = ++detailRequest;
      const response = await fetch(`/__inspect/actor.json?key=${encodeURIComponent(key)}`, { cache: 'no-store' }).catch(() => undefined);
      if (request !== detailRequest || key !== selectedKey) return;
      if (!response || !response.ok) {
        detailMeta.textContent = 'This actor is no longer known to the inspector (cleared, or its tab went away long ago).';
        return;
      }
      detail = /** @type {Detail} */ (await response.json());
      renderDetail();
    }, 150);
  }

  /** @returns {HistoryEntry | undefined} */
  function shownEntry() {
    if (!detail || detail.history.length === 0) return undefined;
    if (pinnedSeq !== undefined) {
      const pinned = detail.history.find((entry) => entry.seq === pinnedSeq);
      if (pinned) return pinned;
      pinnedSeq = undefined; // dropped off the end of the bounded log
    }
    return detail.history[detail.history.length - 1];
  }

  function renderDetail() {
    if (!detail) return;
    const { actor } = detail;
    detailTitle.textContent = actor.id || actor.sessionId;
    detailMeta.textContent = `${actor.logic && actor.logic !== actor.id ? `${actor.logic} · ` : ''}tab ${actor.connectionId.replace(/^tab-/, '')} · ${actor.sessionId}${actor.ended ? ` · ${actor.ended.reason}` : ''}`;
    if (drawnDiagramFor !== actor.key) {
      drawnDiagramFor = actor.key;
      drawDiagram();
    }
    renderLog();
    showEntry();
    eventTypes.replaceChildren(...(detail.events ?? []).map((type) => h('option', { attrs: { value: type } })));
    const ended = Boolean(actor.ended);
    sendButton.disabled = ended;
    sendButton.title = ended ? 'This actor has ended: it takes no events' : '';
  }

  function drawDiagram() {
    diagramBox.replaceChildren();
    const diagram = detail?.diagram;
    if (!diagram) {
      diagramBox.append(
        h('p', { className: 'muted', text: detail?.diagramError ?? 'No statechart: this actor is not a state machine (a promise or callback actor).' }),
      );
      return;
    }
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${diagram.width} ${diagram.height}`);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `Statechart of ${detail?.actor.logic ?? 'the machine'}`);
    svg.classList.add('chart');
    const defs = document.createElementNS(SVG, 'defs');
    const marker = document.createElementNS(SVG, 'marker');
    for (const [name, value] of Object.entries({
      id: 'arrow',
      viewBox: '0 0 10 10',
      refX: '9',
      refY: '5',
      markerWidth: '7',
      markerHeight: '7',
      orient: 'auto-start-reverse',
    }))
      marker.setAttribute(name, value);
    const tip = document.createElementNS(SVG, 'path');
    tip.setAttribute('d', 'M 0 0 L 10 5 L 0 10 z');
    tip.classList.add('arrow-tip');
    marker.append(tip);
    defs.append(marker);
    svg.append(defs);

    const svgEl = (/** @type {string} */ tag, /** @type {Record<string, string | number>} */ attrs, /** @type {string} */ className = '') => {
      const element = document.createElementNS(SVG, tag);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
      if (className) element.setAttribute('class', className);
      return element;
    };
    for (const node of diagram.nodes) {
      if (node.initialDot) {
        svg.append(svgEl('circle', { cx: node.x + node.width / 2, cy: node.y + node.height / 2, r: 5 }, 'initial'));
        continue;
      }
      const group = svgEl(
        'g',
        { 'data-path': node.path, 'data-type': node.type },
        `state${node.container ? ' container' : ''}${node.path === '' ? ' machine' : ''}`,
      );
      group.append(svgEl('rect', { x: node.x, y: node.y, width: node.width, height: node.height, rx: node.type === 'final' ? 4 : 9 }));
      if (node.type === 'final')
        group.append(svgEl('rect', { x: node.x + 3, y: node.y + 3, width: node.width - 6, height: node.height - 6, rx: 3 }, 'final-inner'));
      const title = svgEl('text', { x: node.x + 12, y: node.y + 20 }, 'title');
      title.textContent =
        node.path === '' ? `${node.key} (machine)` : node.type === 'parallel' ? `${node.key} ∥` : node.type === 'history' ? `${node.key} (H)` : node.key;
      group.append(title);
      node.notes.forEach((note, i) => {
        const line = svgEl('text', { x: node.x + 12, y: node.y + 35 + i * 15 }, 'note');
        line.textContent = note;
        group.append(line);
      });
      svg.append(group);
    }
    for (const edge of diagram.edges) {
      if (edge.points.length < 2) continue;
      const group = svgEl('g', { 'data-source': edge.source, 'data-target': edge.target }, `edge${edge.label ? '' : ' initial-edge'}`);
      group.append(svgEl('path', { d: edge.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x} ${p.y}`).join(' '), 'marker-end': 'url(#arrow)' }));
      if (edge.label && edge.labelBox) {
        group.append(
          svgEl(
            'rect',
            { x: edge.labelBox.x - 1, y: edge.labelBox.y - 1, width: edge.labelBox.width + 2, height: edge.labelBox.height + 2, rx: 3 },
            'label-bg',
          ),
        );
        const text = svgEl('text', { x: edge.labelBox.x + 3, y: edge.labelBox.y + 11 }, 'edge-label');
        text.textContent = edge.label;
        group.append(text);
      }
      svg.append(group);
    }
    diagramBox.append(svg);
    applyZoom();
  }

  function applyZoom() {
    const svg = diagramBox.querySelector('svg');
    const diagram = detail?.diagram;
    if (!svg || !diagram) return;
    svg.setAttribute('width', String(Math.round(diagram.width * zoom)));
    svg.setAttribute('height', String(Math.round(diagram.height * zoom)));
    byId('zoom-level').textContent = `${Math.round(zoom * 100)}%`;
  }

  /** Highlights the states of the shown entry's value and scrolls the innermost one into view. */
  function highlight(/** @type {unknown} */ value) {
    const active = activePaths(value);
    /** @type {Element | undefined} */
    let deepest;
    let depth = -1;
    for (const group of diagramBox.querySelectorAll('g.state')) {
      const path = group.getAttribute('data-path') ?? '';
      const on = path !== '' && active.has(path);
      group.classList.toggle('active', on);
      const d = path.split('.').length;
      if (on && d > depth) {
        depth = d;
        deepest = group;
      }
    }
    if (deepest) {
      // Only the diagram's own scroll box moves (not the page).
      const box = /** @type {SVGGraphicsElement} */ (deepest).getBoundingClientRect();
      const view = diagramBox.getBoundingClientRect();
      if (box.left < view.left || box.right > view.right) diagramBox.scrollLeft += box.left - view.left - view.width / 2 + box.width / 2;
      if (box.top < view.top || box.bottom > view.bottom) diagramBox.scrollTop += box.top - view.top - view.height / 2 + box.height / 2;
    }
  }

  function renderLog() {
    if (!detail) return;
    const shown = shownEntry();
    logList.replaceChildren(
      ...detail.history
        .slice()
        .reverse()
        .map((entry) => {
          const button = h(
            'button',
            { className: 'entry', attrs: { type: 'button', 'data-seq': String(entry.seq), 'aria-pressed': String(entry === shown) } },
            [
              h('span', { className: 'seq', text: `#${entry.seq}` }),
              h('time', { text: clock(entry.at) }),
              h('code', { className: 'type', text: entry.type }),
              h('span', { className: 'muted', text: `→ ${statePaths(entry.value).join(' | ') || entry.status}` }),
            ],
          );
          button.addEventListener('click', () => pin(entry.seq, true));
          return h('li', null, [button]);
        }),
    );
    if (detail.history.length === 0) logList.append(h('li', { className: 'muted', text: 'No snapshots yet.' }));
  }

  /** @param {number | undefined} seq @param {boolean} [focusLog] keep the keyboard in the log (it is re-rendered) */
  function pin(seq, focusLog = false) {
    const last = detail?.history[detail.history.length - 1];
    pinnedSeq = last && seq === last.seq ? undefined : seq;
    renderLog();
    showEntry();
    if (focusLog) focusIn(logList, 'button[aria-pressed="true"]');
  }

  function showEntry() {
    if (!detail) return;
    const entry = shownEntry();
    const history = detail.history;
    const index = entry ? history.indexOf(entry) : -1;
    const travelling = pinnedSeq !== undefined;
    detailPanel.classList.toggle('travelling', travelling);
    viewing.textContent = !entry
      ? 'No snapshot yet.'
      : travelling
        ? `Time travel: after event #${entry.seq} (${entry.type}, ${clock(entry.at)}), ${index + 1} of ${history.length}. The live actor is not changed.`
        : `Live: the state after the newest event (#${entry.seq}, ${entry.type}).`;
    earlierButton.disabled = index <= 0;
    laterButton.disabled = !travelling;
    liveButton.disabled = !travelling;
    highlight(entry?.value);
    snapshotBox.replaceChildren();
    if (!entry) return;
    snapshotBox.append(
      h('div', { className: 'state' }, [
        h('span', { className: 'label', text: 'State' }),
        h('code', { className: 'value', text: statePaths(entry.value).join(' | ') || pretty(entry.value) }),
        h('span', { className: 'badge', text: entry.status }),
      ]),
    );
    if (entry.event !== undefined)
      snapshotBox.append(
        collapsible(`dev:${selectedKey}`, false, [document.createTextNode(`Event ${entry.type}`)], () => h('pre', { text: pretty(entry.event) })),
      );
    if (entry.context !== undefined)
      snapshotBox.append(
        collapsible(
          `dctx:${selectedKey}`,
          true,
          [document.createTextNode('Context '), h('span', { className: 'muted', text: `(${summary(entry.context)})` })],
          () => h('pre', { className: 'context', text: pretty(entry.context) }),
        ),
      );
  }

  /** @param {-1 | 1} step @param {boolean} [focusLog] */
  function stepBy(step, focusLog = false) {
    if (!detail) return;
    const entry = shownEntry();
    const index = entry ? detail.history.indexOf(entry) : -1;
    const next = detail.history[Math.min(detail.history.length - 1, Math.max(0, index + step))];
    if (next) pin(next.seq, focusLog);
  }

  earlierButton.addEventListener('click', () => stepBy(-1));
  laterButton.addEventListener('click', () => stepBy(1));
  liveButton.addEventListener('click', () => pin(undefined));
  // In the log, the arrow keys step too (newest is on top: Up is later, Down is earlier).
  logList.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      stepBy(event.key === 'ArrowDown' ? -1 : 1, true);
    }
  });
  byId('close-detail').addEventListener('click', closeDetail);
  detailPanel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeDetail();
  });
  byId('zoom-in').addEventListener('click', () => {
    zoom = Math.min(3, zoom * 1.25);
    applyZoom();
  });
  byId('zoom-fit').addEventListener('click', () => {
    const diagram = detail?.diagram;
    if (!diagram) return;
    zoom = Math.max(0.25, Math.min(1, (diagramBox.clientWidth - 4) / diagram.width, (diagramBox.clientHeight - 4) / diagram.height));
    applyZoom();
  });
  byId('zoom-out').addEventListener('click', () => {
    zoom = Math.max(0.25, zoom / 1.25);
    applyZoom();
  });

  // Drag to pan (the scroll bars and the keyboard, via the focusable box, do too).
  /** @type {{ x: number, y: number, left: number, top: number } | undefined} */
  let drag;
  diagramBox.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: diagramBox.scrollLeft, top: diagramBox.scrollTop };
    diagramBox.setPointerCapture(event.pointerId);
    diagramBox.classList.add('dragging');
  });
  diagramBox.addEventListener('pointermove', (event) => {
    if (!drag) return;
    diagramBox.scrollLeft = drag.left - (event.clientX - drag.x);
    diagramBox.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const endDrag = () => {
    drag = undefined;
    diagramBox.classList.remove('dragging');
  };
  diagramBox.addEventListener('pointerup', endDrag);
  diagramBox.addEventListener('pointercancel', endDrag);

  /**
   * The event the form describes, or the message saying what is wrong with it.
   * @returns {{ event: Record<string, unknown> } | { error: string, field: HTMLElement }}
   */
  function eventFromForm() {
    const type = sendType.value.trim();
    if (!type) return { error: 'Give the event a type.', field: sendType };
    const text = sendPayload.value.trim();
    if (!text) return { event: { type } };
    let payload;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      return { error: `The payload is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, field: sendPayload };
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      return { error: 'The payload must be a JSON object, for example {"sku": "FOLT-1"}.', field: sendPayload };
    return { event: { ...payload, type } };
  }

  sendForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    sendType.removeAttribute('aria-invalid');
    sendPayload.removeAttribute('aria-invalid');
    sendStatus.dataset.kind = '';
    const built = eventFromForm();
    if ('error' in built) {
      sendStatus.dataset.kind = 'error';
      sendStatus.textContent = built.error;
      built.field.setAttribute('aria-invalid', 'true');
      built.field.focus();
      return;
    }
    if (!selectedKey) return;
    sendButton.disabled = true;
    try {
      const response = await fetch('/__inspect/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Inspect-Action': 'send' },
        body: JSON.stringify({ key: selectedKey, event: built.event }),
      });
      const answer = await response.json().catch(() => ({}));
      sendStatus.dataset.kind = response.ok ? 'ok' : 'error';
      sendStatus.textContent = response.ok ? `Sent ${built.event.type} to the live actor.` : (answer.error ?? `The server answered ${response.status}.`);
      // After sending, the log follows the live actor again.
      if (response.ok) pinnedSeq = undefined;
    } catch {
      sendStatus.dataset.kind = 'error';
      sendStatus.textContent = 'The dev server could not be reached.';
    } finally {
      sendButton.disabled = Boolean(detail?.actor.ended);
    }
  });

  filterInput.addEventListener('input', scheduleRender);
  hideEndedInput.addEventListener('change', () => {
    writeSetting('hideEnded', hideEndedInput.checked ? '1' : '0');
    scheduleRender();
  });
  clearButton.addEventListener('click', async () => {
    const response = await fetch('/__inspect/clear', { method: 'POST', headers: { 'X-Inspect-Action': 'clear' } });
    if (response.ok) applyFeed(await response.json());
  });

  setStatus('connecting');
  fetch('/__inspect/actors.json', { cache: 'no-store' })
    .then((response) => response.json())
    .then((feed) => {
      applyFeed(feed);
      follow();
    })
    .catch(() => {
      setStatus('reconnecting');
      follow();
    });
})();
