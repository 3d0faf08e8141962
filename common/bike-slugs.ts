// The six bikes' slugs alone, for code that runs on every page (the route table): importing common/bike-models.ts
// there would put every bike text of three languages into each page's first-render JavaScript.

export const BIKE_SLUGS = ['classic', 'elite', 'maxx', 'piccolo', 'voyage', 'folt-200-s'] as const;

export type BikeSlug = (typeof BIKE_SLUGS)[number];
