// index.html names each first-visit route's chunks and CSS in a JSON script (web/vite/first-visit.ts), which its
// head script reads to fetch the route's files with the entry. A server-drawn page is always one route: it keeps
// only that route's entry, so its HTML fits the first round trip (docs/design.md#what-each-landing-routes-first-paint-needs).

/** The id of the JSON script. */
export const ROUTE_FILES_ID = 'aso-route-files';

const ROUTE_FILES = new RegExp(`(<script\\b[^>]*\\bid="${ROUTE_FILES_ID}"[^>]*>)([\\s\\S]*?)(</script>)`);

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
