// A bike illustration from the facts (common/bike-art.ts) as an <img> with its intrinsic size, so the layout never
// shifts: lazy below the fold, eager with high priority for a page's hero (the LCP candidate).
import { useMemo } from 'react';
import { ART_HEIGHT, ART_WIDTH, bikeSvg, svgDataUri, type BikeAngle } from '../../../common/bike-art';
import type { BikeColour, BikeSpecs } from '../../../common/bike-models';

interface BikeImageProps {
  model: BikeSpecs;
  alt: string;
  angle?: BikeAngle;
  colour?: BikeColour;
  /** The hero image: never lazy, fetched first. */
  priority?: boolean;
  className?: string;
}

export function BikeImage({ model, alt, angle = 'side', colour, priority = false, className }: BikeImageProps) {
  const hex = (colour ?? model.colours[0]!).hex;
  const src = useMemo(() => svgDataUri(bikeSvg(model, angle, hex, alt || model.name)), [model, angle, hex, alt]);
  return (
    <img
      src={src}
      alt={alt}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ? `mk-art ${className}` : 'mk-art'}
    />
  );
}
