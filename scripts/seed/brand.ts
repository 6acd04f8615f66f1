/** Brand pictures in Storage: the logo (also web/public/logo.png) and lookbook shots for the home page. */
import { logoSvg, productSvg, renderPng, renderWebp } from './images';
import type { SeedFile } from './types';

export function brandFiles(): SeedFile[] {
  return [
    { path: 'branding/logo_demo.png', contentType: 'image/png', render: () => renderPng(logoSvg(), 256) },
    {
      path: 'branding/lookbook-1.webp',
      contentType: 'image/webp',
      render: () => renderWebp(productSvg({ pattern: 'kente', palette: 'kente', garment: 'dress', seed: 31 }), 480),
    },
    {
      path: 'branding/lookbook-2.webp',
      contentType: 'image/webp',
      render: () => renderWebp(productSvg({ pattern: 'adire', palette: 'indigo', garment: 'agbada', seed: 32 }), 480),
    },
    {
      path: 'branding/lookbook-3.webp',
      contentType: 'image/webp',
      render: () =>
        renderWebp(productSvg({ pattern: 'ankara', palette: 'sunset', garment: 'jumpsuit', seed: 33 }), 480),
    },
  ];
}
