/**
 * The storefront bench's pictures with the weight and detail of photographs (issue 34). The demo's pictures are
 * flat drawings (their 600 px WebP copies weigh 3–52 KB); a brand's photographed garment weighs 40–90 KB as a
 * 600 px WebP at an export quality of 80. Nothing can be downloaded here, so each piece's own drawing is
 * "photographed": drawn at 1200×1500 (what an owner uploads), with grain at four scales from sensor noise to the
 * cloth's folds (natural pictures lose detail with scale the way a sum of blurred noise does) and a lens's
 * softness, saved as JPEG q88. Their 600 px WebP q80 weighs 26–82 KB (median 60; the bench prints the range): a
 * photograph's weight, not a drawing's, and heavier than real camera photographs for the shop's codecs (grain does
 * not compress). Sources and figures: docs/design.md#what-each-landing-routes-first-paint-needs.
 *
 * `usePhotographs` uploads them under new file names (an upload is always a new name, so no cache anywhere holds
 * a drawing's copy under them), points every demo product at its photographs, and `restore()` puts the drawings
 * back: the bench may be using a developer's running `npm start`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { slugify } from '@aso/domain';
import { adminEnv, type StackInfo } from '../../../scripts/lib/stack';
import { PIECES } from '../../../scripts/seed/catalogue';
import { productSvg, type ImageSpec } from '../../../scripts/seed/images';
import { loadFiles } from '../../../scripts/seed/load';

const WIDTH = 1200;
const HEIGHT = 1500;
/** The grain's strength, chosen so the 600 px WebP q80 copies weigh what photographed garments do (median ~60 KB). */
const SIGMA = 42;
/** Grain layers: [scale (1 = a pixel), strength relative to SIGMA]: sensor noise, weave, creases, folds. */
const GRAIN: readonly (readonly [number, number])[] = [
  [1, 1],
  [3, 0.8],
  [12, 1.5],
  [60, 2],
];

const RAW = { width: WIDTH, height: HEIGHT, channels: 3 } as const;

/** One grain layer as raw pixels (no PNG round trips: encoding noise is slow). */
async function grain(scale: number, sigma: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: Math.round(WIDTH / scale),
      height: Math.round(HEIGHT / scale),
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(noise.data, { raw: noise.info }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
}

/** Photographs already made, by what they are made from: runs after the first reuse them (minutes on two cores). */
const CACHE_DIR = path.join(tmpdir(), 'aso-bench-photographs');

/** A piece's photograph from the cache, else made and kept there. */
async function cachedPhotographOf(spec: ImageSpec): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify({ svg: productSvg(spec), SIGMA, GRAIN }))
    .digest('hex')
    .slice(0, 24);
  const file = path.join(CACHE_DIR, `${key}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const photo = await photographOf(spec);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, photo);
  return photo;
}

/** A piece's drawing as a photograph of it: 1200×1500 JPEG q88, as an owner would upload it. */
export async function photographOf(spec: ImageSpec): Promise<Buffer> {
  const svg = productSvg(spec).replace('width="600" height="750"', `width="${WIDTH}" height="${HEIGHT}"`);
  const drawing = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer();
  const layers = await Promise.all(GRAIN.map(([scale, strength]) => grain(scale, SIGMA * strength)));
  return sharp(drawing, { raw: RAW })
    .composite(layers.map((input) => ({ input, raw: RAW, blend: 'soft-light' as const })))
    .blur(0.7)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The reference weight of a photograph: its 600 px WebP at an export quality of 80 (bytes). */
export async function referenceWeight(photo: Buffer): Promise<number> {
  return (await sharp(photo).resize({ width: 600 }).webp({ quality: 80 }).toBuffer()).length;
}

export interface Photographs {
  /** Each front photograph's reference weight (bytes), for the bench's report. */
  readonly referenceBytes: number[];
  /** Puts every product's drawings back. */
  restore(): Promise<void>;
}

/** Uploads a photograph of each demo piece (front and detail) and points its product at them. */
export async function usePhotographs(info: StackInfo): Promise<Photographs> {
  Object.assign(process.env, adminEnv(info));
  const app = initializeApp({ projectId: info.projectId, storageBucket: info.bucket }, `bench-${randomUUID()}`);
  const db = getFirestore(app);
  const stamp = Date.now().toString(36);
  const previous = new Map<string, unknown>();
  const referenceBytes: number[] = [];
  try {
    for (const [index, piece] of PIECES.entries()) {
      const spec: ImageSpec = { ...piece.look, seed: index + 1 };
      const paths = [1, 2].map((n) => `products/bench-${stamp}-${slugify(piece.name)}-${n}.jpg`);
      const [front, detail] = await Promise.all([
        cachedPhotographOf(spec),
        cachedPhotographOf({ ...spec, detail: true }),
      ]);
      referenceBytes.push(await referenceWeight(front));
      await loadFiles(info, [
        { path: paths[0]!, contentType: 'image/jpeg', render: () => Promise.resolve(front) },
        { path: paths[1]!, contentType: 'image/jpeg', render: () => Promise.resolve(detail) },
      ]);
      const ref = db.doc(`products/${piece.id}`);
      previous.set(piece.id, (await ref.get()).get('images'));
      await ref.update({ images: paths });
    }
  } catch (error) {
    await restore();
    throw error;
  }
  return { referenceBytes, restore };

  async function restore(): Promise<void> {
    try {
      for (const [id, images] of previous) await db.doc(`products/${id}`).update({ images });
    } finally {
      await deleteApp(app);
    }
  }
}
