/**
 * `callable(name, handler, options)`: the shape of every callable. `name` is an entry of the domain's callable
 * contract (`@aso/domain/contract`), which gives the input schema and the answer the handler must return. It
 * checks `request.auth` (and the `role` claim when asked), parses `request.data` with the contract's schema (a bad
 * input is invalid-argument with field details and the handler never runs), and turns DomainErrors into
 * HttpsErrors. The handler gets the parsed input and the caller; it builds its own dependencies (see deps.ts), so
 * tests call the same handler.
 *
 *   export const payBalance = callable('payBalance', (input, caller) => handlePayBalance(liveDeps(), caller, input),
 *     { secrets: [PAYSTACK_SECRET_KEY] });
 */
import { DomainError, NOT_ALLOWED, NOT_SIGNED_IN, SESSION_ENDED, checkInput, type Role } from '@aso/domain';
import { CALLABLES, type CallableInput, type CallableName, type CallableResult } from '@aso/domain/contract';
import type { SecretParam } from 'firebase-functions/params';
import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import type { UserRecord } from 'firebase-admin/auth';
import type * as z from 'zod';
import { getAuth } from './admin';
import { liveDbClock, type DbClockDeps } from './deps';
import { domainToHttpsError, internalError, knownHttpsError } from './errors';
import { callableFailed, callableRejected } from './logs';
import { REGION } from './region';

export interface Caller {
  readonly uid: string;
  /** The account's email when the token has one. */
  readonly email: string | null;
  /** 'customer' when the token carries no role claim. */
  readonly role: Role;
}

export type RequiredRole = 'staff' | 'admin';

export interface CallableSettings {
  /** staff = staff or admin; admin = admin only. Absent: any signed-in user. */
  readonly role?: RequiredRole;
  /** What a signed-out caller is told (default 'Please sign in first.'). */
  readonly signInMessage?: string;
  /** Secrets the handler reads (PAYSTACK_SECRET_KEY, …). */
  readonly secrets?: readonly SecretParam[];
  /** Anything else onCall accepts (timeoutSeconds, concurrency, …); the region is always REGION. */
  readonly runtime?: Omit<CallableOptions, 'region' | 'secrets'>;
}

export function roleOf(claim: unknown): Role {
  return claim === 'staff' || claim === 'admin' ? claim : 'customer';
}

export function hasRole(role: Role, required: RequiredRole | undefined): boolean {
  if (!required) return true;
  return required === 'admin' ? role === 'admin' : role === 'staff' || role === 'admin';
}

const functionName = (): string => process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'callable';

/**
 * The checks and error mapping of a callable, without the trigger: `onCall` wraps this, and unit tests can run
 * it with a hand-made request.
 */
export async function runCallable<S extends z.ZodType, R>(
  schema: S,
  handler: (input: z.output<S>, caller: Caller) => Promise<R>,
  settings: CallableSettings,
  request: Pick<CallableRequest, 'auth' | 'data'>,
  /** The account's role as Auth holds it now (role-gated callables read it); else the token's. */
  currentRole?: Role,
): Promise<R> {
  const name = functionName();
  const auth = request.auth;
  if (!auth) {
    callableRejected(name, 'unauthenticated', 'not signed in');
    throw new HttpsError('unauthenticated', settings.signInMessage ?? NOT_SIGNED_IN, {
      kind: 'not_allowed',
      code: 'auth/required',
    });
  }
  const caller: Caller = {
    uid: auth.uid,
    email: typeof auth.token.email === 'string' ? auth.token.email : null,
    role: currentRole ?? roleOf(auth.token.role),
  };
  if (!hasRole(caller.role, settings.role)) {
    callableRejected(name, 'permission-denied', `role ${caller.role} is not ${settings.role ?? ''}`);
    throw domainToHttpsError(new DomainError('not_allowed', 'auth/not-allowed', NOT_ALLOWED));
  }
  return parseAndRun(name, schema, request.data, (input) => handler(input, caller));
}

/** Parse the input with the schema and run the handler, mapping every error the same way. */
async function parseAndRun<S extends z.ZodType, R>(
  name: string,
  schema: S,
  data: unknown,
  run: (input: z.output<S>) => Promise<R>,
): Promise<R> {
  const parsed = checkInput(schema, data);
  if (!parsed.ok) {
    callableRejected(name, 'invalid-argument', JSON.stringify(parsed.error.fields ?? {}));
    throw domainToHttpsError(parsed.error);
  }
  try {
    return await run(parsed.data);
  } catch (error) {
    const known = knownHttpsError(error);
    if (known) {
      callableRejected(name, known.code, known.message);
      throw known;
    }
    callableFailed(name, error);
    throw internalError();
  }
}

/**
 * Staff rights follow the account as Auth holds it now, not the ID token a browser still carries (valid up to an
 * hour): a role-gated call reads the account (one Auth lookup, what `checkRevoked` costs) and answers with its
 * current role, so a demotion ends staff calls at once and a promotion opens them at once
 * (docs/architecture.md#security). A disabled account, or a session revoked after this token was issued, is ended.
 */
async function currentRole(request: CallableRequest): Promise<Role | undefined> {
  if (!request.auth) return undefined;
  const ended = (reason: string): HttpsError => {
    callableRejected(functionName(), 'unauthenticated', reason);
    return new HttpsError('unauthenticated', SESSION_ENDED, { kind: 'not_allowed', code: 'auth/required' });
  };
  let user: UserRecord;
  try {
    user = await getAuth().getUser(request.auth.uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') throw ended('auth/user-not-found');
    throw error;
  }
  if (user.disabled) throw ended('auth/user-disabled');
  // As checkRevoked: a token signed in before the account's sessions were revoked is no longer good.
  const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (Number(request.auth.token.auth_time) * 1000 < validSince) throw ended('auth/id-token-revoked');
  return roleOf(user.customClaims?.role);
}

export type DeployedCallable<N extends CallableName> = CallableFunction<unknown, Promise<CallableResult<N>>>;

/** The input schema of a contract callable. */
function contractSchema<N extends CallableName>(name: N): z.ZodType<CallableInput<N>> {
  // CallableInput<N> is by definition the output of CALLABLES[N].input; TypeScript cannot follow a generic index.
  return CALLABLES[name].input as unknown as z.ZodType<CallableInput<N>>;
}

/** A caller from a token, or null when signed out. */
function callerOf(auth: CallableRequest['auth']): Caller | null {
  if (!auth) return null;
  return {
    uid: auth.uid,
    email: typeof auth.token.email === 'string' ? auth.token.email : null,
    role: roleOf(auth.token.role),
  };
}

/**
 * A callable anyone may call, signed in or not (a guest's cart checks a referral code): the same parsing and
 * error mapping, the caller null when signed out. Only for answers that reveal nothing private.
 */
export function openCallable<N extends CallableName>(
  name: N,
  handler: (input: CallableInput<N>, caller: Caller | null) => Promise<CallableResult<N>>,
  runtime: Omit<CallableOptions, 'region' | 'secrets'> = {},
): DeployedCallable<N> {
  return onCall({ ...runtime, region: REGION }, (request) => runOpenCallable(contractSchema(name), handler, request));
}

export function runOpenCallable<S extends z.ZodType, R>(
  schema: S,
  handler: (input: z.output<S>, caller: Caller | null) => Promise<R>,
  request: Pick<CallableRequest, 'auth' | 'data'>,
): Promise<R> {
  const caller = callerOf(request.auth);
  return parseAndRun(functionName(), schema, request.data, (input) => handler(input, caller));
}

export function callable<N extends CallableName>(
  name: N,
  handler: (input: CallableInput<N>, caller: Caller) => Promise<CallableResult<N>>,
  settings: CallableSettings = {},
): DeployedCallable<N> {
  const schema = contractSchema(name);
  return onCall(
    { ...settings.runtime, region: REGION, secrets: settings.secrets ? [...settings.secrets] : [] },
    async (request) =>
      runCallable(schema, handler, settings, request, settings.role ? await currentRole(request) : undefined),
  );
}

/** A contract callable's handler with its dependencies first, so tests call the same function with their own. */
export type Handler<N extends CallableName, D> = (
  deps: D,
  caller: Caller,
  input: CallableInput<N>,
) => Promise<CallableResult<N>>;

/** `callable` for a Handler: the live dependencies are built at call time (secrets are only readable then). */
export function handlerCallable<N extends CallableName, D>(
  name: N,
  live: () => D,
  handler: Handler<N, D>,
  settings: CallableSettings = {},
): DeployedCallable<N> {
  return callable(name, (input, caller) => handler(live(), caller, input), settings);
}

/** A staff tool that needs only Firestore and the clock (inventory, purchase orders, production, catalogue). */
export function staffCallable<N extends CallableName>(name: N, handler: Handler<N, DbClockDeps>): DeployedCallable<N> {
  return handlerCallable(name, liveDbClock, handler, { role: 'staff' });
}

/** Who calls a callable open to signed-out visitors: the account if any, and the client address for rate limits. */
export interface PublicCaller {
  readonly uid: string | null;
  readonly ip: string;
}

/**
 * The client address: the last X-Forwarded-For entry is the one Google's front end appended (earlier entries are
 * whatever the client sent); without the header, the socket's peer.
 */
export function clientAddress(request: Pick<CallableRequest, 'rawRequest'>): string {
  const forwarded = request.rawRequest.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.at(-1) ?? request.rawRequest.socket?.remoteAddress ?? 'unknown';
}

/** A callable anyone may call (the newsletter signup): the same parse and error mapping, no sign-in required. */
export function publicCallable<N extends CallableName>(
  name: N,
  handler: (input: CallableInput<N>, caller: PublicCaller) => Promise<CallableResult<N>>,
  settings: Pick<CallableSettings, 'runtime'> = {},
): DeployedCallable<N> {
  return onCall({ ...settings.runtime, region: REGION }, async (request) => {
    const caller: PublicCaller = { uid: request.auth?.uid ?? null, ip: clientAddress(request) };
    const parsed = checkInput(contractSchema(name), request.data);
    if (!parsed.ok) {
      callableRejected(functionName(), 'invalid-argument', JSON.stringify(parsed.error.fields ?? {}));
      throw domainToHttpsError(parsed.error);
    }
    try {
      return await handler(parsed.data, caller);
    } catch (error) {
      const known = knownHttpsError(error);
      if (known) {
        callableRejected(functionName(), known.code, known.message);
        throw known;
      }
      callableFailed(functionName(), error);
      throw internalError();
    }
  });
}
