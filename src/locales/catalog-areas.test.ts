// The forms' catalogue loads only with the pages listed in FORM_PAGES: every marketing page whose modules reach the
// lead forms (directly or through the marketing kit) must be listed, or its form would show message ids.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FORM_PAGES, areasOf } from './catalog-areas';
import type { PageId } from './paths';

const views = path.resolve(import.meta.dirname, '../views');
const formsDir = path.join(views, 'marketing-kit/forms');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  // Only TypeScript modules: CSS, catalogues and folders lead nowhere.
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Whether a module reaches the forms folder through its static or dynamic relative imports. */
function reachesForms(file: string, seen = new Set<string>()): boolean {
  if (file.startsWith(formsDir)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const target = resolveImport(file, spec!);
    if (target && reachesForms(target, seen)) return true;
  }
  return false;
}

describe('catalogue areas', () => {
  const marketing = readdirSync(path.join(views, 'marketing'));
  test.each(marketing)('%s loads the forms catalogue exactly when it shows a lead form', (id) => {
    const page = path.join(views, 'marketing', id, `${id}.page.tsx`);
    expect(areasOf(id as PageId).includes('forms')).toBe(reachesForms(page));
  });

  test('every listed form page exists', () => {
    for (const id of FORM_PAGES) expect(marketing).toContain(id);
  });
});
