import { useEffect, useState, type CSSProperties } from 'react';
import type { SmartHomeInfo } from '@coax/contract';
import { useShopT } from '../i18n/use-shop-t.ts';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The smart home carousel: one slide at a time, previous and next by button, advancing on its own
 * by the operator's animation config unless the person prefers less motion, pauses it, or is
 * working inside it (focus or pointer).
 */
export function Carousel({ info }: { info: SmartHomeInfo }) {
  const { t, lang } = useShopT();
  const count = info.slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => info.animation.autoAdvanceMs > 0 && !reducedMotion());
  const [held, setHeld] = useState(false);
  const canPlay = info.animation.autoAdvanceMs > 0;

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), info.animation.autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count, info.animation.autoAdvanceMs]);

  const slide = info.slides[index];
  if (!slide) return null;
  const style = { '--slide-transition': `${info.animation.transitionMs}ms` } as CSSProperties;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('shop.smarthome.carousel')}
      style={style}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      <div className="carousel__controls">
        {canPlay ? (
          <button type="button" className="button button--secondary" onClick={() => setPlaying((p) => !p)}>
            {playing ? t('shop.smarthome.pause') : t('shop.smarthome.play')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setIndex((i) => (i - 1 + count) % count)}
        >
          {t('shop.smarthome.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setIndex((i) => (i + 1) % count)}
        >
          {t('shop.smarthome.next')}
        </button>
      </div>
      <div
        key={slide.id}
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={t('shop.smarthome.slide', { n: index + 1, count })}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        <h2>{slide.title[lang]}</h2>
        <p>{slide.body[lang]}</p>
      </div>
    </section>
  );
}
