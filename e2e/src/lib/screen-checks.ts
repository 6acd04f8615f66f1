// What every-screen.test.ts checks on each screen it visits: axe-core's serious and critical violations, what is
// wider than the screen (the page, and a box inside it), and a screenshot kept on request (ASO_SCREENSHOTS=1) or
// when a visit found something. Browser-side code is passed as strings: this workspace compiles without DOM types.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './browser';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2 A and AA rules (2.0 and 2.1) plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Draws the later sections now (web/src/styles/base.css `.below-first-screen`), as they are once a customer scrolls
 * near them: skipped, they clip what overflows them (a box too wide would not widen the page) and are not hit-tested
 * (axe would judge their text against the page behind them). `lift.remove()` puts them back.
 */
const DRAW_LATER_SECTIONS = `const lift = document.createElement('style');
    lift.textContent = '.below-first-screen { content-visibility: visible !important }';
    document.head.append(lift);`;

/** The page's serious and critical axe-core violations, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) await page.addScriptTag({ path: AXE });
  return page.evaluate<string[]>(`(() => {
    ${DRAW_LATER_SECTIONS}
    return axe
      .run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
      .then((result) => result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => 'axe ' + v.id + ' (' + v.help + ') at ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')))
      .finally(() => lift.remove());
  })()`);
}

/** The shop: the page scrolls sideways (naming the widest elements), or on a phone a box on it does (a cut table). */
export function shopOverflow(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    ${DRAW_LATER_SECTIONS}
    const root = document.documentElement;
    const limit = root.clientWidth;
    if (root.scrollWidth > limit) {
      const widest = [...document.querySelectorAll('main *, header *, footer *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 1)
        .slice(0, 5)
        .map((el) => el.tagName.toLowerCase() + '.' + String(el.className) + ' → ' + Math.round(el.getBoundingClientRect().right) + 'px');
      out.push('scrolls sideways by ' + (root.scrollWidth - limit) + 'px: ' + widest.join('; '));
    }
    if (${phone})
      for (const el of document.querySelectorAll('main .table-wrap, main table, main form, main dl'))
        if (el.scrollWidth > el.clientWidth + 1)
          out.push('box cut at the edge: ' + (el.getAttribute('aria-label') || el.className || el.tagName) + ' ' + el.scrollWidth + ' > ' + el.clientWidth);
    lift.remove();
    return out;
  })()`);
}

/**
 * The back office: the page wider than the screen; unless `pageOnly` (a tablet, where wide tables scroll inside
 * their own box), every table or panel of the screen or an open dialog wider than its box.
 */
export function adminOverflow(page: Page, pageOnly: boolean): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push('page ' + root.scrollWidth + ' > ' + root.clientWidth);
    if (${pageOnly}) return out;
    for (const el of document.querySelectorAll('.admin__screen .table-wrap, .admin__screen .admin-panel, .admin__screen .filter-bar, .modal .table-wrap')) {
      if (el.scrollWidth > el.clientWidth + 1) out.push((el.getAttribute('aria-label') || el.className) + ' ' + el.scrollWidth + ' > ' + el.clientWidth);
    }
    return out;
  })()`);
}

/** Buttons and links styled as buttons that reach past the screen's edge (cut off, or behind a sideways scroll). */
export function buttonsCut(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll('.admin__screen button, .admin__screen a.btn, .modal button')]
      .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.left < -1 || r.right > limit + 1); })
      .slice(0, 3)
      .map((el) => 'button ' + (el.getAttribute('aria-label') || el.textContent.trim()) + ' cut at ' + Math.round(el.getBoundingClientRect().right));
  })()`);
}

/**
 * What a phone's cards get wrong (issue 47, item 6): a figure's name that wraps running into the next line (the cell
 * does not contain its label), a table's title squeezed to a word a line, and the revenue chart not opened on its
 * latest day.
 */
export function cardsUnreadable(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    for (const td of document.querySelectorAll('.admin__screen .admin-table td[data-label]')) {
      if (td.getClientRects().length && td.scrollHeight > td.clientHeight + 1)
        out.push('label "' + td.getAttribute('data-label') + '" runs into the next line');
    }
    for (const cap of document.querySelectorAll('.admin__screen .admin-table caption:not(.visually-hidden)')) {
      const wrap = cap.closest('.table-wrap');
      if (cap.getClientRects().length && wrap && cap.getBoundingClientRect().width < wrap.clientWidth * 0.8)
        out.push('title "' + cap.textContent + '" squeezed to ' + Math.round(cap.getBoundingClientRect().width) + ' px');
    }
    const chart = document.querySelector('.admin__screen .fin-chart__scroll');
    if (chart && chart.scrollWidth > chart.clientWidth + 1 && chart.scrollLeft + chart.clientWidth < chart.scrollWidth - 2)
      out.push('the revenue chart opens ' + Math.round(chart.scrollWidth - chart.clientWidth - chart.scrollLeft) + ' px before its latest day');
    return [...new Set(out)].slice(0, 4);
  })()`);
}

/** Product cards' buttons in the same columns as the fixed WhatsApp bubble (so at some scroll it covers them). */
export function bubbleOverButtons(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const bubble = [...document.querySelectorAll('a[aria-label="Chat with us on WhatsApp"]')].find(
      (el) => getComputedStyle(el).position === 'fixed' && el.getClientRects().length > 0,
    );
    if (!bubble) return [];
    const b = bubble.getBoundingClientRect();
    return [...document.querySelectorAll('.product-card__actions a, .product-card__actions button')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < b.right && r.right > b.left;
      })
      .slice(0, 3)
      .map((el) => 'the WhatsApp bubble covers ' + (el.getAttribute('aria-label') || el.textContent || ''));
  })()`);
}

const SCREENSHOTS = process.env.ASO_SCREENSHOTS === '1';

/**
 * A full-page screenshot of the visit named `name`: under e2e/artifacts/every-screen/ with ASO_SCREENSHOTS=1, and
 * under e2e/artifacts/failed/ whenever the visit found something.
 */
export async function keepScreenshot(page: Page, name: string, failed: boolean): Promise<void> {
  const file = `${name.replace(/\W+/g, '-')}.png`;
  for (const dir of [SCREENSHOTS && 'every-screen', failed && 'failed']) {
    if (!dir) continue;
    mkdirSync(path.join(ARTIFACTS, dir), { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, dir, file), fullPage: true });
  }
}
