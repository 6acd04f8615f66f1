// Events (QR check-in) as staff: create an event, import a guest list (a bad file imports nothing), check a guest
// in by typed code, see a second check-in refused, Mark Present, the shared scan log, export attendees and read
// the rows, the camera's error, and the shop opened in Event Mode.
import type { Browser, Page } from 'playwright-core';
import { collection, getDocs } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ATTENDEE_CSV_FIELDS } from '@aso/domain/shared/csv';
import { CAMERA_BLOCKED, CAMERA_NOT_FOUND } from '@aso/domain/events/messages';
import { ownerDb } from './lib/backend';
import { launchBrowser, newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { stackInfo } from './lib/stack';
import { expectToast } from './lib/shop-ui';
import { downloadedCsv, signInTo, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A camera for Chromium's fake capture: a few grey frames of `width` × `height` (Y4M, 4:2:0). */
function smallCamera(width: number, height: number): string {
  const file = path.join(tmpdir(), `aso-camera-${width}x${height}.y4m`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc((width * height * 3) / 2, 128)]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
  return file;
}

/**
 * A phone in the full Chromium (its camera permissions are the browser's, not Blink's) whose camera is Chromium's fake
 * one (`flags` say which), camera access `allowed` or not.
 */
async function phoneWithCamera(flags: readonly string[], allowed: boolean): Promise<{ camera: Browser; page: Page }> {
  const camera = await launchBrowser(['--use-fake-device-for-media-stream', ...flags], true);
  const context = await camera.newContext({
    baseURL: stackInfo().urls.web,
    viewport: VIEWPORTS.phone,
    ...(allowed ? { permissions: ['camera'] } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { camera, page };
}

/** The scanner's video is playing. */
const videoPlays = (page: Page) =>
  expect
    .poll(() => page.locator('.ev-camera video').evaluate((v: { readyState?: number }) => v.readyState ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);

const csv = (text: string) => ({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe('events and QR check-in', () => {
  it('staff create an event, import guests, check one in twice, mark one present and export the attendees', async () => {
    const run = Date.now().toString(36);
    const eventName = `Lagos Fashion Week stand ${run}`;
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(page, 'staff', '/admin/events', 'Events');

    // A new event, created by staff, becomes the chosen one.
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel('Name').fill(eventName);
    await dialog.getByLabel('Venue').fill('Federal Palace Hotel, Victoria Island');
    // A new event starts inactive, so the running pop-up (the dashboard's active event) is not replaced by accident.
    expect(await dialog.getByLabel('Active').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expectToast(page, 'Event created.');
    await expect
      .poll(async () => page.getByLabel('Event').locator('option:checked').textContent())
      .toContain(eventName);
    await page.getByText('No guests uploaded for this event yet.').waitFor();
    await page.getByText('No scans yet.').waitFor();
    const eventId = new URL(page.url()).searchParams.get('event');
    expect(eventId).toBeTruthy();

    // A file with bad rows imports nothing and says which lines are wrong.
    const file = page.getByLabel('Guest list CSV file');
    await file.setInputFiles(
      csv(
        'name,email,phone,qr_code\nAdaeze Obi,adaeze@example.ng,+2348030000001,LFW-0001\n,nobody@example.ng,,\nBode Thomas,not-an-email,,LFW-0002\n',
      ),
    );
    const problems = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await problems.getByText('Line 3: Guest name is required.').waitFor();
    await problems.getByText('Line 4: Enter a valid email address.').waitFor();
    expect((await getDocs(collection(ownerDb(), 'events', eventId!, 'guests'))).size).toBe(0);

    // A good file: a missing code is generated.
    await file.setInputFiles(
      csv(
        'name,email,phone,qr_code\nAdaeze Obi,adaeze@example.ng,+2348030000001,LFW-0001\nBode Thomas,bode@example.ng,,LFW-0002\nChioma Nwachukwu,,+2348030000003,\n',
      ),
    );
    await expectToast(page, 'Imported 3 guests.');
    const table = page.getByRole('table', { name: 'Guest list' });
    await table.getByRole('cell', { name: 'Chioma Nwachukwu', exact: true }).waitFor();
    const stored = (await getDocs(collection(ownerDb(), 'events', eventId!, 'guests'))).docs.map((d) => d.data());
    expect(stored).toHaveLength(3);
    const chioma = stored.find((g) => g.name === 'Chioma Nwachukwu');
    expect(chioma?.qrCode).toMatch(/^ASO-[A-Z2-9]{8}$/);
    await page.getByText('0 of 3 checked in').waitFor();

    // Check in by typed code, then the same code again, then a code nobody has.
    const code = page.getByLabel('QR code');
    const answer = page.getByRole('status').filter({ has: page.locator('.notice') });
    await code.fill('  LFW-0001 ');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await answer.getByText('Check-in successful.').waitFor();
    await page.getByText('1 of 3 checked in').waitFor();
    await code.fill('LFW-0001');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await answer.getByText('Already checked in.').waitFor();
    await code.fill('LFW-9999');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await answer.getByText('Guest not found for this QR.').waitFor();
    // An empty code is ignored: nothing is sent, nothing logged.
    await code.fill('   ');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();

    // Mark Present uses the same check-in.
    await table.getByRole('button', { name: 'Mark Present: Bode Thomas' }).click();
    await page.getByText('2 of 3 checked in').waitFor();
    expect(await table.getByRole('button', { name: 'Mark Present: Bode Thomas' }).count()).toBe(0);

    // The shared scan log, newest first, with its badges.
    const log = page.getByRole('list', { name: 'Scans, newest first' });
    await expect.poll(() => log.getByRole('listitem').count()).toBe(4);
    expect(await log.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Checked in'),
      expect.stringContaining('QR not found'),
      expect.stringContaining('Duplicate check-in'),
      expect.stringContaining('Checked in'),
    ]);
    await shootBoth(page, 'admin2-events', (p) => p.getByRole('list', { name: 'Scans, newest first' }).waitFor());

    // Export Attendees CSV: the columns of docs/product.md#events, one row per guest.
    const exported = await downloadedCsv(page, () =>
      page.getByRole('button', { name: 'Export Attendees CSV' }).click(),
    );
    expect(exported.fields).toEqual(ATTENDEE_CSV_FIELDS);
    const byName = new Map(exported.rows.map((r) => [r.name, r]));
    expect(byName.get('Adaeze Obi')).toMatchObject({
      email: 'adaeze@example.ng',
      // The number as people read it: a spreadsheet keeps it as text, and a re-import keeps it in one form.
      phone: '0803 000 0001',
      qr_code: 'LFW-0001',
      checked_in: 'true',
    });
    expect(byName.get('Adaeze Obi')?.checked_in_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+01:00$/);
    expect(byName.get('Bode Thomas')).toMatchObject({ checked_in: 'true' });
    expect(byName.get('Chioma Nwachukwu')).toMatchObject({
      qr_code: chioma?.qrCode as string,
      checked_in: 'false',
      checked_in_at: '',
    });

    // No camera in this browser: the notice says what to do (and that typing the code always works).
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page
      .locator('.notice--error')
      .filter({ hasText: new RegExp(`^(${escape(CAMERA_NOT_FOUND)}|${escape(CAMERA_BLOCKED)})$`) })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Start camera' }).waitFor();

    // Open the shop for the event: the banner says so.
    await page.getByRole('button', { name: 'Open shop in Event Mode' }).click();
    await page.getByText(`Event Mode active for ${eventName}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop');
    await context.close();
  });

  it('a second scanner sees the first scanner’s check-in in the shared log without reloading', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.phone);
    await signInTo(page, 'staff', '/admin/events?event=ev-harmattan-popup', 'Events');
    const log = page.getByRole('list', { name: 'Scans, newest first' });
    await log.waitFor();
    const before = await log.getByRole('listitem').count();

    const other = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(other.page, 'admin', '/admin/events?event=ev-harmattan-popup', 'Events');
    await other.page.getByLabel('QR code').fill(`NOPE-${Date.now().toString(36)}`);
    await other.page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await other.page.getByText('Guest not found for this QR.').waitFor();

    await expect.poll(() => log.getByRole('listitem').count(), { timeout: 15_000 }).toBe(before + 1);
    expect(await log.getByRole('listitem').first().textContent()).toContain('QR not found');
    await other.context.close();
    await context.close();
  });

  it('with a camera, the rear-camera scanner starts and loads its QR reader from the shop, never a CDN', async () => {
    const { camera, page } = await phoneWithCamera(['--use-fake-ui-for-media-stream'], true);
    try {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await signInTo(page, 'staff', '/admin/events?event=ev-harmattan-popup', 'Events');
      await page.getByRole('button', { name: 'Start camera' }).click();
      await videoPlays(page);
      await expect
        .poll(() => requested.filter((u) => /zxing_reader[^/]*\.wasm/.test(u)).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      const origin = new URL(stackInfo().urls.web).origin;
      for (const url of requested.filter((u) => u.includes('zxing'))) expect(new URL(url).origin).toBe(origin);
      expect(requested.filter((u) => /jsdelivr|unpkg|fastly/.test(u))).toEqual([]);
      expect(await page.locator('.notice--error').count()).toBe(0);
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await expect.poll(() => page.locator('.ev-camera video').count()).toBe(0);
    } finally {
      await camera.close();
    }
  });

  it('a small camera (320 × 240) still scans; a blocked one says how to allow it', async () => {
    const small = await phoneWithCamera(
      ['--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${smallCamera(320, 240)}`],
      true,
    );
    try {
      await signInTo(small.page, 'staff', '/admin/events?event=ev-harmattan-popup', 'Events');
      await small.page.getByRole('button', { name: 'Start camera' }).click();
      await videoPlays(small.page);
      expect(await small.page.locator('.ev-camera video').evaluate((v: { videoWidth?: number }) => v.videoWidth)).toBe(
        320,
      );
      expect(await small.page.locator('.notice--error').count()).toBe(0);
    } finally {
      await small.camera.close();
    }

    // Camera access not allowed for the site: the words say where to allow it, and that typing the code works.
    const blocked = await phoneWithCamera([], false);
    try {
      await signInTo(blocked.page, 'staff', '/admin/events?event=ev-harmattan-popup', 'Events');
      await blocked.page.getByRole('button', { name: 'Start camera' }).click();
      await blocked.page.locator('.notice--error').getByText(CAMERA_BLOCKED, { exact: true }).waitFor();
      await blocked.page.getByRole('button', { name: 'Start camera' }).waitFor();
    } finally {
      await blocked.camera.close();
    }
  });
});

describe('no stale messages at check-in (issue 22)', () => {
  it('a typed QR code in any case checks in, and clears the camera failure', async () => {
    const { context, page } = await staffSession(
      browser,
      '/admin/events?event=ev-harmattan-popup',
      'Events',
      VIEWPORTS.desktop,
    );
    // No camera in this browser: its failure shows, then a typed code replaces it with the code's own answer.
    await page.getByRole('button', { name: 'Start camera' }).click();
    const failure = page
      .locator('.notice--error')
      .filter({ hasText: /^(No camera was found on this device|The camera is blocked for this site)\. / })
      .first();
    await failure.waitFor();
    await page.getByLabel('QR code').fill(' aso-hp-1002 ');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await page
      .locator('.ev-answer')
      .getByText(/Check-in successful\.|Already checked in\./)
      .waitFor();
    expect(await page.locator('.notice--error').count()).toBe(0);

    await context.close();
  });
});
