// axe-core in Chromium for the end-to-end tests: runs the pinned axe-core (package.json) on a page as it is and
// sorts what it finds into blocking (serious, critical) and reported (moderate, minor) findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/** A violation as the report prints it. */
export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const describeFinding = (f: Finding) => `  [${f.impact}] ${f.rule} on ${f.page}: ${f.help}\n      ${f.targets.join('\n      ')}`;

/** The first reason axe gives for a node (for colour contrast: the two colours and the ratio), on one line. */
function summaryOf(node: AxeNode): string {
  const reason = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
  return reason ? ` — ${reason.length > 220 ? `${reason.slice(0, 217)}…` : reason}` : '';
}

/** What axe found so far in a test file: serious and critical findings fail, the others are printed. */
export class AxeLedger {
  readonly blocking: Finding[] = [];
  readonly minor: Finding[] = [];
  /** Pages and states scanned, and the findings per impact (also the non-failing ones), for the report. */
  scanned = 0;
  readonly byImpact: Record<string, number> = {};

  /** Runs axe on the page as it is now; `label` names the page and state in the report. */
  async audit(page: Page, label: string): Promise<void> {
    // Evaluated through the DevTools protocol, which the page's CSP does not govern.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    // Positions are measured as they stand: a toast sliding in still overlaps its neighbour's close button
    // (target-size). The page's finite animations and transitions are let finish first (2 s at most).
    await page.evaluate(() => {
      const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
    });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
      // axe's default rules plus those Lighthouse turns on as well (DESIGN §11 wants its accessibility score at 100).
      const lighthouseExtras = ['target-size', 'td-has-header', 'table-fake-caption', 'identical-links-same-purpose'];
      const rules = Object.fromEntries(lighthouseExtras.map((id) => [id, { enabled: true }]));
      const result = await axe.run(document, { resultTypes: ['violations'], rules });
      return result.violations;
    });
    this.scanned++;
    const url = new URL(page.url());
    const where = `${label} (${url.pathname}${url.search})`;
    for (const violation of violations as AxeViolation[]) {
      const finding: Finding = {
        page: where,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.map(String).join(' >> ')}${summaryOf(node)}`),
      };
      this.byImpact[finding.impact] = (this.byImpact[finding.impact] ?? 0) + 1;
      (violation.impact === 'serious' || violation.impact === 'critical' ? this.blocking : this.minor).push(finding);
    }
  }

  /** Fails the test with every serious or critical finding gathered since `from`. */
  expectNoBlocking(from: number): void {
    const found = this.blocking.slice(from);
    if (found.length) throw new Error(`axe found ${found.length} serious or critical violation(s):\n${found.map(describeFinding).join('\n')}`);
  }

  /** The closing lines of a file's run: variants scanned, violations by impact, the non-failing ones in full. */
  summary(name: string): string {
    const impacts = ['critical', 'serious', 'moderate', 'minor'].map((impact) => `${this.byImpact[impact] ?? 0} ${impact}`).join(', ');
    const lines = [`axe (${name}): ${this.scanned} page variants scanned; violations: ${impacts}`];
    if (this.minor.length) lines.push(`moderate or minor findings (not failing):\n${this.minor.map(describeFinding).join('\n')}`);
    return lines.join('\n');
  }
}
