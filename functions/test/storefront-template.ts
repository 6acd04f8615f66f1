// The template the storefront functions render into, for their tests: the stack's web build, or (a stack without
// one) a minimal stand-in with the /shop shell, written where the build would be.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stackDir } from './stack';

/** The index.html of the web build of the stack the suite runs on (one without a web app has none). */
export const templateFile = path.join(stackDir(), 'web-dist', 'index.html');

export function template(): string {
  const built = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : '';
  if (built.includes('<div data-shell="/shop">')) return built;
  const standIn =
    '<!doctype html><html><head><script>markRoute()</script></head><body><div id="root"><main><div data-shell="/shop"><h1>Shop</h1></div><!--/shell--></main></div></body></html>';
  mkdirSync(path.dirname(templateFile), { recursive: true });
  writeFileSync(templateFile, standIn);
  return standIn;
}
