/**
 * The product page's photo, shown by whoever chooses it: the variant picker (an island) asks the
 * gallery (a prebuilt component with its own script) to show a variant's image in the main frame.
 */
const SHOW_EVENT = 'product-gallery:show';

/** Shows `src` in the page's main photo frame. */
export function showInGallery(src: string): void {
  window.dispatchEvent(new CustomEvent<string>(SHOW_EVENT, { detail: src }));
}

/** Calls `show` with every image asked for; the gallery's script listens with it. */
export function onGalleryShow(show: (src: string) => void): void {
  window.addEventListener(SHOW_EVENT, (event) => {
    const src = (event as CustomEvent<unknown>).detail;
    if (typeof src === 'string' && src) show(src);
  });
}
