// A page loads the catalogues of the areas it lists (areasOf) and no others: every page whose modules reach an area's
// folder (directly or through other modules, static or dynamic imports) must list that area, or its texts would show
// as message ids. The forms' catalogue must load exactly with the pages that show a lead form.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageModuleKey } from '../routes/page-modules';
import { FORM_PAGES, areaDir, areasOf, type CatalogArea } from './catalog-areas';
import { pageIds, type PageId } from './paths';

const root = path.resolve(import.meta.dirname, '../..');
const views = path.join(root, 'src/views');
const AREAS: CatalogArea[] = ['shop', 'order', 'configurator', 'admin', 'account', 'marketing-kit', 'forms'];

/** The folder of an area, without the folders of areas nested in it (the forms inside the marketing kit). */
function inArea(file: string, area: CatalogArea): boolean {
  const inside = (dir: string) => file.startsWith(path.join(views, dir) + path.sep);
  return inside(areaDir(area)) && !AREAS.some((other) => other !== area && areaDir(other).startsWith(`${areaDir(area)}/`) && inside(areaDir(other)));
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  // Only TypeScript modules: CSS, catalogues and folders lead nowhere.
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

const importsOf = new Map<string, string[]>();
function moduleImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    found = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
      .map(([, spec]) => resolveImport(file, spec!))
      .filter((target): target is string => target !== null);
    importsOf.set(file, found);
  }
  return found;
}

/** The areas whose folders a module reaches through its relative imports. */
function areasReached(file: string, seen = new Set<string>(), into = new Set<CatalogArea>()): Set<CatalogArea> {
  // A page's H1 and description (<page>.meta.ts, <area>.meta.ts) are shown by that page only, which loads their
  // catalogue; a view that renders several pages imports its area's, whose other pages load the same catalogue.
  if (seen.has(file) || file.endsWith('.meta.ts')) return into;
  seen.add(file);
  for (const area of AREAS) if (inArea(file, area)) into.add(area);
  for (const target of moduleImports(file)) areasReached(target, seen, into);
  return into;
}

describe('catalogue areas', () => {
  test.each(pageIds)('%s loads the catalogue of every area its modules reach', (id) => {
    const reached = areasReached(path.join(root, pageModuleKey(id)));
    expect(
      areasOf(id)
        .filter((area) => reached.has(area))
        .sort(),
    ).toEqual([...reached].sort());
  });

  const marketing = readdirSync(path.join(views, 'marketing'));
  test.each(marketing)('%s loads the forms catalogue exactly when it shows a lead form', (id) => {
    expect(areasOf(id as PageId).includes('forms')).toBe(areasReached(path.join(views, 'marketing', id, `${id}.page.tsx`)).has('forms'));
  });

  test('every listed form page exists', () => {
    for (const id of FORM_PAGES) expect(marketing).toContain(id);
  });

  test('the shop, configurator, back office and customer pages do not carry the marketing kit', () => {
    for (const id of ['shop', 'shop-product', 'shop-cart', 'shop-checkout', 'configurator-model', 'admin-orders', 'customer-orders'] as PageId[]) {
      expect(areasOf(id)).not.toContain('marketing-kit');
    }
  });
});
