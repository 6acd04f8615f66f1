// @vitest-environment jsdom
// A visitor who lands from a campaign link and taps on before the JavaScript arrives (a server-drawn page: the tap
// is a new page load) is still counted under that link: the inline head script keeps each landing, and the app
// files them in order when it starts (docs/product.md#channels).
import { beforeEach, describe, expect, it } from 'vitest';
import { currentFirstTouch, rememberFirstTouch, takeLandings } from '../../src/lib/first-touch';
import { markRoute } from '../first-visit';

/** One page load as the browser makes it: the head script runs; the app does not start (boot is deferred). */
function loadWithoutApp(url: string): void {
  window.history.replaceState(null, '', url);
  markRoute('aso-route-files', null, 0, () => undefined);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the landing', () => {
  it('is kept by the head script and filed as the first touch when the app starts on a later page', () => {
    loadWithoutApp('/product/kaftan?utm_source=instagram&utm_medium=Story&utm_campaign=Harmattan%20Drop');
    loadWithoutApp('/register');
    // The app starts here, on a page the visitor reached from a Google link: as main.tsx does.
    window.history.replaceState(null, '', '/shop?utm_source=google&utm_medium=shopping');
    for (const landing of [...takeLandings(), { search: location.search, referrer: '', at: Date.now() }])
      rememberFirstTouch(landing.search, landing.referrer, location.host, new Date(landing.at));
    expect(currentFirstTouch()).toMatchObject({ source: 'instagram', medium: 'story', campaign: 'harmattan drop' });
    expect(takeLandings()).toEqual([]);
  });

  it('keeps at most the last five, and nothing for a page with neither tags nor referrer', () => {
    loadWithoutApp('/');
    expect(takeLandings()).toEqual([]);
    for (let i = 0; i < 7; i++) loadWithoutApp(`/shop?utm_source=s${i}`);
    expect(takeLandings().map((l) => l.search)).toEqual([
      '?utm_source=s2',
      '?utm_source=s3',
      '?utm_source=s4',
      '?utm_source=s5',
      '?utm_source=s6',
    ]);
  });
});
