import { randomInt } from 'node:crypto';

/**
 * The `data.status` values a verify can answer (Paystack has more; these are the ones the double reaches):
 * `pending` while a bank transfer or USSD payment is on its way.
 */
export type TransactionStatus = 'abandoned' | 'pending' | 'success' | 'failed' | 'reversed';

/** How the customer pays: a card confirms at once, a bank transfer or USSD payment minutes later. */
export type Channel = 'card' | 'bank_transfer' | 'ussd';
export const CHANNELS: readonly Channel[] = ['card', 'bank_transfer', 'ussd'];

/** Where a refund stands at Paystack (its events: refund.pending, refund.processed, refund.failed, …). */
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';
/** How an arranged refund ends: `pending` stays pending until the control API moves it. */
export type RefundOutcome = 'processed' | 'failed' | 'needs-attention' | 'pending';

export interface Customer {
  readonly id: number;
  readonly customerCode: string;
  readonly email: string;
}

export interface Transaction {
  readonly id: number;
  readonly reference: string;
  readonly accessCode: string;
  /** Kobo. */
  readonly amount: number;
  readonly currency: 'NGN';
  readonly customer: Customer;
  /** As sent to initialize; Paystack answers `""` when none was sent. */
  readonly metadata: unknown;
  readonly callbackUrl: string | null;
  readonly createdAt: Date;
  status: TransactionStatus;
  gatewayResponse: string;
  paidAt: Date | null;
  authorizationCode: string | null;
  /** Kobo refunded so far (processed refunds). */
  refunded: number;
  channel: Channel;
  /** The address that last opened the checkout (the initialize caller's until then). */
  ipAddress: string;
  /** When a transfer or USSD payment was started (status pending). */
  pendingSince: Date | null;
}

export interface Refund {
  readonly id: number;
  readonly transactionId: number;
  readonly transactionReference: string;
  readonly refundReference: string;
  readonly amount: number;
  readonly currency: 'NGN';
  readonly customerNote: string | null;
  readonly merchantNote: string | null;
  readonly createdAt: Date;
  status: RefundStatus;
  updatedAt: Date;
  /** Paystack's reason: its state in capitals while it goes well ('PENDING'), its words when it failed. */
  reason: string;
  /** Paystack's reference of the money movement, known once processed (null while pending, as the events show). */
  processorReference: string | null;
}

/** How the next refund(s) of a reference (or any) end, for tests of failed and slow refunds. */
export interface ArrangedRefundOutcome {
  readonly id: number;
  readonly reference: string | null;
  readonly outcome: RefundOutcome;
  readonly reason: string | null;
  remaining: number;
}

/** Deliberate departures a test asks for, to prove the shop does not rely on what Paystack does not promise. */
export interface Quirks {
  /** `GET /refund` ignores `transaction` and lists every refund (the spec documents no such filter). */
  ignoreRefundTransactionFilter: boolean;
  /** List answers leave `meta.pageCount` out. */
  omitPageCount: boolean;
}

export const NO_QUIRKS: Quirks = { ignoreRefundTransactionFilter: false, omitPageCount: false };

/** A one-shot (or N-shot) change to what the next verify answers, for failure and mismatch tests. */
export interface VerifyOverride {
  readonly id: number;
  /** Only verifies of this reference are affected; null = the next verify of any reference. */
  readonly reference: string | null;
  /** Answer with this HTTP error instead of the transaction. */
  readonly httpStatus: number | null;
  readonly message: string | null;
  /** Otherwise answer the transaction with these fields replaced. */
  readonly status: string | null;
  readonly amount: number | null;
  readonly currency: string | null;
  remaining: number;
}

/** The next N `POST /refund` calls (of one reference, or any) fail with this HTTP error: refund retry tests. */
export interface RefundFailure {
  readonly id: number;
  readonly reference: string | null;
  readonly httpStatus: number;
  readonly message: string;
  remaining: number;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

export interface NewTransaction {
  readonly reference: string | null;
  readonly amount: number;
  readonly email: string;
  readonly metadata: unknown;
  readonly callbackUrl: string | null;
  readonly ipAddress: string;
}

/**
 * Outcomes a test arranged for later calls (verify overrides, refund failures): each applies `remaining` times to
 * its reference (null = any), the first that applies first.
 */
class Arranged<T extends { readonly id: number; readonly reference: string | null; remaining: number }> {
  private items: T[] = [];

  constructor(private readonly nextId: () => number) {}

  add(item: Omit<T, 'id'>): T {
    const stored = { ...item, id: this.nextId() } as T;
    this.items.push(stored);
    return stored;
  }

  take(reference: string, applies: (item: T) => boolean = () => true): T | undefined {
    const found = this.items.find((i) => (i.reference === null || i.reference === reference) && applies(i));
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.items = this.items.filter((i) => i !== found);
    return found;
  }

  list(): readonly T[] {
    return this.items;
  }

  clear(): void {
    this.items = [];
  }
}

/** In-memory state of one double. Everything is lost on reset or restart, like a fresh test integration. */
export class Store {
  private readonly byReference = new Map<string, Transaction>();
  private readonly byId = new Map<number, Transaction>();
  private readonly byAccessCode = new Map<string, Transaction>();
  private readonly customers = new Map<string, Customer>();
  private readonly refunds: Refund[] = [];
  private readonly overrides = new Arranged<VerifyOverride>(() => this.nextOverrideId++);
  private readonly refundFailures = new Arranged<RefundFailure>(() => this.nextOverrideId++);
  private readonly refundOutcomes = new Arranged<ArrangedRefundOutcome>(() => this.nextOverrideId++);
  private readonly timers = new Map<string, NodeJS.Timeout>();
  quirks: Quirks = { ...NO_QUIRKS };
  /** When a bank transfer or USSD payment started in the checkout confirms by itself; null: only when settled. */
  transferConfirmAfterMs: number | null;

  constructor(private readonly defaultTransferConfirmAfterMs: number | null = null) {
    this.transferConfirmAfterMs = defaultTransferConfirmAfterMs;
  }

  private nextTransactionId = 4_100_000_001;
  private nextCustomerId = 210_000_001;
  private nextRefundId = 9_000_001;
  private nextOverrideId = 1;

  hasReference(reference: string): boolean {
    return this.byReference.has(reference);
  }

  createTransaction(input: NewTransaction): Transaction {
    const reference = input.reference ?? this.unusedCode(12, this.byReference);
    const accessCode = this.unusedCode(15, this.byAccessCode);
    const tx: Transaction = {
      id: this.nextTransactionId++,
      reference,
      accessCode,
      amount: input.amount,
      currency: 'NGN',
      customer: this.customerFor(input.email),
      metadata: input.metadata,
      callbackUrl: input.callbackUrl,
      createdAt: new Date(),
      status: 'abandoned',
      gatewayResponse: 'The transaction was not completed',
      paidAt: null,
      authorizationCode: null,
      refunded: 0,
      channel: 'card',
      ipAddress: input.ipAddress,
      pendingSince: null,
    };
    this.byReference.set(reference, tx);
    this.byId.set(tx.id, tx);
    this.byAccessCode.set(accessCode, tx);
    return tx;
  }

  findByReference(reference: string): Transaction | undefined {
    return this.byReference.get(reference);
  }

  findById(id: number): Transaction | undefined {
    return this.byId.get(id);
  }

  findByAccessCode(accessCode: string): Transaction | undefined {
    return this.byAccessCode.get(accessCode);
  }

  /** Paystack's `transaction` field takes an id or a reference; a numeric string may be either. */
  findByIdOrReference(key: string | number): Transaction | undefined {
    if (typeof key === 'number') return this.byId.get(key);
    if (/^\d+$/.test(key)) return this.byId.get(Number(key)) ?? this.byReference.get(key);
    return this.byReference.get(key);
  }

  transactions(): Transaction[] {
    return [...this.byReference.values()];
  }

  addRefund(tx: Transaction, amount: number, customerNote: string | null, merchantNote: string | null): Refund {
    const now = new Date();
    const refund: Refund = {
      id: this.nextRefundId++,
      transactionId: tx.id,
      transactionReference: tx.reference,
      refundReference: `RFD_${randomCode(15)}`,
      amount,
      currency: tx.currency,
      customerNote,
      merchantNote,
      createdAt: now,
      status: 'pending',
      updatedAt: now,
      reason: 'PENDING',
      processorReference: null,
    };
    this.refunds.push(refund);
    return refund;
  }

  findRefund(id: number): Refund | undefined {
    return this.refunds.find((r) => r.id === id);
  }

  /** Kobo already promised back: processed and open refunds count against the balance (failed ones give it back). */
  refundedOrPending(tx: Transaction): number {
    return this.refunds
      .filter((r) => r.transactionId === tx.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  }

  addRefundOutcome(outcome: Omit<ArrangedRefundOutcome, 'id'>): ArrangedRefundOutcome {
    return this.refundOutcomes.add(outcome);
  }

  /** Consumes one use of the first arranged outcome for this reference. */
  takeRefundOutcome(reference: string): ArrangedRefundOutcome | undefined {
    return this.refundOutcomes.take(reference);
  }

  listRefundOutcomes(): readonly ArrangedRefundOutcome[] {
    return this.refundOutcomes.list();
  }

  /** Runs `fn` after `ms` for this reference, replacing a timer it already had; reset and close cancel them. */
  schedule(reference: string, ms: number, fn: () => void): void {
    this.cancelTimer(reference);
    const timer = setTimeout(() => {
      this.timers.delete(reference);
      fn();
    }, ms);
    this.timers.set(reference, timer);
  }

  cancelTimer(reference: string): void {
    const timer = this.timers.get(reference);
    if (timer) clearTimeout(timer);
    this.timers.delete(reference);
  }

  listRefunds(): readonly Refund[] {
    return this.refunds;
  }

  addOverride(override: Omit<VerifyOverride, 'id'>): VerifyOverride {
    return this.overrides.add(override);
  }

  /** Consumes one use of the first override that applies to this reference (only HTTP errors when it is unknown). */
  takeOverride(reference: string, known: boolean): VerifyOverride | undefined {
    return this.overrides.take(reference, (o) => known || o.httpStatus !== null);
  }

  listOverrides(): readonly VerifyOverride[] {
    return this.overrides.list();
  }

  addRefundFailure(failure: Omit<RefundFailure, 'id'>): RefundFailure {
    return this.refundFailures.add(failure);
  }

  /** Consumes one use of the first refund failure that applies to this reference. */
  takeRefundFailure(reference: string): RefundFailure | undefined {
    return this.refundFailures.take(reference);
  }

  listRefundFailures(): readonly RefundFailure[] {
    return this.refundFailures.list();
  }

  reset(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.refundOutcomes.clear();
    this.quirks = { ...NO_QUIRKS };
    this.transferConfirmAfterMs = this.defaultTransferConfirmAfterMs;
    this.byReference.clear();
    this.byId.clear();
    this.byAccessCode.clear();
    this.customers.clear();
    this.refunds.length = 0;
    this.overrides.clear();
    this.refundFailures.clear();
  }

  private customerFor(email: string): Customer {
    const key = email.toLowerCase();
    let customer = this.customers.get(key);
    if (!customer) {
      customer = { id: this.nextCustomerId++, customerCode: `CUS_${randomCode(15)}`, email: key };
      this.customers.set(key, customer);
    }
    return customer;
  }

  private unusedCode(length: number, taken: ReadonlyMap<string, unknown>): string {
    for (;;) {
      const code = randomCode(length);
      if (!taken.has(code)) return code;
    }
  }
}
