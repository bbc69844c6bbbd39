/**
 * Carousel constants from the spec and the pure sizing rule for its media.
 */

/** Space between slides, px (K004). */
export const CAROUSEL_GAP_PX = 6 as const;
/** Tallest a carousel image is shown, px (K005). */
export const CAROUSEL_MAX_HEIGHT_PX = 420 as const;
/** Widest a carousel image is shown, px (K006). */
export const CAROUSEL_IMAGE_MAX_WIDTH_PX = 400 as const;

export interface MediaSize {
  width: number;
  height: number;
}

/**
 * The size an image of `width`×`height` is shown at: scaled down (never up) to fit within `limits` (default the
 * carousel's 400×420 px; `Infinity` for no limit on a side), keeping its aspect ratio; whole pixels. Non-positive or
 * non-finite sizes give `null` (CSS limits apply instead).
 */
export function fitMediaSize(
  width: number,
  height: number,
  limits: { maxWidth: number; maxHeight: number } = { maxWidth: CAROUSEL_IMAGE_MAX_WIDTH_PX, maxHeight: CAROUSEL_MAX_HEIGHT_PX },
): MediaSize | null {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return null;
  const scale = Math.min(1, limits.maxWidth / width, limits.maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface SlideBox {
  /** Distance from the first slide's start edge to this slide's start edge, px (inline direction). */
  start: number;
  /** Slide width, px. */
  width: number;
}

/**
 * The slides (indexes) at least partly visible once the carousel rests on scroll position `snap` of `snapCount`,
 * for a strip aligned to the start with the scroll contained (Embla `align: 'start'`, `containScroll:
 * 'trimSnaps'`): every position but the last puts slide `snap` at the start edge; the last puts the strip's end at
 * the end edge. The carousel sizes its height to the tallest of these, so a short image is not framed by empty
 * space left by a tall one out of view.
 */
export function visibleSlides(snap: number, snapCount: number, slides: readonly SlideBox[], viewportWidth: number): number[] {
  if (slides.length === 0 || viewportWidth <= 0) return [];
  const last = slides[slides.length - 1]!;
  const maxOffset = Math.max(0, last.start + last.width - viewportWidth);
  const clamped = Math.min(Math.max(0, snap), Math.max(0, snapCount - 1));
  const offset = clamped >= snapCount - 1 ? maxOffset : Math.min(slides[clamped]?.start ?? 0, maxOffset);
  const end = offset + viewportWidth;
  // Half a pixel of tolerance for sub-pixel layout.
  return slides.flatMap((box, index) => (box.start < end - 0.5 && box.start + box.width > offset + 0.5 ? [index] : []));
}
