// Where a storefront picture comes from. A product picture in Storage is shown from the shop's own origin
// (`/img/<width>/<path>`, @aso/domain/catalogue/site-pictures): WebP copies at the card's and the gallery's widths, made by
// the storefrontFiles function and kept by the CDN. They travel on the HTML's own connection, so a server-drawn
// page's largest paint needs the HTML and one round trip, and the HTML stays small enough for one TCP window
// (docs/design.md#what-each-landing-routes-first-paint-needs). The server render and the browser name the same URLs,
// so React's first render over a server-drawn page downloads nothing new. Other entries (URLs, site paths, other
// folders) are shown as they are or from Storage.
import { createContext, useContext } from 'react';
import {
  CARD_PICTURE_SIZES,
  CARD_PICTURE_WIDTHS,
  hasSitePicture,
  sitePictureSrcSet,
  sitePictureUrl,
} from '@aso/domain/catalogue/site-pictures';
import { FALLBACK_IMAGE, firstImagePath, storageDownloadUrl, storagePathOf } from './images';

export interface ImageSource {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * A picture entry's source, in the browser and on the server alike: nothing → the fallback image, URLs and site
 * paths as they are, product pictures from the site's copies (`srcset` for a card, `src` the gallery's width), any
 * other Storage path through `storageUrl`.
 */
export function pictureSource(entry: string | null, storageUrl: (path: string) => string): ImageSource {
  if (entry === null) return { src: FALLBACK_IMAGE };
  const path = storagePathOf(entry);
  if (path === null) return { src: entry };
  if (!hasSitePicture(path)) return { src: storageUrl(path) };
  return {
    src: sitePictureUrl(path, 600),
    srcSet: sitePictureSrcSet(path, CARD_PICTURE_WIDTHS),
    sizes: CARD_PICTURE_SIZES,
  };
}

export type ImageSourceResolver = (pathOrUrl: string | null) => ImageSource;

const ImageSourceContext = createContext<ImageSourceResolver>((entry) => pictureSource(entry, storageDownloadUrl));

/** The server render supplies its own resolver (Storage URLs without the browser's environment). */
export const ImageSourceProvider = ImageSourceContext.Provider;

/** The resolver of this render (the browser's, or the server render's). */
export function useImageSources(): ImageSourceResolver {
  return useContext(ImageSourceContext);
}

/** The source of a product's first picture (or the fallback image), as a card's <img> takes it. */
export function useProductImage(images: readonly string[] | null | undefined): ImageSource {
  return useContext(ImageSourceContext)(firstImagePath(images));
}
