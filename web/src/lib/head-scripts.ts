// index.html's head carries, beside its script, data a server-drawn page does not all need (web/vite/first-visit.ts):
// a JSON script naming each first-visit route's chunks and CSS, and the early reads' script (lib/first-page-queries).
// A server-drawn page is one route and may carry its reads itself: it keeps only its route's files, and drops the
// early reads when it carries every read they would start, so its HTML fits the first round trip
// (docs/design.md#what-each-landing-routes-first-paint-needs).

/** The id of the JSON script naming each route's files. */
export const ROUTE_FILES_ID = 'aso-route-files';
/** The id of the script that defines `window.__asoEarlyReads` (the head script calls it). */
export const EARLY_READS_ID = 'aso-early-reads';

const scriptById = (id: string) => new RegExp(`(<script\\b[^>]*\\bid="${id}"[^>]*>)([\\s\\S]*?)(</script>)`);
const ROUTE_FILES = scriptById(ROUTE_FILES_ID);
const EARLY_READS = scriptById(EARLY_READS_ID);

/** The page with the route map cut to `route`'s entry (none at all when it has none, or `route` is null). */
export function keepRouteFiles(html: string, route: string | null): string {
  return html.replace(ROUTE_FILES, (_, open: string, json: string, close: string) => {
    let files: Record<string, unknown> = {};
    try {
      files = JSON.parse(json) as Record<string, unknown>;
    } catch {
      // an unreadable map: the page keeps none, and the app loads the route's screen itself
    }
    const kept = route !== null && Array.isArray(files[route]) ? { [route]: files[route] } : {};
    return `${open}${JSON.stringify(kept).replaceAll('<', '\\u003c')}${close}`;
  });
}

/** The page without the early reads' script: for a page that carries every read they would start. */
export function withoutEarlyReads(html: string): string {
  return html.replace(EARLY_READS, '');
}
