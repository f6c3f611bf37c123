import { useState } from 'react';
import type { ImageSize } from '@coax/domain';

/** Where images come from (seed 001 §7 GET /vod/api/getImage.jpg?name=&size=). */
export function imageUrl(name: string, size: ImageSize): string {
  return `/vod/api/getImage.jpg?${new URLSearchParams({ name, size }).toString()}`;
}

/**
 * Art from the image call: a channel logo or a program's picture, decorative beside the name it
 * stands for. With no image name, or when the image fails, nothing is drawn: the name next to it
 * says it all, and no box claims an image that is not there.
 */
export function ArtImage({
  name,
  size,
  width,
  height,
  className,
}: {
  name: string | null;
  size: ImageSize;
  width: number;
  height: number;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!name || failed) return null;
  return (
    <img
      className={className}
      src={imageUrl(name, size)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
