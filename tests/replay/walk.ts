// The browser side of a replay mapping (decision 035): performs a path's actions in a Playwright page and, after
// every step, checks that the page shows what the mapping says each state the path is in looks like (its role and
// name in the page's language, then the state's own checks). Generic: a machine's replay is its mapping.
import type { Page } from 'playwright-core';
import { leftTo, type Action, type ReplayMapping, type ReplaySession } from './mapping';
import type { PlannedPath } from './mapping';
import { msg } from './words';

const POLL = { timeout: 10_000, interval: 50 };

/** Lets an answered request reach the page's machines and React (two frames), before checking what shows. */
async function settle(page: Page): Promise<void> {
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } catch {
    // The page is on its way elsewhere (a provider's page): nothing left to settle.
  }
}

/** Does one action in the page. */
export async function perform(session: ReplaySession, action: Action, event: Parameters<ReplaySession['answer']>[0]): Promise<void> {
  const page = session.page as Page;
  const { lang } = session;
  switch (action.do) {
    case 'click':
      await page.getByRole(action.role, { name: msg(lang, action.name) }).click();
      return;
    case 'fill': {
      const input = page.getByLabel(msg(lang, action.label), { exact: true });
      // Typing the value a field already has sends no change: clear it first, as a tester retyping it does.
      if ((await input.inputValue()) === action.value) await input.fill('');
      await input.fill(action.value);
      return;
    }
    case 'choose': {
      const select = page.getByLabel(msg(lang, action.label), { exact: true });
      if ((await select.inputValue()) !== action.value) await select.selectOption(action.value);
      return;
    }
    case 'check':
      await page.getByRole(action.role, { name: action.words ?? msg(lang, action.name), exact: true }).check();
      return;
    case 'open':
      await session.start();
      return;
    case 'reload':
      await page.reload();
      return;
    case 'answer':
      await session.answer(event);
      return;
    case 'fault':
      await action.run(session);
      return;
    case 'mollie':
      await page.getByRole('button', { name: action.choice }).click();
      return;
    case 'pick': {
      const control = page.locator(action.css);
      if (action.select !== undefined) await control.selectOption(action.select);
      else if (action.fill !== undefined) await control.fill(action.fill);
      else await control.click();
      return;
    }
  }
}

/** Checks every mapped state the snapshot is in (or the page the event left for): its role and name first, then its own checks. */
async function checkStates(
  session: ReplaySession,
  mapping: ReplayMapping,
  expected: Parameters<NonNullable<ReplayMapping['states'][string]['check']>>[1],
  event: Parameters<ReplaySession['answer']>[0],
) {
  const page = session.page as Page;
  const left = leftTo(mapping, event);
  const keys = left ? ['(left the page)'] : Object.keys(mapping.states).filter((key) => expected.matches(key as never));
  if (keys.length === 0) throw new Error(`no page mapping for state ${JSON.stringify(expected.value)}`);
  for (const key of keys) {
    const { see, check } = left ?? mapping.states[key]!;
    if (see) {
      const text = msg(session.lang, see.name);
      const element =
        see.role === 'status' || see.role === 'alert'
          ? page.getByRole(see.role).filter({ hasText: text })
          : page.getByRole(see.role, { name: text, ...(see.level ? { level: see.level } : {}) });
      await session.expect.poll(() => element.first().isVisible(), { ...POLL, message: `${key}: ${see.role} "${text}" shows` }).toBe(true);
    }
    if (check) await check(session, expected);
  }
}

/** Walks one planned path in the page: each step's actions (or the back end's answer), then the states' checks. */
export async function walkPath(session: ReplaySession, mapping: ReplayMapping, planned: PlannedPath): Promise<void> {
  const steps = planned.generated.path.steps;
  for (const [index, step] of steps.entries()) {
    const { event } = step;
    const where = `step ${index} (${event.type}) → ${JSON.stringify(step.state.value)}`;
    try {
      if (event.type === 'xstate.init') {
        await session.start();
      } else if (event.type.startsWith('xstate.after.')) {
        // The page's own timer (a debounce): nothing to do but let it pass; the next state's checks wait for it.
      } else {
        if (mapping.pageLang) session.lang = mapping.pageLang(steps[index - 1]!.state);
        const mapped = mapping.events[event.type];
        if (!mapped || 'unreachable' in mapped) throw new Error(`no browser action for event "${event.type}"`);
        mapped.prepare?.(session, event);
        for (const action of mapped.actions(event, steps[index - 1]!.state, session.lang)) await perform(session, action, event);
      }
      await settle(session.page as Page);
      if (mapping.pageLang) session.lang = mapping.pageLang(step.state);
      await checkStates(session, mapping, step.state, event);
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
