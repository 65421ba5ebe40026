import { useState } from 'react';
import './ProductPhoto.css';

/**
 * A product's photo, or, when it has none (`src` null or empty) or the photo does not load, a plain
 * placeholder of the same size: never a broken image. Decorative either way (the product's name is
 * beside it), so both are hidden from screen readers.
 */
export function ProductPhoto({
  src,
  className,
  width,
  height,
}: {
  src: string | null | undefined;
  className: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <span className={`${className} product-photo--none`} data-testid="no-photo" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40%" height="40%" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 19h14v2H4zM18 4H4v9a5 5 0 0 0 5 5h4a5 5 0 0 0 5-5v-1h1a3 3 0 0 0 0-6h-1zm0 6V6h1a2 2 0 0 1 0 4zM6 6h10v7a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      onError={() => setFailed(src)}
    />
  );
}
