import { describe, expect, it } from 'vitest';
import { SETTINGS_DOC_ID } from '@aso/domain/settings/settings';
import { startEarlyQueries } from '../../first-page-queries';
import { dataPaths } from '../collections';

describe('dataPaths', () => {
  it("names the settings document the domain reads (written out, so the first page's bundle imports nothing)", () => {
    expect(dataPaths.settings).toBe(`settings/${SETTINGS_DOC_ID}`);
  });

  // startEarlyQueries is serialised alone into index.html, so it writes its collections out: each must be one of ours.
  it("names every collection the first page's early reads ask for", () => {
    const source = startEarlyQueries.toString();
    const asked = [
      ...source.matchAll(/collectionId: ["'](\w+)["']/g),
      ...source.matchAll(/documents}\/([a-zA-Z/]+)`/g),
    ];
    expect(asked.length).toBeGreaterThanOrEqual(4);
    const known = Object.values(dataPaths).filter((path) => typeof path === 'string');
    for (const [, path] of asked) expect(known).toContain(path);
  });
});
