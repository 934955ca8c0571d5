import * as React from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import * as UI_COPY from '@/components/copy';
import { Button } from './button';

/*
 * A carousel on Embla following the WAI-ARIA carousel pattern: a labelled region of labelled slides, previous
 * and next buttons, the arrow keys while focus is inside, and a polite announcement of the current slide.
 */

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  slideCount: number;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a Carousel.');
  return context;
}

export function Carousel({
  label,
  options,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'aria-label'> & {
  /** Names the carousel's region; must differ from any other region's name on the page. */
  label: string;
  options?: CarouselOptions;
}) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [position, setPosition] = React.useState({
    canScrollPrev: false,
    canScrollNext: false,
    selectedIndex: 0,
    slideCount: 0,
  });

  const readPosition = React.useCallback((carousel: NonNullable<CarouselApi>) => {
    setPosition({
      canScrollPrev: carousel.canScrollPrev(),
      canScrollNext: carousel.canScrollNext(),
      selectedIndex: carousel.selectedScrollSnap(),
      slideCount: carousel.scrollSnapList().length,
    });
  }, []);

  React.useEffect(() => {
    if (!api) return;
    readPosition(api);
    api.on('reInit', readPosition).on('select', readPosition);
    return () => {
      api.off('reInit', readPosition).off('select', readPosition);
    };
  }, [api, readPosition]);

  const scrollPrev = React.useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = React.useCallback(() => api?.scrollNext(), [api]);

  function onKeyDownCapture(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  }

  return (
    <CarouselContext.Provider value={{ viewportRef, scrollPrev, scrollNext, ...position }}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKeyDownCapture}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn('-ml-4 flex', className)} {...props} />
    </div>
  );
}

export function CarouselItem({
  index,
  count,
  className,
  ...props
}: React.ComponentProps<'div'> & { index: number; count: number }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={UI_COPY.slideOf(index + 1, count)}
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

/**
 * Stays focusable at either end (aria-disabled, not disabled), so a keyboard user pressing it repeatedly
 * does not lose their place.
 */
function CarouselButton({
  direction,
  className,
  ...props
}: React.ComponentProps<typeof Button> & { direction: 'previous' | 'next' }) {
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  const isPrevious = direction === 'previous';
  const canScroll = isPrevious ? canScrollPrev : canScrollNext;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-disabled={!canScroll}
      onClick={isPrevious ? scrollPrev : scrollNext}
      className={cn(
        'size-9 rounded-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {isPrevious ? <ArrowLeft aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
      <span className="sr-only">{isPrevious ? UI_COPY.previousSlide : UI_COPY.nextSlide}</span>
    </Button>
  );
}

export function CarouselPrevious(props: Omit<React.ComponentProps<typeof Button>, 'children'>) {
  return <CarouselButton direction="previous" {...props} />;
}

export function CarouselNext(props: Omit<React.ComponentProps<typeof Button>, 'children'>) {
  return <CarouselButton direction="next" {...props} />;
}

/** "2 / 5" on screen, "Slide 2 of 5" for screen readers, announced when it changes. */
export function CarouselPosition({ className, ...props }: React.ComponentProps<'p'>) {
  const { selectedIndex, slideCount } = useCarousel();
  if (slideCount === 0) return null;
  return (
    <p aria-live="polite" className={cn('text-sm text-muted-foreground tabular-nums', className)} {...props}>
      <span aria-hidden="true">
        {selectedIndex + 1} / {slideCount}
      </span>
      <span className="sr-only">{UI_COPY.slidePosition(selectedIndex + 1, slideCount)}</span>
    </p>
  );
}
