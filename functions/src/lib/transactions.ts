/**
 * Transactions that many buyers hit at once (the stock of a popular size) conflict and are retried by the SDK;
 * the default of 5 attempts turns a busy minute into errors, so money-and-stock transactions allow more.
 */
export const CONTENDED_TX = { maxAttempts: 25 } as const;
