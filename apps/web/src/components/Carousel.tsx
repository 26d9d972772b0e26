import { Carousel as AntCarousel } from 'antd';

/** A slide every 5 seconds. */
export const CAROUSEL_INTERVAL = 5000;

export interface CarouselProps {
  images: readonly string[];
  /** Height of the slides; images are shown whole (contain), centred. */
  height?: number | string;
  'data-testid'?: string;
}

/** antd's carousel of images, changing every CAROUSEL_INTERVAL. */
export function Carousel({ images, height = 320, 'data-testid': testId }: CarouselProps) {
  return (
    <div data-testid={testId}>
      <AntCarousel autoplay autoplaySpeed={CAROUSEL_INTERVAL} draggable>
        {images.map((src) => (
          <div key={src}>
            <img
              src={src}
              alt=""
              data-testid="carousel-image"
              style={{ width: '100%', height, objectFit: 'contain', display: 'block' }}
            />
          </div>
        ))}
      </AntCarousel>
    </div>
  );
}

export default Carousel;
