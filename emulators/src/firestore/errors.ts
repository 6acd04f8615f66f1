/** gRPC status codes (google/rpc/code.proto) and the error type every layer throws. */
export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type CodeName = keyof typeof Code;

/** Canonical gRPC → HTTP mapping (code.proto comments), used by the REST front end. */
const HTTP_STATUS: Record<CodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export class FsError extends Error {
  constructor(
    readonly code: CodeName,
    message: string,
  ) {
    super(message);
    this.name = 'FsError';
  }

  get numericCode(): number {
    return Code[this.code];
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const invalidArgument = (message: string): FsError => new FsError('INVALID_ARGUMENT', message);

/** Any thrown value as an FsError; unexpected errors become INTERNAL so clients see a status, not a hang. */
export function toFsError(err: unknown): FsError {
  if (err instanceof FsError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new FsError('INTERNAL', `Internal error: ${message}`);
}

/** The message production uses for contention (ABORTED); the Admin SDK retries on the code. */
export const CONTENTION_MESSAGE = 'Too much contention on these documents. Please try again.';
/** Production's text for an unknown or expired transaction id; the Admin SDK matches /transaction has expired/. */
export const EXPIRED_TRANSACTION_MESSAGE = 'The referenced transaction has expired or is no longer valid.';
