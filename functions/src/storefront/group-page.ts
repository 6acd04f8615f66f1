// A group's invitation link as HTML with its preview tags (Firebase Hosting rewrites `/groups/*` to productPage,
// which sends group links here): pasted into WhatsApp it unfurls with the group's name and piece, the price per
// member, the event and the last day to join, and the piece's own preview picture (/og/<slug>.jpg). Only the
// group's public part (`groups/{id}`, what anyone with the link reads) goes in: never members or measurements.
// A closed group serves index.html as it is (the shop's own preview: nobody can join any more), an unknown one
// the same with 404; /groups/new and anything that goes wrong, index.html as it is.
import { groupDoc, productDoc } from '../lib/collections';
import { productPageFellBack } from '../lib/logs';
import type { ProductPageDeps } from './product-page';
import { runQueryResponse } from './rest-json';
import { RENDERED_CACHE, type ShopPageResponse } from './shop-page';

/** index.html as Hosting serves it (firebase.json headers). */
const TEMPLATE_CACHE = 'no-cache';

export async function renderGroupResponse(
  deps: ProductPageDeps,
  url: string,
  origin: string,
): Promise<ShopPageResponse> {
  const template = await deps.template();
  try {
    const renderer = deps.renderer();
    const id = renderer.groupIdOf(url);
    if (id === null) return { status: 200, html: template, cacheControl: TEMPLATE_CACHE };
    const group = (await groupDoc(deps.db, id).get()).data();
    if (!group) return { status: 404, html: template, cacheControl: TEMPLATE_CACHE };
    if (group.status !== 'open') return { status: 200, html: template, cacheControl: TEMPLATE_CACHE };
    const [settings, product] = await Promise.all([
      deps.db.doc('settings/global').get(),
      productDoc(deps.db, group.productId).get(),
    ]);
    // The piece's preview picture while it is on sale (storefrontFiles serves active products' only).
    const piece = product.data();
    const key = piece?.active ? piece.slug || product.id : null;
    const html = renderer.renderGroupPage(template, {
      origin,
      settings: settings.exists ? (runQueryResponse([settings], deps.projectId)[0]?.document ?? null) : null,
      group: {
        id,
        title: group.title,
        productName: group.productName,
        price: group.price,
        eventDate: group.eventDate,
        joinDeadline: group.joinDeadline,
        city: group.city,
      },
      image: key === null ? null : `/og/${encodeURIComponent(key)}.jpg`,
    });
    return { status: 200, html, cacheControl: RENDERED_CACHE };
  } catch (error) {
    productPageFellBack(url, error);
    return { status: 200, html: template, cacheControl: TEMPLATE_CACHE };
  }
}
