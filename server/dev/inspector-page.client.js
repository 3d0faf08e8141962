// @ts-check
// Browser script of the /__inspect page (inlined by inspector-page.ts with the response's CSP nonce): loads
// /__inspect/actors.json, then follows /__inspect/live for changes. Plain JS so it needs no build step; all
// text goes in through textContent, never innerHTML, since actor ids and context come from the shop's pages.
(() => {
  'use strict';

  /** @typedef {{ at: number, type: string, sourceId?: string, event: unknown }} EventView */
  /** @typedef {{ key: string, connectionId: string, sessionId: string, id: string, logic?: string, systemId?: string, parentId?: string, status: string, ended?: { at: number, reason: string }, registeredAt: number, updatedAt: number, value?: unknown, context?: unknown, tags?: string[], children?: string[], output?: unknown, error?: unknown, events: EventView[] }} ActorView */
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

    const card = h(
      'article',
      { className: `actor${actor.ended ? ' ended' : ''}`, attrs: { 'data-key': actor.key, 'data-status': actor.ended ? 'ended' : actor.status } },
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
