import { useState, type MouseEvent } from 'react';
import { THUMBS_VISIBLE } from '@/lib/constants.ts';

type GalleryProps = {
  images: ReadonlyArray<{ url: string }>;
  /** Describes the pictures, e.g. 'Aura Ring Gen 3 in Midnight Black'. */
  alt: string;
};

/** The main picture with hover zoom, and a strip of thumbnails showing 4 at a time. */
export function ProductGallery({ images, alt }: GalleryProps) {
  const [active, setActive] = useState(0);
  const [start, setStart] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[Math.min(active, images.length - 1)];
  const maxStart = Math.max(0, images.length - THUMBS_VISIBLE);

  const onMove = (event: MouseEvent<HTMLDivElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  const show = (index: number): void => {
    setActive(index);
    if (index < start) setStart(index);
    if (index >= start + THUMBS_VISIBLE) setStart(index - THUMBS_VISIBLE + 1);
  };

  if (!current) return <div className="gallery-main gallery-empty" />;
  return (
    <div className="gallery">
      <div className="gallery-main" data-zoomed={zoom !== null} onMouseMove={onMove} onMouseLeave={() => setZoom(null)}>
        <img
          src={current.url}
          alt={`${alt}, picture ${active + 1} of ${images.length}`}
          width={640}
          height={640}
          style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        />
      </div>
      {images.length > 1 ? (
        <div className="gallery-strip">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous pictures"
            disabled={start === 0}
            onClick={() => setStart((s) => Math.max(0, s - 1))}
          >
            ‹
          </button>
          <ul className="gallery-thumbs" style={{ ['--thumbs' as string]: THUMBS_VISIBLE }}>
            {images.map((image, i) => (
              <li key={image.url} hidden={i < start || i >= start + THUMBS_VISIBLE}>
                <button
                  type="button"
                  aria-label={`Show picture ${i + 1}`}
                  aria-current={i === active}
                  onClick={() => show(i)}
                >
                  <img src={image.url} alt="" loading="lazy" width={96} height={96} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="icon-button"
            aria-label="Next pictures"
            disabled={start >= maxStart}
            onClick={() => setStart((s) => Math.min(maxStart, s + 1))}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
