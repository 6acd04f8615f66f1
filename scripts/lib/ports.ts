/**
 * Ports of the local stack, one table per stack (as firebase-tools keeps its emulators' defaults in one place):
 * `npm start` uses DEV; `npm test` uses TEST so both can run at once. Every stack has every port, so nothing
 * downstream needs to ask whether one is there.
 */
export interface StackPorts {
  readonly auth: number;
  readonly functions: number;
  /** Where every client reaches Firestore: the index gate, in front of Google's emulator (firestoreEmulator). */
  readonly firestore: number;
  /** Google's Cloud Firestore emulator itself (docs/architecture.md#local-stack). */
  readonly firestoreEmulator: number;
  readonly storage: number;
  readonly paystack: number;
  readonly web: number;
  readonly hub: number;
  readonly logging: number;
  /** MailDev: the SMTP port the mail relay sends to, and its web inbox (and REST API, GET /email). */
  readonly mailSmtp: number;
  readonly mailWeb: number;
  /** The Vite dev server when it runs beside the build (the test stack, `npm start -- --built`'s opposite). */
  readonly webDev: number;
  /** The firebase-tools Hosting emulator, the reference the local web servers are held to (the test stack). */
  readonly hosting: number;
}

/**
 * ASO_PORT_OFFSET shifts every port of both stacks, so two checkouts of the repo (git worktrees) can each run
 * `npm start` and `npm test` on one machine. Unset, the ports are the ones the README prints.
 */
const OFFSET = Number(process.env.ASO_PORT_OFFSET ?? 0) || 0;
function shifted(ports: StackPorts): StackPorts {
  const out: Record<keyof StackPorts, number> = { ...ports };
  for (const name of Object.keys(out) as (keyof StackPorts)[]) out[name] += OFFSET;
  return out;
}

export const DEV_PORTS: StackPorts = shifted({
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  firestoreEmulator: 8085,
  storage: 9199,
  paystack: 4010,
  web: 5173,
  hub: 4400,
  logging: 4500,
  mailSmtp: 1025,
  mailWeb: 1080,
  webDev: 5273,
  hosting: 5500,
});

export const TEST_PORTS: StackPorts = shifted({
  auth: 19099,
  functions: 15001,
  firestore: 18080,
  firestoreEmulator: 18085,
  storage: 19199,
  paystack: 14010,
  web: 15173,
  hub: 14400,
  logging: 14500,
  mailSmtp: 11025,
  mailWeb: 11080,
  webDev: 15273,
  hosting: 15500,
});

export const PROJECT_ID = 'demo-aso';
export const REGION = 'europe-west2';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
