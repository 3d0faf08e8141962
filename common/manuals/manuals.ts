// The manuals the site offers: one per model and language, at GET /manuals/<model slug>-<lang>.pdf (server/manuals);
// the manuals page links these paths and the server resolves them with the same functions.
import { findBikeModel, type BikeModel, type Lang } from '../bike-models';
import { manualDe } from './manual-de';
import { manualEn } from './manual-en';
import { manualNl } from './manual-nl';
import type { ManualDocument, ManualWriter } from './manual.types';

export const MANUAL_LANGS: readonly Lang[] = ['nl', 'en', 'de'];
const writers: Record<Lang, ManualWriter> = { nl: manualNl, en: manualEn, de: manualDe };

export function manualPath(model: Pick<BikeModel, 'slug'>, lang: Lang): string {
  return `/manuals/${model.slug}-${lang}.pdf`;
}

/** The model and language of a manual's file name ("folt-200-s-de.pdf"), or null for anything else. */
export function parseManualFile(file: string): { model: BikeModel; lang: Lang } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(nl|en|de)\.pdf$/.exec(file);
  if (!match) return null;
  const model = findBikeModel(match[1]!);
  return model ? { model, lang: match[2] as Lang } : null;
}

export function manualDocument(model: BikeModel, lang: Lang): ManualDocument {
  return writers[lang](model);
}
