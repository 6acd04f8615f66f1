/** A small seeded PRNG (mulberry32) so demo data is the same on every machine for the same day. */
export interface Random {
  (): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = next as Random;
  random.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  random.pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  random.chance = (p) => next() < p;
  return random;
}
