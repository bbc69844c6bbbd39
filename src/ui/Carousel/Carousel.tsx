import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, EyeOff } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { safeMediaUrl } from '../url';
import { useT } from '../../platform/context';
import type { Translate } from '../../i18n/translate';
import { Button, IconButton } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Carousel.css';
import { fitMediaSize, visibleSlides } from './media';
import { isConcealed, revealStateFor, transition as revealTransition } from './reveal.machine';

export interface CarouselSlide {
  /** Stable key; the index is used when absent. */
  id?: string;
  /** Image URL. It goes through the kit's media policy (`safeMediaUrl`): a refused address shows an empty frame. */
  src: string;
  /** What the image shows, for screen readers (`""` for a purely decorative image). */
  alt: string;
  /** Natural size in px. With both, the slide is laid out before the image loads (no jump). */
  width?: number;
  height?: number;
  /** Explicit media: shown blurred behind a "Show" button until the reader reveals it. */
  blurred?: boolean;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region. Default "Media". */
  label?: string;
  /** Called with the index of the scroll position (0-based) whenever it changes. */
  onIndexChange?: (index: number) => void;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Media({ slide, t, onLoad }: { slide: CarouselSlide; t: Translate; onLoad: () => void }): ReactNode {
  const [state, dispatch] = useReducer(revealTransition, slide.blurred ?? false, revealStateFor);
  const frameRef = useRef<HTMLDivElement>(null);
  const concealed = isConcealed(state);
  const size = slide.width !== undefined && slide.height !== undefined ? fitMediaSize(slide.width, slide.height) : null;
  const src = safeMediaUrl(slide.src);
  return (
    <div
      ref={frameRef}
      className={styles.frame}
      data-state={state.name}
      data-sized={size ? '' : undefined}
      data-part="media"
      tabIndex={-1}
      style={size ? { width: `${size.width}px`, aspectRatio: `${size.width} / ${size.height}` } : undefined}
    >
      {src ? (
        <img
          src={src}
          alt={slide.alt}
          width={size?.width}
          height={size?.height}
          className={styles.image}
          draggable={false}
          aria-hidden={concealed || undefined}
          onLoad={size ? undefined : onLoad}
        />
      ) : null}
      {concealed ? (
        <div className={styles.veil}>
          <div className={styles.veilCard}>
            <Icon icon={EyeOff} className={styles.veilIcon} />
            <span>{t('ui.carousel.sensitive')}</span>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch({ type: 'reveal' });
                // The button goes away: keep focus on the media it revealed.
                frameRef.current?.focus();
              }}
            >
              {t('ui.carousel.reveal')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Embla (the swipe, snap and keyboard scrolling engine) loaded on demand: the slides render at once, the first one
 * in view, and the engine attaches to the viewport a moment later, so a screen's first render does not carry it.
 * Only a carousel with more than one slide loads it. While it loads the root carries `data-on-demand="loading"`.
 */
function useEmblaOnDemand(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by value (key)
  useEffect(() => {
    if (!viewport || options.active === false) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, options);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, key]);
  return [setViewport, api];
}

/**
 * A horizontal strip of images (Embla): slides 6 px apart, images up to 400 px wide and 420 px tall (K004–K006),
 * swipe or drag on touch, Previous/Next buttons that disappear (disabled) at the ends, and arrow keys, Home and End
 * when the carousel has focus. The region is announced as a carousel; each slide as "Slide n of N". Explicit
 * media (`blurred`) stays blurred until the reader presses "Show". A single image renders without controls.
 */
export function Carousel({ slides, label, onIndexChange, className }: CarouselProps) {
  const t = useT();
  const rootRef = useRef<HTMLElement>(null);
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (el) setDirection(getComputedStyle(el).direction === 'rtl' ? 'rtl' : 'ltr');
  }, []);
  const multiple = slides.length > 1;
  const [viewportRef, api] = useEmblaOnDemand({ align: 'start', containScroll: 'trimSnaps', direction, active: multiple });
  const [edges, setEdges] = useState({ prev: false, next: multiple });

  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  }, [onIndexChange]);

  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    const select = () => {
      update();
      onIndexChangeRef.current?.(api.selectedScrollSnap());
    };
    update();
    api.on('select', select).on('reInit', update);
    return () => {
      api.off('select', select).off('reInit', update);
    };
  }, [api]);

  // The strip is as tall as the tallest slide in view at the resting position, so a short image is not framed by
  // the empty space a tall one out of view would leave.
  const [height, setHeight] = useState<number | undefined>(undefined);
  const fitHeight = useCallback(() => {
    if (!api) return;
    const frames = api.slideNodes().map((node) => node.querySelector('[data-part="media"]') ?? node);
    const rects = frames.map((frame) => frame.getBoundingClientRect());
    const first = rects[0];
    if (!first) return;
    const boxes = rects.map((r) => ({ start: direction === 'rtl' ? first.right - r.right : r.left - first.left, width: r.width }));
    const shown = visibleSlides(api.selectedScrollSnap(), api.scrollSnapList().length, boxes, api.rootNode().clientWidth);
    const tallest = Math.max(0, ...shown.map((index) => rects[index]?.height ?? 0));
    setHeight(tallest > 0 ? Math.ceil(tallest) : undefined);
  }, [api, direction]);
  useEffect(() => {
    if (!api) return;
    fitHeight();
    api.on('select', fitHeight).on('reInit', fitHeight).on('resize', fitHeight);
    return () => {
      api.off('select', fitHeight).off('reInit', fitHeight).off('resize', fitHeight);
    };
  }, [api, fitHeight]);

  const scrollPrev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api || event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const jump = prefersReducedMotion();
    if (event.key === forward) api.scrollNext(jump);
    else if (event.key === backward) api.scrollPrev(jump);
    else if (event.key === 'Home') api.scrollTo(0, jump);
    else if (event.key === 'End') api.scrollTo(api.scrollSnapList().length - 1, jump);
    else return;
    event.preventDefault();
  };

  const total = slides.length;
  const classes = className ? `${styles.root} ${className}` : styles.root;
  const track = (
    <div className={styles.viewport} ref={viewportRef} data-part="viewport" style={multiple && height !== undefined ? { height: `${height}px` } : undefined}>
      <div className={styles.container}>
        {slides.map((slide, index) => (
          <div
            key={slide.id ?? index}
            className={styles.slide}
            {...(multiple
              ? { role: 'group', 'aria-roledescription': t('ui.carousel.slideRole'), 'aria-label': t('ui.carousel.slide', { index: index + 1, total }) }
              : {})}
          >
            <Media slide={slide} t={t} onLoad={fitHeight} />
          </div>
        ))}
      </div>
    </div>
  );

  if (!multiple) {
    return (
      <section ref={rootRef} className={classes} data-part="carousel">
        {track}
      </section>
    );
  }

  return (
    <section
      ref={rootRef}
      className={classes}
      aria-roledescription={t('ui.carousel.role')}
      aria-label={label ?? t('ui.carousel.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so arrow keys can move it
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-part="carousel"
      data-on-demand={multiple && !api ? 'loading' : undefined}
      data-at-start={edges.prev ? undefined : ''}
      data-at-end={edges.next ? undefined : ''}
    >
      {track}
      <IconButton
        label={t('ui.carousel.previous')}
        icon={<Icon icon={ChevronLeft} />}
        className={`${styles.control} ${styles.previous}`}
        disabled={!edges.prev}
        onClick={scrollPrev}
      />
      <IconButton
        label={t('ui.carousel.next')}
        icon={<Icon icon={ChevronRight} />}
        className={`${styles.control} ${styles.next}`}
        disabled={!edges.next}
        onClick={scrollNext}
      />
    </section>
  );
}
