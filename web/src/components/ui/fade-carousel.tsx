import { useCallback, useState, type ReactNode } from 'react';
import { useInterval } from '@/lib/use-interval.ts';

type FadeCarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Time each slide stays before the next one fades in. */
  intervalMs: number;
  /** Length of the cross-fade. */
  fadeMs: number;
  className?: string;
};

/**
 * Slides stacked on each other; the active one fades in. Pauses while hovered or focused. Its dots sit
 * in a row below the slides (never over a banner's text), kept with one slide too.
 */
export function FadeCarousel({ label, slides, intervalMs, fadeMs, className = '' }: FadeCarouselProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const next = useCallback(() => setActive((i) => (count === 0 ? 0 : (i + 1) % count)), [count]);
  useInterval(next, count > 1 && !paused ? intervalMs : null);
  const current = count === 0 ? 0 : active % count;

  if (count === 0) return null;
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track">
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
            data-active={i === current}
            style={{ transition: `opacity ${fadeMs}ms ease-in-out` }}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel-dots">
        {count > 1
          ? slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="carousel-dot"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current}
                onClick={() => setActive(i)}
              />
            ))
          : null}
      </div>
    </section>
  );
}
