// The product gallery's main picture: a phone gets the 480 px copy whatever its density (the first paint's
// picture fits the round trip after the HTML), a tablet or a retina laptop a copy up to 1200 px, and a picture
// that is not a product upload is shown as it is.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../gallery';

describe('Gallery', () => {
  it("offers a retina laptop the 1200 px copy and keeps a phone's at 480 px", () => {
    const { container } = render(<Gallery images={['products/adire kaftan-1.jpg']} name="Adire Kaftan" />);
    const source = container.querySelector('.gallery__main picture > source');
    expect(source?.getAttribute('media')).toBe('(min-width: 481px)');
    expect(source?.getAttribute('srcset')).toBe(
      '/img/600/products/adire%20kaftan-1.jpg 600w, /img/800/products/adire%20kaftan-1.jpg 800w, /img/1200/products/adire%20kaftan-1.jpg 1200w',
    );
    expect(source?.getAttribute('sizes')).toBe('(min-width: 860px) min(52vw, 570px), 100vw');
    const img = container.querySelector('.gallery__main picture > img');
    expect(img?.getAttribute('src')).toBe('/img/480/products/adire%20kaftan-1.jpg');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('switches the copies with the picture shown, and shows a URL or a broken file without them', () => {
    const { container, getByRole } = render(
      <Gallery images={['products/front.jpg', 'https://cdn.example/back.jpg']} name="Kaftan" />,
    );
    fireEvent.click(getByRole('button', { name: 'Show picture 2' }));
    expect(container.querySelector('.gallery__main picture')).toBeNull();
    expect(container.querySelector('.gallery__main img')?.getAttribute('src')).toBe('https://cdn.example/back.jpg');
    fireEvent.click(getByRole('button', { name: 'Show picture 1' }));
    const img = container.querySelector('.gallery__main img')!;
    fireEvent.error(img);
    // The logo instead, with no <source> left to win over it.
    expect(container.querySelector('.gallery__main picture')).toBeNull();
    expect(container.querySelector('.gallery__main img')?.getAttribute('src')).toBe('/logo.png');
  });
});
