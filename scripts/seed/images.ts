/**
 * Demo pictures made here, since nothing can be downloaded: SVG textile patterns (adire, kente, ankara,
 * aso-oke, mud cloth) cut into garment silhouettes, rendered to WebP with sharp.
 */
import sharp from 'sharp';

export type Pattern = 'adire' | 'kente' | 'ankara' | 'asooke' | 'mudcloth' | 'plain';
export type Garment =
  'kaftan' | 'dress' | 'shirt' | 'trousers' | 'jacket' | 'skirt' | 'agbada' | 'top' | 'jumpsuit' | 'cap';

export interface Palette {
  readonly base: string;
  readonly ink: string;
  readonly accent: string;
  readonly backdrop: string;
}

export const PALETTES = {
  indigo: { base: '#1f2f5c', ink: '#e9eef8', accent: '#6f8fd6', backdrop: '#f3efe6' },
  kente: { base: '#e0a100', ink: '#0c5b35', accent: '#b3261e', backdrop: '#f6f1e4' },
  sunset: { base: '#d9480f', ink: '#fff3e0', accent: '#1b4332', backdrop: '#fbf4ea' },
  emerald: { base: '#0b6e4f', ink: '#f2e8cf', accent: '#e9c46a', backdrop: '#eef2ec' },
  wine: { base: '#6d1a36', ink: '#f7e1d7', accent: '#d4a373', backdrop: '#f7f0ee' },
  earth: { base: '#7f5539', ink: '#ede0d4', accent: '#2b2d42', backdrop: '#f4ede4' },
  ivory: { base: '#f1e9da', ink: '#8a6d3b', accent: '#c9a227', backdrop: '#e9e4dc' },
  noir: { base: '#1b1b1e', ink: '#e0c097', accent: '#20c997', backdrop: '#ecebe8' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

function patternDef(pattern: Pattern, p: Palette, seed: number): string {
  const r = (n: number): number => ((seed * 9301 + n * 49297) % 233280) / 233280;
  // Every fabric is a square tile on the palette's base colour; only what is drawn on it differs.
  const tile = (size: number, body: string): string =>
    `<pattern id="fabric" width="${size}" height="${size}" patternUnits="userSpaceOnUse">
        <rect width="${size}" height="${size}" fill="${p.base}"/>
        ${body}
      </pattern>`;
  switch (pattern) {
    case 'adire':
      return tile(
        60,
        `<circle cx="30" cy="30" r="${16 + r(1) * 6}" fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="4 3"/>
        <circle cx="30" cy="30" r="6" fill="${p.ink}" opacity="0.85"/>
        <path d="M0 0 L10 10 M50 50 L60 60 M60 0 L50 10 M0 60 L10 50" stroke="${p.accent}" stroke-width="3"/>`,
      );
    case 'kente':
      return tile(
        48,
        `<rect y="0" width="48" height="8" fill="${p.ink}"/><rect y="20" width="48" height="4" fill="${p.accent}"/>
        <rect x="0" y="28" width="24" height="20" fill="${p.ink}" opacity="0.9"/>
        <rect x="24" y="8" width="24" height="12" fill="${p.accent}" opacity="0.9"/>
        <path d="M4 36 h16 M4 42 h16" stroke="${p.base}" stroke-width="2"/>`,
      );
    case 'ankara':
      return tile(
        80,
        `<circle cx="20" cy="20" r="14" fill="${p.ink}"/><circle cx="20" cy="20" r="7" fill="${p.accent}"/>
        <circle cx="60" cy="60" r="14" fill="${p.accent}"/><circle cx="60" cy="60" r="6" fill="${p.ink}"/>
        <path d="M40 8 q12 12 0 24 q-12 12 0 24" fill="none" stroke="${p.ink}" stroke-width="4"/>`,
      );
    case 'asooke':
      return tile(
        40,
        `<rect x="0" width="6" height="40" fill="${p.ink}" opacity="0.7"/><rect x="14" width="2" height="40" fill="${p.accent}"/>
        <rect x="26" width="4" height="40" fill="${p.ink}" opacity="0.4"/>`,
      );
    case 'mudcloth':
      return tile(
        56,
        `<path d="M6 10 h44 M6 46 h44" stroke="${p.ink}" stroke-width="3"/>
        <path d="M14 20 l6 8 l6 -8 l6 8 l6 -8" fill="none" stroke="${p.ink}" stroke-width="3"/>
        <circle cx="28" cy="37" r="3" fill="${p.ink}"/><circle cx="12" cy="37" r="2" fill="${p.ink}"/><circle cx="44" cy="37" r="2" fill="${p.ink}"/>`,
      );
    case 'plain':
      return tile(20, `<path d="M0 20 L20 0" stroke="${p.ink}" stroke-width="0.6" opacity="0.25"/>`);
  }
}

const GARMENTS: Record<Garment, string> = {
  kaftan: 'M230 90 q70 30 140 0 l150 90 l-40 90 l-60 -30 l10 420 h-300 l10 -420 l-60 30 l-40 -90 z',
  agbada: 'M235 90 q65 30 130 0 l200 120 l-30 200 l-120 -60 l10 330 h-310 l10 -330 l-120 60 l-30 -200 z',
  dress: 'M250 80 q50 30 100 0 l30 120 q-10 40 10 70 l110 370 h-440 l110 -370 q20 -30 10 -70 z',
  shirt: 'M230 110 q70 30 140 0 l130 70 l-40 100 l-50 -25 v345 h-280 v-345 l-50 25 l-40 -100 z',
  top: 'M240 130 q60 26 120 0 l100 60 l-30 80 l-40 -20 v230 h-200 v-230 l-40 20 l-30 -80 z',
  trousers: 'M210 110 h180 l40 560 h-110 l-20 -400 l-20 400 h-110 z',
  jacket: 'M225 100 q75 30 150 0 l135 80 l-30 330 l-60 -10 v170 h-290 v-170 l-60 10 l-30 -330 z',
  skirt: 'M220 180 h160 l120 480 h-400 z',
  jumpsuit:
    'M240 90 q60 26 120 0 l90 70 l-30 90 l-40 -20 v130 l20 320 h-110 l-20 -260 l-20 260 h-110 l20 -320 v-130 l-40 20 l-30 -90 z',
  cap: 'M170 420 q130 -260 260 0 q-130 60 -260 0 z',
};

export interface ImageSpec {
  readonly pattern: Pattern;
  readonly palette: PaletteName;
  readonly garment: Garment;
  readonly seed: number;
  /** Alternate view: a close-up of the fabric instead of the whole garment. */
  readonly detail?: boolean;
}

export function productSvg(spec: ImageSpec): string {
  const p = PALETTES[spec.palette];
  const body = spec.detail
    ? `<rect x="40" y="40" width="520" height="670" rx="18" fill="url(#fabric)" transform="rotate(${(spec.seed % 7) - 3} 300 375)"/>`
    : `<ellipse cx="300" cy="700" rx="220" ry="22" fill="#000" opacity="0.08"/>
       <path d="${GARMENTS[spec.garment]}" fill="url(#fabric)" stroke="${p.accent}" stroke-width="4" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
    <defs>${patternDef(spec.pattern, p, spec.seed)}
      <radialGradient id="light" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="600" height="750" fill="${p.backdrop}"/><rect width="600" height="750" fill="url(#light)"/>
    ${body}
  </svg>`;
}

export function renderWebp(svg: string, width = 600): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 72, effort: 5 }).toBuffer();
}

export function renderPng(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).png({ compressionLevel: 9 }).toBuffer();
}

/** The brand mark: also the storefront's fallback image (/logo.png). */
export { brandMarkSvg as logoSvg } from '../../web/src/lib/brand-mark';
