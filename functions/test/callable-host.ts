/**
 * The shop's callables over HTTP for the web app's jsdom tests (web/test/global-setup.ts), in one process: the
 * protocol the Functions SDK speaks (POST /{project}/{region}/{name} with {data}; {result} or {error} back), each call
 * run by `runCallable` — the trigger's own checks (signed in, role, the contract's schema, the error mapping) — with
 * the real handler, against the Firestore project the URL names (each test file has its own). Only the HTTP trigger
 * and the Auth lookup of a role-gated call are not the deployed ones: the role is the ID token's (the Auth emulator
 * signs nothing), which the stack's Functions emulator and functions tests check for real.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLABLES, type CallableName } from '@aso/domain/contract';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type * as z from 'zod';
import { runCallable, type CallableRun, type Caller } from '../src/lib/callable';
import { handleSaveCart } from '../src/checkout/save-cart';
import { handleSavePurchaseOrderDraft } from '../src/purchase-orders/save-draft';
import { handleReceivePurchaseOrder } from '../src/purchase-orders/purchase-orders';
import { handleSaveSettings } from '../src/settings/save-settings';
import {
  handleSavePreorderWindow,
  handleSetPieceWindow,
  handleSetPreorderWindowActive,
} from '../src/catalogue/preorder-windows';
import { handleChangeCustomerTags } from '../src/customers/tags';
import { handleSaveProduct } from '../src/catalogue/save-product';
import { handleAdjustMaterial, handleReceiveMaterial } from '../src/materials/materials';
import { handleRecordProductionRun } from '../src/production/record-run';
import { handleDraftShortfallPurchaseOrder } from '../src/production/shortfall-po';
import type { DbClockDeps, Deps } from '../src/lib/deps';
import { secureRandom } from '../src/lib/clock';
import { createPaystackClient } from '../src/lib/paystack';
import { handleUpdateOrderStatus } from '../src/orders/update-order-status';

/**
 * Callables that also reach Paystack get a client pointed at nowhere: a refund they ask for fails to connect and stays
 * owed (the durable path's retry), which is what a jsdom test of the screen needs.
 */
const noPaystack = createPaystackClient({
  baseUrl: 'http://127.0.0.1:9',
  secretKey: 'sk_test_unreachable',
  timeoutMs: 500,
});
const withPaystack =
  <I>(handler: (deps: Deps, caller: Caller, input: I) => Promise<unknown>) =>
  (deps: DbClockDeps, caller: Caller, input: I) =>
    handler({ ...deps, random: secureRandom, paystack: noPaystack }, caller, input);

interface Hosted {
  readonly who: 'signed-in' | 'staff' | 'admin';
  readonly handler: (deps: DbClockDeps, caller: Caller, input: never) => Promise<unknown>;
}

/** The callables the web app's screens call in jsdom tests (add one here when a jsdom test needs it). */
const HOSTED: Partial<Record<CallableName, Hosted>> = {
  saveCart: { who: 'signed-in', handler: handleSaveCart },
  saveSettings: { who: 'admin', handler: handleSaveSettings },
  savePurchaseOrderDraft: { who: 'staff', handler: handleSavePurchaseOrderDraft },
  savePreorderWindow: { who: 'staff', handler: handleSavePreorderWindow },
  setPreorderWindowActive: { who: 'staff', handler: handleSetPreorderWindowActive },
  setPieceWindow: { who: 'staff', handler: handleSetPieceWindow },
  changeCustomerTags: { who: 'staff', handler: handleChangeCustomerTags },
  saveProduct: { who: 'staff', handler: handleSaveProduct },
  recordProductionRun: { who: 'staff', handler: handleRecordProductionRun },
  draftShortfallPurchaseOrder: { who: 'staff', handler: handleDraftShortfallPurchaseOrder },
  receivePurchaseOrder: { who: 'staff', handler: handleReceivePurchaseOrder },
  receiveMaterial: { who: 'staff', handler: handleReceiveMaterial },
  adjustMaterial: { who: 'staff', handler: handleAdjustMaterial },
  updateOrderStatus: { who: 'staff', handler: withPaystack(handleUpdateOrderStatus) },
};

export interface CallableHost {
  /** host:port, for VITE_FUNCTIONS_EMULATOR_HOST. */
  readonly host: string;
  stop(): Promise<void>;
}

function dbFor(projectId: string): Firestore {
  const app: App = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  return getFirestore(app);
}

/** The claims of an emulator ID token (unsigned: the Auth emulator's tokens carry `alg: none`). */
function claimsOf(authorization: string | undefined): Record<string, unknown> | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function call(
  projectId: string,
  name: string,
  body: unknown,
  authorization: string | undefined,
): Promise<unknown> {
  const hosted = HOSTED[name as CallableName];
  if (!hosted)
    throw new HttpsError('not-found', `${name} is not hosted for jsdom tests (functions/test/callable-host.ts)`);
  const schema = CALLABLES[name as CallableName].input as unknown as z.ZodType;
  const claims = claimsOf(authorization);
  const uid =
    typeof claims?.user_id === 'string' ? claims.user_id : typeof claims?.sub === 'string' ? claims.sub : null;
  const run: CallableRun<unknown, unknown> = {
    who: hosted.who,
    run: (input, caller) => hosted.handler({ db: dbFor(projectId), clock: () => new Date() }, caller, input as never),
  };
  const data = (body as { data?: unknown } | null)?.data ?? null;
  return runCallable(schema, run, {
    data,
    auth: uid && claims ? { uid, token: claims as never, rawToken: '' } : undefined,
  });
}

export async function startCallableHost(firestoreHost: string): Promise<CallableHost> {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-headers': 'authorization, content-type, firebase-instance-id-token, x-firebase-appcheck',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      const [, projectId = '', , name = ''] = (req.url ?? '').split('?')[0]!.split('/');
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString() || 'null');
      } catch {
        body = null;
      }
      call(projectId, name, body, req.headers.authorization).then(
        (result) => {
          res.writeHead(200, { ...cors, 'content-type': 'application/json' });
          res.end(JSON.stringify({ result }));
        },
        (error: unknown) => {
          const known = error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL');
          res.writeHead(known.httpErrorCode.status, { ...cors, 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: known.toJSON() }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(getApps().map((app) => deleteApp(app)));
    },
  };
}
