import { useState } from 'react';
import { POSTER_ALT_SIZE, POSTER_SIZE } from '@coax/domain';
import { useLanguage } from '../../../i18n/language-context.ts';
import type { Lang } from '../../../i18n/language.ts';
import './vod.css';

interface PosterProps {
  /** the title's imageName; null when it has no art */
  imageName: string | null;
  /** 'large' asks for the alt size (240x360) for title pages and the top-picks carousel */
  size?: 'poster' | 'large';
  /** the title, for the fallback text; the image itself is decorative next to the title's name */
  title: string;
  /** an image the page needs at once (the first row): not lazy */
  eager?: boolean;
}

/** The address of a poster: the same one wherever it is drawn or preloaded, so one download serves both. */
export function posterSrc(imageName: string, size: 'poster' | 'large', lang: Lang): string {
  const query = new URLSearchParams({
    name: imageName,
    size: size === 'large' ? POSTER_ALT_SIZE : POSTER_SIZE,
    // the poster's genre in the reader's language; English art keeps its one address
    ...(lang === 'es' ? { lang } : {}),
  });
  return `/vod/api/getImage.jpg?${query.toString()}`;
}

/**
 * Poster art from GET /vod/api/getImage.jpg (seed 001 §7, §9 sizes 140x210, alt 240x360). The
 * box keeps its 2:3 shape while the image loads, so nothing shifts; with no art, or when the
 * image fails, the box shows the title instead (the server's own fallback is 'No Image Found').
 * A Spanish reader asks for the Spanish poster, whose genre is written in Spanish.
 */
export function Poster({ imageName, size = 'poster', title, eager = false }: PosterProps) {
  const [failed, setFailed] = useState(false);
  const { lang } = useLanguage();
  const [width, height] = (size === 'large' ? POSTER_ALT_SIZE : POSTER_SIZE).split('x').map(Number);
  if (!imageName || failed) {
    return (
      <span className={`vod-poster vod-poster--${size} vod-poster--none`} aria-hidden="true">
        <span className="vod-poster__fallback">{title}</span>
      </span>
    );
  }
  return (
    <span className={`vod-poster vod-poster--${size}`}>
      <img
        src={posterSrc(imageName, size, lang)}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
