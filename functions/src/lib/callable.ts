/**
 * `defineCallable(name, {who, deps, handler, …})`: the one way to define a callable. `name` is an entry of the
 * domain's callable contract (`@aso/domain/contract`), which gives the input schema and the answer the handler must
 * return; `who` says who may call it (anyone, a signed-in account, staff, admin); `deps` builds the live dependencies
 * at call time (secrets are only readable then); `handler(deps, caller, input)` is the same function tests call with
 * their own dependencies. The wrapper checks `request.auth` (and, for staff and admin, the account's current role),
 * parses `request.data` with the contract's schema (a bad input is invalid-argument with field details and the
 * handler never runs), and turns DomainErrors into HttpsErrors.
 *
 *   export const payBalance = defineCallable('payBalance', {
 *     who: 'signed-in', deps: liveDeps, handler: handlePayBalance, secrets: [PAYSTACK_SECRET_KEY] });
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
import { domainToHttpsError, internalError, knownHttpsError } from './errors';
import { callableFailed, callableRejected } from './logs';
import { REGION } from './region';

/** A signed-in caller. */
export interface Caller {
  readonly uid: string;
  /** The account's email when the token has one. */
  readonly email: string | null;
  /** 'customer' when the token carries no role claim. */
  readonly role: Role;
}

/** Who calls a callable open to signed-out visitors: the account if any, and the client address for rate limits. */
export interface Visitor {
  readonly uid: string | null;
  readonly email: string | null;
  readonly role: Role;
  readonly ip: string;
}

export type RequiredRole = 'staff' | 'admin';

type Answer<N extends CallableName> = Promise<CallableResult<N>>;

/** How a callable runs, apart from the trigger: who may call and what runs with the parsed input. */
export type CallableRun<I, R> =
  | { readonly who: 'anyone'; readonly run: (input: I, caller: Visitor) => Promise<R> }
  | {
      readonly who: 'signed-in' | RequiredRole;
      readonly run: (input: I, caller: Caller) => Promise<R>;
      /** What a signed-out caller is told (default 'Please sign in first.'). */
      readonly signInMessage?: string;
    };

interface Deployment<D> {
  /** The live dependencies, built at call time. */
  readonly deps: () => D;
  /** Secrets the handler reads (PAYSTACK_SECRET_KEY, …). */
  readonly secrets?: readonly SecretParam[];
  /** Anything else onCall accepts (timeoutSeconds, concurrency, …); the region is always REGION. */
  readonly runtime?: Omit<CallableOptions, 'region' | 'secrets'>;
}

/** A callable's definition: who may call, its dependencies and its handler (deps, caller, input). */
export type CallableDefinition<N extends CallableName, D> = Deployment<D> &
  (
    | { readonly who: 'anyone'; readonly handler: (deps: D, caller: Visitor, input: CallableInput<N>) => Answer<N> }
    | {
        readonly who: 'signed-in' | RequiredRole;
        readonly handler: Handler<N, D>;
        readonly signInMessage?: string;
      }
  );

/** A contract callable's handler for signed-in callers, dependencies first (tests call it with their own). */
export type Handler<N extends CallableName, D> = (deps: D, caller: Caller, input: CallableInput<N>) => Answer<N>;

export type DeployedCallable<N extends CallableName> = CallableFunction<unknown, Promise<CallableResult<N>>>;

/** Define a callable of the contract: see the top of this file. */
export function defineCallable<N extends CallableName, D>(
  name: N,
  definition: CallableDefinition<N, D>,
): DeployedCallable<N> {
  const schema = contractSchema(name);
  const run = boundRun(definition);
  const { runtime, secrets } = definition;
  return onCall({ ...runtime, region: REGION, secrets: secrets ? [...secrets] : [] }, async (request) =>
    runCallable(
      schema,
      run,
      request,
      run.who === 'staff' || run.who === 'admin' ? await currentRole(request) : undefined,
    ),
  );
}

/** The definition's handler with its live dependencies built at call time. */
function boundRun<N extends CallableName, D>(
  definition: CallableDefinition<N, D>,
): CallableRun<CallableInput<N>, CallableResult<N>> {
  if (definition.who === 'anyone') {
    const { handler, deps } = definition;
    return { who: 'anyone', run: (input, caller) => handler(deps(), caller, input) };
  }
  const { handler, deps, who, signInMessage } = definition;
  return { who, signInMessage, run: (input, caller) => handler(deps(), caller, input) };
}

export function roleOf(claim: unknown): Role {
  return claim === 'staff' || claim === 'admin' ? claim : 'customer';
}

export function hasRole(role: Role, required: RequiredRole | undefined): boolean {
  if (!required) return true;
  return required === 'admin' ? role === 'admin' : role === 'staff' || role === 'admin';
}

const functionName = (): string => process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'callable';

/** What a callable's checks read of the request (a unit test builds it by hand; rawRequest only for the address). */
export type CallRequest = Pick<CallableRequest, 'auth' | 'data'> & Partial<Pick<CallableRequest, 'rawRequest'>>;

/**
 * The checks and error mapping of a callable, without the trigger: `defineCallable` wraps this, and unit tests run it
 * with a hand-made request.
 */
export async function runCallable<S extends z.ZodType, R>(
  schema: S,
  callable: CallableRun<z.output<S>, R>,
  request: CallRequest,
  /** The account's role as Auth holds it now (role-gated callables read it); else the token's. */
  currentRole?: Role,
): Promise<R> {
  const name = functionName();
  if (callable.who === 'anyone') {
    const visitor: Visitor = {
      uid: request.auth?.uid ?? null,
      email: emailOf(request.auth),
      role: roleOf(request.auth?.token.role),
      ip: request.rawRequest ? clientAddress(request.rawRequest) : 'unknown',
    };
    return parseAndRun(name, schema, request.data, (input) => callable.run(input, visitor));
  }
  const auth = request.auth;
  if (!auth) {
    callableRejected(name, 'unauthenticated', 'not signed in');
    throw new HttpsError('unauthenticated', callable.signInMessage ?? NOT_SIGNED_IN, {
      kind: 'not_allowed',
      code: 'auth/required',
    });
  }
  const caller: Caller = { uid: auth.uid, email: emailOf(auth), role: currentRole ?? roleOf(auth.token.role) };
  const required = callable.who === 'signed-in' ? undefined : callable.who;
  if (!hasRole(caller.role, required)) {
    callableRejected(name, 'permission-denied', `role ${caller.role} is not ${required ?? ''}`);
    throw domainToHttpsError(new DomainError('not_allowed', 'auth/not-allowed', NOT_ALLOWED));
  }
  return parseAndRun(name, schema, request.data, (input) => callable.run(input, caller));
}

const emailOf = (auth: CallableRequest['auth']): string | null =>
  typeof auth?.token.email === 'string' ? auth.token.email : null;

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
    throw internalError(error);
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

/** The input schema of a contract callable. */
function contractSchema<N extends CallableName>(name: N): z.ZodType<CallableInput<N>> {
  // CallableInput<N> is by definition the output of CALLABLES[N].input; TypeScript cannot follow a generic index.
  return CALLABLES[name].input as unknown as z.ZodType<CallableInput<N>>;
}

/**
 * The client address: the last X-Forwarded-For entry is the one Google's front end appended (earlier entries are
 * whatever the client sent); without the header, the socket's peer.
 */
export function clientAddress(rawRequest: CallableRequest['rawRequest']): string {
  const forwarded = rawRequest.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.at(-1) ?? rawRequest.socket?.remoteAddress ?? 'unknown';
}
