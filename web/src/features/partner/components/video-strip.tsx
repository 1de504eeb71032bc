import { useRef, useState } from 'react';
import type { VideoStrip_VideoFragment } from '@/generated/graphql.ts';
import { useInterval } from '@/lib/use-interval.ts';
import { isEmbeddableUrl, nextScrollLeft } from '@/features/partner/lib/video-strip.ts';
import { VIDEO_SCROLL_INTERVAL_MS, VIDEO_SCROLL_STEP_PX } from '@/features/partner/partner-constants.ts';
import './partner.css';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The partner videos as embedded players in a strip that scrolls 300 px every 3 s and starts over
 * at the end. It pauses while the pointer or the focus is inside (so a video can be started) and
 * for visitors who ask for reduced motion.
 */
export function VideoStrip({ videos }: { videos: readonly VideoStrip_VideoFragment[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const playable = videos.filter((video) => isEmbeddableUrl(video.url));

  useInterval(
    () => {
      const element = strip.current;
      if (!element) return;
      element.scrollTo({
        left: nextScrollLeft(element.scrollLeft, element.clientWidth, element.scrollWidth, VIDEO_SCROLL_STEP_PX),
      });
    },
    paused || reducedMotion || playable.length < 2 ? null : VIDEO_SCROLL_INTERVAL_MS,
  );

  if (playable.length === 0) return null;
  return (
    <section aria-labelledby="cp-videos-title">
      <h2 id="cp-videos-title">Videos</h2>
      <ul
        ref={strip}
        className="cp-videos"
        data-testid="cp-video-strip"
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {playable.map((video) => (
          <li key={video.id} className="cp-video">
            <iframe
              src={video.url}
              title={video.title}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
            <p>{video.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
