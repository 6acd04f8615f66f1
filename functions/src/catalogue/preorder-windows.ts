/**
 * Pre-order windows run from the back office (docs/product.md#pre-order-windows): make or change a window, switch it
 * on or off, put a pre-order piece on one. The browser sends Lagos days and a typed percent; the input is parsed by
 * the domain schema (callable.ts) and one transaction writes the window (the rules refuse the browser's own writes,
 * so a demoted member's old token cannot touch a drop). A window switched on — or a piece put on a switched-on one —
 * tells the customers waiting for its pieces at once; the `tellWaitlist` sweep is the safety net for a failure.
 */
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  NOT_FOUND,
  PREORDER_WINDOW_UNKNOWN,
  WINDOW_PIECE_NOT_PREORDER,
  invalidData,
  windowInstants,
  windowOpenNow,
  type PreorderWindow,
  type SavePreorderWindowInput,
} from '@aso/domain';
import type { CallableInput, PreorderWindowResult, SetPieceWindowResult } from '@aso/domain/contract';
import type { Caller } from '../lib/callable';
import { preorderWindowDoc, preorderWindowsCol, productDoc, productsCol, readNamed } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { preorderWindowSaved } from '../lib/logs';
import { tellWaitingOnPieces } from '../waitlist/when-window-opens';

const notFound = () => new DomainError('not_found', 'not-found', NOT_FOUND);

/** The pre-order pieces on a window: whom to tell when it opens. */
async function piecesOn(deps: DbClockDeps, windowId: string): Promise<string[]> {
  const snap = await productsCol(deps.db).where('preorderWindowId', '==', windowId).select('type').get();
  return snap.docs.filter((d) => d.get('type') === 'PREORDER').map((d) => d.id);
}

async function tellIfOpen(
  deps: DbClockDeps,
  active: boolean,
  pieces: () => Promise<string[]> | string[],
): Promise<number> {
  if (!active) return 0;
  return (await tellWaitingOnPieces(deps, await pieces())).told;
}

export async function handleSavePreorderWindow(
  deps: DbClockDeps,
  caller: Caller,
  input: SavePreorderWindowInput,
): Promise<PreorderWindowResult> {
  const { db } = deps;
  const ref = input.windowId ? preorderWindowDoc(db, input.windowId) : preorderWindowsCol(db).doc();
  const fields = {
    name: input.name,
    ...windowInstants(input.startDay, input.endDay),
    depositPercent: input.depositPercent,
  };
  const saved = await runTransaction(db, async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (input.windowId && !existing) throw notFound();
    // A saved window keeps its switch: only setPreorderWindowActive moves it (an old tab never switches it back).
    const window: PreorderWindow = { ...fields, active: existing ? existing.active : input.active };
    tx.set(ref, window);
    return { created: !existing, active: window.active };
  });
  preorderWindowSaved(ref.id, saved.created ? 'created' : 'changed', caller.uid);
  const told = saved.created ? await tellIfOpen(deps, saved.active, () => piecesOn(deps, ref.id)) : 0;
  return { windowId: ref.id, created: saved.created, active: saved.active, told };
}

export async function handleSetPreorderWindowActive(
  deps: DbClockDeps,
  caller: Caller,
  input: CallableInput<'setPreorderWindowActive'>,
): Promise<PreorderWindowResult> {
  const { db } = deps;
  const ref = preorderWindowDoc(db, input.windowId);
  await runTransaction(db, async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound();
    tx.update(ref, { active: input.active });
  });
  preorderWindowSaved(ref.id, input.active ? 'switched on' : 'switched off', caller.uid);
  const told = await tellIfOpen(deps, input.active, () => piecesOn(deps, ref.id));
  return { windowId: ref.id, created: false, active: input.active, told };
}

export async function handleSetPieceWindow(
  deps: DbClockDeps,
  caller: Caller,
  input: CallableInput<'setPieceWindow'>,
): Promise<SetPieceWindowResult> {
  const { db } = deps;
  const open = await runTransaction(db, async (tx) => {
    const productRef = productDoc(db, input.productId);
    const read = await readNamed(tx, {
      product: productRef,
      window: input.windowId ? preorderWindowDoc(db, input.windowId) : null,
    });
    const product = read.product.data();
    if (!product) throw notFound();
    if (product.type !== 'PREORDER')
      throw invalidData(WINDOW_PIECE_NOT_PREORDER, { productId: WINDOW_PIECE_NOT_PREORDER });
    const window = read.window?.data();
    if (input.windowId && !window) throw invalidData(PREORDER_WINDOW_UNKNOWN, { windowId: PREORDER_WINDOW_UNKNOWN });
    tx.update(productRef, { preorderWindowId: input.windowId, updatedAt: deps.clock() });
    return windowOpenNow(window);
  });
  preorderWindowSaved(input.windowId ?? 'none', `holds ${input.productId}`, caller.uid);
  const told = await tellIfOpen(deps, open, () => [input.productId]);
  return { productId: input.productId, windowId: input.windowId, told };
}
