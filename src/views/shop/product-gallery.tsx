// A product's images: the main image and, with more than one, thumbnail buttons to show another (click, Enter or
// Space; arrow keys, Home and End move between them). The discount badge overlays the main image.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  /** Laid over the main image (the coupon badge). */
  overlay?: ReactNode;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function ProductGallery({ images, name, overlay }: ProductGalleryProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(count - 1, 0));
  const main = images[current];
  const position = current + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, count);
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="product-gallery">
      <figure className="gallery-main">
        {main ? (
          <img
            src={main}
            alt={count > 1 ? t`${name}, image ${position} of ${count}` : name}
            width={800}
            height={600}
            fetchPriority={current === 0 ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {overlay}
      </figure>
      {count > 1 ? (
        <ul className="gallery-thumbs" aria-label={t`Product images`}>
          {images.map((src, index) => {
            const number = index + 1;
            return (
              <li key={src}>
                <button
                  type="button"
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  aria-pressed={index === current}
                  aria-label={t`Show image ${number} of ${count}`}
                  onClick={() => setSelected(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <img src={src} alt="" width={800} height={600} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
