// A body nested thousands of levels deep is a bad request (400 INVALID_ARGUMENT, as Firestore answers), found while
// decoding: it never reaches a recursive decoder that would overflow the stack and answer 500 with V8's words.
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageType } from '../wire/schema';
import type { Harness } from './harness';
import { rest, startHarness } from './harness';

let h: Harness;
let database: string;

beforeAll(async () => {
  h = await startHarness();
  database = `projects/${h.projectId}/databases/(default)`;
  await h.admin().doc('keep/me').set({ safe: true });
});

afterAll(async () => {
  expect((await h.admin().doc('keep/me').get()).data()).toEqual({ safe: true });
  expect((await h.admin().collection('deep').get()).size).toBe(0);
  await h.stop();
});

/** {mapValue: {fields: {d: …}}} `levels` times around an integer, as proto3 JSON text (built without recursion). */
function deepJsonValue(levels: number): string {
  return '{"mapValue":{"fields":{"d":'.repeat(levels) + '{"integerValue":"1"}' + '}}}'.repeat(levels);
}

/** A protobuf message of length-delimited fields (strings or embedded messages), as [field number, value] in order. */
function message(...fields: readonly (readonly [number, string | Uint8Array])[]): Uint8Array {
  const writer = protobuf.Writer.create();
  for (const [id, value] of fields) {
    writer.uint32((id << 3) | 2);
    if (typeof value === 'string') writer.string(value);
    else writer.bytes(value);
  }
  return writer.finish();
}

/** The same Value as protobuf bytes, built inside out so the test's own encoder never recurses. */
function deepValueBytes(levels: number): Uint8Array {
  const value = messageType('Value');
  const mapValueField = value.fields.mapValue!.id;
  let bytes = value.encode({ integerValue: 1 }).finish();
  // MapValue { fields: map entry { key: 'd', value: <the level below> } }
  for (let i = 0; i < levels; i++) bytes = message([mapValueField, message([1, message([1, 'd'], [2, bytes])])]);
  return bytes;
}

function grpcCommitRaw(body: Uint8Array): Promise<grpc.ServiceError | null> {
  const commit = messageType('CommitRequest');
  const write = messageType('Write');
  const doc = messageType('Document');
  const entry = message([1, 'x'], [2, body]);
  const document = message([doc.fields.name!.id, `${database}/documents/deep/grpc`], [doc.fields.fields!.id, entry]);
  const writeBytes = message([write.fields.update!.id, document]);
  const request = message([commit.fields.database!.id, database], [commit.fields.writes!.id, writeBytes]);
  const client = new grpc.Client(h.host, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  md.set('authorization', 'Bearer owner');
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      '/google.firestore.v1.Firestore/Commit',
      () => Buffer.from(request),
      (b: Buffer) => b,
      null,
      md,
      (error) => {
        client.close();
        resolve(error);
      },
    );
  });
}

describe('deep nesting', () => {
  it.each([5_000, 100_000])(
    'REST: a value nested %i levels deep is 400 INVALID_ARGUMENT, with no stack trace',
    async (levels) => {
      const body = `{"writes":[{"update":{"name":"${database}/documents/deep/rest","fields":{"x":${deepJsonValue(levels)}}}}]}`;
      const res = await rest(h.baseUrl, 'POST', `/v1/${database}/documents:commit`, body, {
        'content-type': 'application/json',
      });
      expect(res.status).toBe(400);
      const error = (res.body as { error: { status: string; message: string } }).error;
      expect(error.status).toBe('INVALID_ARGUMENT');
      expect(error.message).toMatch(/nest/i);
      expect(error.message).not.toMatch(/Maximum call stack|RangeError|at .*\.ts/);
    },
  );

  it('REST: plain arrays nested 5,000 deep are refused the same way', async () => {
    const body = `{"writes":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const res = await rest(h.baseUrl, 'POST', `/v1/${database}/documents:commit`, body, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
  });

  it('REST: values at the allowed depth still commit', async () => {
    const body = `{"writes":[{"update":{"name":"${database}/documents/ok/deep20","fields":{"x":${deepJsonValue(19)}}}}]}`;
    const res = await rest(h.baseUrl, 'POST', `/v1/${database}/documents:commit`, body, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
  });

  it('gRPC: a value nested 5,000 levels deep is INVALID_ARGUMENT', async () => {
    const error = await grpcCommitRaw(deepValueBytes(5_000));
    expect(error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(error?.details).toMatch(/nest/i);
    expect(error?.details).not.toMatch(/Maximum call stack|RangeError/);
  });
});
