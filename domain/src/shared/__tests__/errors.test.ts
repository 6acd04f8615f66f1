import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ERROR_KINDS,
  HTTPS_ERROR_CODE,
  domainErrorFromDetails,
  errorDetail,
  invalidData,
  isDomainError,
  userMessage,
} from '../errors';
import { GENERIC_ERROR, INVALID_INPUT, NOT_ALLOWED, NOT_FOUND, NOT_SIGNED_IN, SHOP_BUSY } from '../messages';
import { PO_ONLY_DRAFTS_SUBMIT } from '../../purchase-orders/messages';

describe('DomainError', () => {
  it('a closed set of kinds, each mapped to one HttpsError code', () => {
    expect(ERROR_KINDS).toEqual([
      'invalid_data',
      'not_found',
      'conflict',
      'not_allowed',
      'out_of_stock',
      'payment_failed',
    ]);
    expect(HTTPS_ERROR_CODE).toEqual({
      invalid_data: 'invalid-argument',
      not_found: 'not-found',
      conflict: 'failed-precondition',
      not_allowed: 'permission-denied',
      out_of_stock: 'failed-precondition',
      payment_failed: 'aborted',
    });
  });

  it('carries kind, stable code, message and field details', () => {
    const e = invalidData('Name is required.', { name: 'Name is required.' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('DomainError');
    expect(e.httpsCode).toBe('invalid-argument');
    expect(e.toDetails()).toEqual({
      kind: 'invalid_data',
      code: 'input/invalid',
      fields: { name: 'Name is required.' },
    });
    const c = new DomainError('conflict', 'po/only-drafts-submit', PO_ONLY_DRAFTS_SUBMIT);
    expect(c.toDetails()).toEqual({ kind: 'conflict', code: 'po/only-drafts-submit' });
    expect(isDomainError(c)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('round-trips through HttpsError details', () => {
    const e = new DomainError('out_of_stock', 'stock/insufficient', 'Only 1 left in size M of Tee.', {
      'stock.M': 'x',
    });
    const back = domainErrorFromDetails(e.toDetails(), e.message);
    expect(back).toMatchObject({
      kind: 'out_of_stock',
      code: 'stock/insufficient',
      message: e.message,
      fields: { 'stock.M': 'x' },
    });
    expect(
      domainErrorFromDetails({ kind: 'conflict', code: 'po/needs-line', fields: { a: 1 } }, 'm')?.fields,
    ).toBeUndefined();
    expect(domainErrorFromDetails({ kind: 'weird', code: 'po/needs-line' }, 'm')).toBeNull();
    expect(domainErrorFromDetails({ kind: 'conflict', code: 'made/up' }, 'm')).toBeNull();
    expect(domainErrorFromDetails(null, 'm')).toBeNull();
  });
});

describe('user messages', () => {
  it('our errors keep their words, directly or inside an HttpsError', () => {
    expect(userMessage(new DomainError('conflict', 'po/only-drafts-submit', PO_ONLY_DRAFTS_SUBMIT))).toBe(
      PO_ONLY_DRAFTS_SUBMIT,
    );
    const https = {
      code: 'functions/failed-precondition',
      message: PO_ONLY_DRAFTS_SUBMIT,
      details: { kind: 'conflict', code: 'po/only-drafts-submit' },
    };
    expect(userMessage(https)).toBe(PO_ONLY_DRAFTS_SUBMIT);
  });

  it('known Firebase codes get plain words; anything else the generic message', () => {
    expect(userMessage({ code: 'functions/unauthenticated', message: 'internal text' })).toBe(NOT_SIGNED_IN);
    expect(userMessage({ code: 'permission-denied', message: 'Missing or insufficient permissions.' })).toBe(
      NOT_ALLOWED,
    );
    expect(userMessage({ code: 'firestore/not-found' })).toBe(NOT_FOUND);
    expect(userMessage({ code: 'functions/invalid-argument', message: 'x' })).toBe(INVALID_INPUT);
    // The server out of retries against other buyers (functions' lib/errors.ts), or the network gone: try again.
    expect(userMessage({ code: 'functions/unavailable', message: 'x' })).toBe(SHOP_BUSY);
    expect(userMessage({ code: 'functions/internal', message: 'stack trace…' })).toBe(GENERIC_ERROR);
    expect(userMessage(new Error('TypeError: x is undefined'))).toBe(GENERIC_ERROR);
    expect(userMessage('boom')).toBe(GENERIC_ERROR);
    expect(userMessage(undefined, 'Failed to save product.')).toBe('Failed to save product.');
  });

  it('the raw detail for templated messages', () => {
    expect(errorDetail(new Error('quota exceeded'))).toBe('quota exceeded');
    expect(errorDetail({ message: 'from firebase' })).toBe('from firebase');
    expect(errorDetail('plain')).toBe('plain');
    expect(errorDetail(42)).toBe('42');
  });
});
