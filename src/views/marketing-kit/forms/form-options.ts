// Option lists shared by several forms: the bike models (names are the same in every language) and the countries;
// kept apart from lead-form.tsx so a form without a model choice does not load the bike facts.
import { msg } from '@lingui/core/macro';
import { BIKE_MODELS, type BikeSlug } from '../../../../common/bike-models';
import type { FieldOption } from './lead-form.types';

export const BIKE_SLUGS: readonly BikeSlug[] = BIKE_MODELS.map((model) => model.slug);

export function isBikeSlug(value: unknown): value is BikeSlug {
  return typeof value === 'string' && (BIKE_SLUGS as readonly string[]).includes(value);
}

export const MODEL_OPTIONS: readonly FieldOption[] = BIKE_MODELS.map((model) => ({ value: model.slug, label: { literal: model.name } }));

export const COUNTRY_LABELS = {
  NL: msg`Netherlands`,
  BE: msg`Belgium`,
  DE: msg`Germany`,
} as const;

export function countryOptions(codes: readonly (keyof typeof COUNTRY_LABELS)[]): FieldOption[] {
  return codes.map((code) => ({ value: code, label: COUNTRY_LABELS[code] }));
}
