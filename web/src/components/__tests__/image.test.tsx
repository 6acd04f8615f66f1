// Pictures on a server-drawn /shop the app takes over before its first row's pictures have arrived: the app holds
// the later ones back as the page's own script does (ssr/server-page.ts, LATER_PICTURES) and gives them their
// addresses when that script lets its own go.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeImage } from '../image';

type HoldWindow = Window & { __asoLaterPictures?: string };

function pictures() {
  return render(
    <>
      <SafeImage src="/img/600/products/first.webp" alt="First row" width={600} height={750} priority />
      <SafeImage
        src="/img/600/products/later.webp"
        srcSet="/img/360/products/later.webp 360w"
        alt="Further down"
        width={600}
        height={750}
      />
    </>,
  );
}

afterEach(() => delete (window as HoldWindow).__asoLaterPictures);

describe('SafeImage on a page whose script holds later pictures back', () => {
  it('asks only for the first paint’s picture until the page’s script lets the rest go', () => {
    (window as HoldWindow).__asoLaterPictures = 'held';
    pictures();
    const later = screen.getByAltText('Further down');
    expect(screen.getByAltText('First row').getAttribute('src')).toBe('/img/600/products/first.webp');
    expect(later.getAttribute('src')).toBeNull();
    expect(later.getAttribute('srcset')).toBeNull();
    expect(later.getAttribute('data-src')).toBe('/img/600/products/later.webp');

    act(() => {
      (window as HoldWindow).__asoLaterPictures = 'released';
      window.dispatchEvent(new Event('aso:later-pictures'));
    });
    expect(later.getAttribute('src')).toBe('/img/600/products/later.webp');
    expect(later.getAttribute('srcset')).toBe('/img/360/products/later.webp 360w');
    expect(later.getAttribute('data-src')).toBeNull();
  });

  it('asks for every picture at once anywhere else', () => {
    pictures();
    expect(screen.getByAltText('Further down').getAttribute('src')).toBe('/img/600/products/later.webp');
  });
});
