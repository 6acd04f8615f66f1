// The brand mark as SVG text: index.html inlines it (favicon and the static shell's header) so the first paint
// fetches nothing but the HTML, and the demo seed renders it to web/public/logo.png and the Storage logo. In the
// header it is an <svg> element of the page rather than an <img> of a data URL: an SVG image is a document of its
// own, and building it cost the first paint ~8 ms of main thread on a fast machine (four times that on a phone).

export function brandMarkSvg(primary = '#111827', secondary = '#20c997'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="96" fill="${primary}"/>
    <path d="M136 380 L256 120 L376 380" fill="none" stroke="${secondary}" stroke-width="40" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M180 300 h152" stroke="#f3efe6" stroke-width="28" stroke-linecap="round"/>
    <circle cx="256" cy="380" r="22" fill="#f3efe6"/>
  </svg>`;
}

/** The mark as a `data:` URL (whitespace between tags dropped). */
export function brandMarkDataUrl(): string {
  return `data:image/svg+xml,${encodeURIComponent(brandMarkSvg().replace(/>\s+</g, '><'))}`;
}

/** The mark as an inline `<svg>` element (decorative) with these attributes, e.g. `class="brand__logo"`. */
export function brandMarkElement(attributes: string): string {
  const svg = brandMarkSvg().replace(/>\s+</g, '><');
  return svg.replace(/^<svg [^>]*>/, `<svg ${attributes} viewBox="0 0 512 512" aria-hidden="true" focusable="false">`);
}
