// A group's invitation link as HTML with its preview tags (Firebase Hosting rewrites `/groups/*` to productPage,
// which sends group links here): pasted into WhatsApp it unfurls with the group's name and piece, the price per
// member, the event and the last day to join, and the piece's own preview picture (/og/<slug>.jpg). Only the
// group's public part (`groups/{id}`, what anyone with the link reads) goes in: never members or measurements.
// A closed group serves index.html as it is (the shop's own preview: nobody can join any more), an unknown one or
// a path below a group 404 with the shop's not-found page; /groups/new and anything that goes wrong, index.html as
// it is.
import { groupDoc, productDoc, settingsDoc } from '../lib/collections';
import { drawOrTemplate, notFoundResponse, type ProductPageDeps } from './product-page';
import { runQueryResponse } from './rest-json';
import { renderedResponse, templateResponse, type ShopPageResponse } from './shop-page';

export function renderGroupResponse(deps: ProductPageDeps, url: string, origin: string): Promise<ShopPageResponse> {
  return drawOrTemplate(deps, url, async (template, renderer) => {
    const id = renderer.groupIdOf(url);
    if (id === null && /^\/groups\/new\/?(?:\?|$)/.test(url)) return templateResponse(template);
    const group = id === null ? undefined : (await groupDoc(deps.db, id).get()).data();
    if (id === null || !group) return notFoundResponse(deps, template, renderer, url, origin);
    if (group.status !== 'open') return templateResponse(template);
    const [settings, product] = await Promise.all([
      settingsDoc(deps.db).get(),
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
    return renderedResponse(html);
  });
}
