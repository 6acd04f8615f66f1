// Text that stays readable on a brand colour staff chose in Settings (WCAG 2 contrast).

/** WCAG relative luminance of `#rrggbb` (or `#rgb`); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (offset: number) => {
    const c = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The WCAG contrast ratio of two colours (1–21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Of a dark and a light text colour, the one with more contrast on `background` (dark when it is no colour). */
export function readableTextOn(background: string, dark = '#15130f', light = '#ffffff'): string {
  const onDark = contrastRatio(background, dark);
  const onLight = contrastRatio(background, light);
  if (onDark === null || onLight === null) return dark;
  return onLight > onDark ? light : dark;
}
