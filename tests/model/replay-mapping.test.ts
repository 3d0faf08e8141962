// The replay mappings and the test plan (decision 035), in node: a mapping that misses a state, an event or the
// words of an answer is refused before any browser starts; the planned paths cover every transition a browser can
// reach with no path a prefix of another; the test plan lists money paths first and its CSV imports as one case
// per ID with one step a row.
import { describe, expect, test } from 'vitest';
import { adminOrderViewMapping } from '../replay/admin-order-view.mapping';
import { checkoutMapping } from '../replay/checkout.mapping';
import { planPaths, plainSteps, validateMapping, type ReplayMapping } from '../replay/mapping';
import { mappings } from '../replay/mappings';
import { buildTestPlan, CSV_COLUMNS, renderCsv, renderMarkdown } from '../replay/test-plan';
import { adminOrderViewModel } from './admin-order-view.model';
import { checkoutModel } from './checkout.model';
import { configuratorModel } from './configurator.model';
import { listTransitions, MODEL_TEST_TIMEOUT_MS } from './model-runner';
import { paymentReturnModel } from './payment-return.model';
import { productLoadingModel } from './product-loading.model';

const without = <T extends object>(record: T, key: string): T => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;

describe('a replay mapping', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  test.each(mappings.map((mapping) => [mapping.model.name, mapping] as const))('%s: names every state and event of its machine', (_, mapping) => {
    expect(() => validateMapping(mapping)).not.toThrow();
  });

  test('that misses a state fails, before any path is planned', async () => {
    const missing: ReplayMapping = { ...checkoutMapping, states: without(checkoutMapping.states, 'flow.placing') };
    expect(() => validateMapping(missing)).toThrow('no page mapping for state "flow.placing"');
    await expect(planPaths(checkoutModel, missing)).rejects.toThrow('no page mapping for state "flow.placing"');
  });

  test('that misses an event fails', async () => {
    const missing: ReplayMapping = { ...checkoutMapping, events: without(checkoutMapping.events, 'address.edit') };
    expect(() => validateMapping(missing)).toThrow('no page mapping for event "address.edit"');
    await expect(planPaths(checkoutModel, missing)).rejects.toThrow('no page mapping for event "address.edit"');
  });

  test("that misses the words of a back end's answer fails", () => {
    const missing: ReplayMapping = { ...checkoutMapping, answers: without(checkoutMapping.answers ?? {}, 'network down') };
    expect(() => validateMapping(missing)).toThrow('no words for the answer "network down" (xstate.error.actor.saveShipping)');
  });

  test('that names a state, event or transition the machine does not have fails (no stale entries)', () => {
    expect(() => validateMapping({ ...checkoutMapping, states: { ...checkoutMapping.states, 'flow.gone': { see: null } } })).toThrow(
      'mapping for unknown state "flow.gone"',
    );
    expect(() => validateMapping({ ...checkoutMapping, events: { ...checkoutMapping.events, 'cart.gone': { unreachable: 'x' } } })).toThrow(
      'mapping for unknown event "cart.gone"',
    );
    expect(() => validateMapping({ ...checkoutMapping, unreachable: { ...checkoutMapping.unreachable, 'checkout | gone | 0': 'x' } })).toThrow(
      'unreachable transition the machine does not have: checkout | gone | 0',
    );
  });
});

describe('the planned paths', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  test('checkout: every transition the browser can reach is covered, the others are listed with a reason', async () => {
    const plan = await planPaths(checkoutModel, checkoutMapping);
    expect(plan.uncovered).toEqual([]);
    const all = listTransitions(checkoutModel.machine);
    expect([...plan.reachable, ...Object.keys(plan.unreachable)].sort()).toEqual([...all].sort());
    for (const reason of Object.values(plan.unreachable)) expect(reason.length).toBeGreaterThan(10);
    // Every planned step is one the page offers: the mapping says how it is done in words, in each language.
    for (const planned of plan.paths) {
      for (const lang of ['nl', 'en', 'de'] as const) {
        for (const step of plainSteps(lang, checkoutMapping, planned.generated, plan.labels)) {
          expect(step.action).not.toBe('');
          expect(step.expected).not.toBe('');
        }
      }
    }
  });

  test.each([checkoutModel, productLoadingModel, paymentReturnModel, configuratorModel, adminOrderViewModel].map((spec) => [spec.name, spec] as const))(
    '%s: minimal set, every transition covered, no path a prefix of another',
    async (_, spec) => {
      const mapping = mappings.find((candidate) => candidate.model.name === spec.name) ?? null;
      const plan = await planPaths(spec, mapping);
      expect(plan.uncovered).toEqual([]);
      const taken = new Set(plan.paths.flatMap((planned) => [...planned.taken]));
      for (const key of plan.reachable) expect(taken.has(key), key).toBe(true);
      // Minimal: leaving out any one path loses a transition.
      for (const planned of plan.paths) {
        const others = new Set(plan.paths.filter((other) => other !== planned).flatMap((other) => [...other.taken]));
        expect(
          plan.reachable.some((key) => planned.taken.has(key) && !others.has(key)),
          'each path covers a transition no other does',
        ).toBe(true);
      }
      const types = (planned: (typeof plan.paths)[number]) => planned.generated.path.steps;
      for (const a of plan.paths) {
        for (const b of plan.paths) {
          if (a === b || a.generated.scenario !== b.generated.scenario || types(a).length >= types(b).length) continue;
          const isPrefix = types(a).every((step, index) => types(b)[index]?.event === step.event && types(b)[index]?.state === step.state);
          expect(isPrefix, 'a path that is a prefix of another').toBe(false);
        }
      }
    },
  );

  test('admin-order-view: an ended session (401) leaves for the login page, where the path ends and the plan says so', async () => {
    const plan = await planPaths(adminOrderViewModel, adminOrderViewMapping);
    const isLogin = (event: { type: string; error?: unknown }) => (event.error as { kind?: string } | undefined)?.kind === 'login-required';
    const leaving = plan.paths.filter((planned) => planned.generated.path.steps.some((step) => isLogin(step.event)));
    // One path per machine state an ended session is met in: the load, a comment, its reload, an operation.
    expect(leaving.length).toBeGreaterThanOrEqual(4);
    for (const planned of leaving) {
      const steps = planned.generated.path.steps;
      expect(
        steps.findIndex((step) => isLogin(step.event)),
        'nothing after the login redirect',
      ).toBe(steps.length - 1);
      for (const lang of ['nl', 'en', 'de'] as const) {
        const last = plainSteps(lang, adminOrderViewMapping, planned.generated, plan.labels).at(-1)!;
        expect(last.expected).toContain({ nl: 'Inloggen backoffice', en: 'Back office login', de: 'Anmeldung Backoffice' }[lang]);
      }
    }
  });
});

describe('the test plan', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const models = [productLoadingModel, paymentReturnModel, checkoutModel];

  test('money paths first; German words from the German catalogue', async () => {
    const machines = await buildTestPlan('de', models, mappings);
    expect(machines.map((machine) => machine.machine)).toEqual(['checkout', 'payment-return', 'product-loading']);
    expect(machines[0]!.cases[0]!.priority).toBe('Critical');
    const markdown = renderMarkdown('de', machines);
    expect(markdown).toContain('## Kasse (`checkout`)');
    expect(markdown).toContain("Klicke auf 'Weiter zur Zahlung'");
    expect(markdown).toContain('Nicht im Browser testbar');
    const dutch = renderMarkdown('nl', await buildTestPlan('nl', [checkoutModel], mappings));
    expect(dutch).toContain("Klik op 'Verder naar betalen'");
    expect(dutch).toContain("De melding 'Je adres wordt opgeslagen…' verschijnt");
    // Planning runs every generated path against the real machine: slow on a loaded machine.
  }, 120_000);

  test('the CSV: the columns a test-management tool maps, one row a step, the case fields on its first row', async () => {
    const machines = await buildTestPlan('en', [checkoutModel], mappings);
    const csv = renderCsv(machines);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(CSV_COLUMNS.join(','));
    const steps = machines[0]!.cases.reduce((sum, testCase) => sum + testCase.steps.length, 0);
    expect(rows).toHaveLength(1 + steps);
    expect(rows[1]).toMatch(
      /^checkout-01,Checkout: .+,Critical,"A cart with one part, no address yet",Open \/en\/shop\/checkout,The heading 'Your address' shows$/,
    );
    expect(rows[2]).toMatch(/^checkout-01,,,,/);
  });
});
