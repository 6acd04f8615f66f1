import { useState } from 'react';
import { SafeImage } from '../../../components/image';
import { FALLBACK_IMAGE, imageUrl } from '../../../lib/images';

/** The product's images: a large one and thumbnails that switch it. */
export function Gallery({ images, name }: { readonly images: readonly string[]; readonly name: string }) {
  const urls = images.length > 0 ? images.map(imageUrl) : [FALLBACK_IMAGE];
  const [index, setIndex] = useState(0);
  const current = urls[Math.min(index, urls.length - 1)] ?? FALLBACK_IMAGE;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <SafeImage
          src={current}
          alt={urls.length > 1 ? `${name}, picture ${index + 1} of ${urls.length}` : name}
          width={600}
          height={750}
          priority
        />
      </div>
      {urls.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="More pictures">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1}`}
              >
                <SafeImage src={url} alt="" width={120} height={150} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
