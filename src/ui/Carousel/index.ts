export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';
export {
  CAROUSEL_GAP_PX,
  CAROUSEL_MAX_HEIGHT_PX,
  CAROUSEL_IMAGE_MAX_WIDTH_PX,
  fitMediaSize,
  visibleSlides,
  type MediaSize,
  type SlideBox,
} from './media';
export {
  revealTransition,
  revealStateFor,
  initialRevealState,
  isConcealed,
  revealStateNames,
  type RevealState,
  type RevealEvent,
  type RevealStatus,
} from './reveal.machine';
