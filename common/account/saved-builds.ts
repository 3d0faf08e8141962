// A bike configured and saved to the customer's account (issue 23 item 6, decision 032): the limits and the name rule
// both sides check (the configurator's save form before it sends, the server before it stores), and the one way to
// build the link that opens a build in the configurator — the same link a customer shares, with no account in it.
import { z } from 'zod';

/** A build's name, after trimming. */
export const SAVED_BUILD_NAME_MAX = 60;
/** Builds per customer; saving one more is refused until one is deleted. */
export const SAVED_BUILDS_MAX = 50;
/** The configurator's `o` value: digits, '-', '.', '_' and 'x' (src/machines/configurator/configurator.url.ts). */
export const CONFIGURATION_PATTERN = /^[0-9._x-]{0,512}$/;
/** A bike bundle's SKU as the configurator's route takes it (src/locales/paths.ts `sku`). */
export const BUILD_SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 _.-]{0,62}[A-Za-z0-9])?$/;

export type BuildNameProblem = 'builds.name-required' | 'builds.name-too-long' | 'builds.name-invalid';

/** What is wrong with a name (null: nothing). Control characters are refused, not silently removed. */
export function buildNameProblem(name: string): BuildNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'builds.name-required';
  if ([...trimmed].length > SAVED_BUILD_NAME_MAX) return 'builds.name-too-long';
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'builds.name-invalid';
  return null;
}

export const savedBuildSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  configuration: z.string(),
  /** The configured bike's price incl. VAT when it was saved, in cents (the configurator shows today's). */
  priceCents: z.number().int(),
  savedAt: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;

/** The search part of a build's configurator link: `?o=…`, or '' for the catalogue's defaults. */
export function buildSearch(configuration: string): string {
  return configuration ? `?o=${configuration}` : '';
}
