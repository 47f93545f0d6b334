export interface BannerSlide {
  image: string;
  /** What the slide shows, in words: it is the name of the slide's link. */
  alt: string;
  href: string;
}
