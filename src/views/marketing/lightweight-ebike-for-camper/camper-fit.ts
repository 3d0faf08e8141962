// Will a folded FOLT fit in a camper's garage or storage locker? A folded bike stands on its wheels, so its height
// must fit the space's height; length and width may be turned. Also counts how many fit next to each other (the
// question couples ask), capped at two.
export interface SpaceCm {
  length: number;
  depth: number;
  height: number;
}

export interface FoldedCm {
  length: number;
  width: number;
  height: number;
}

export const SPACE_LIMITS = { min: 20, max: 400 } as const;

/** How many folded bikes fit side by side on the floor of the space: 0, 1 or 2. */
export function foldedBikesThatFit(bike: FoldedCm, space: SpaceCm): 0 | 1 | 2 {
  const valid = [space.length, space.depth, space.height].every((value) => Number.isFinite(value) && value > 0);
  if (!valid || bike.height > space.height) return 0;
  const orientations: Array<[number, number]> = [
    [bike.length, bike.width],
    [bike.width, bike.length],
  ];
  let best = 0;
  for (const [along, across] of orientations) {
    if (along > space.length || across > space.depth) continue;
    best = Math.max(best, Math.floor(space.length / along) * Math.floor(space.depth / across));
  }
  return Math.min(2, best) as 0 | 1 | 2;
}
