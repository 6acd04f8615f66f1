// Live reads parsed by the domain's schemas: reactfire keeps one listener per query (shared by every component that
// asks for it) and this turns its snapshots into the domain's shapes, ids included. A dropped connection is shown
// once, by the layout (use-reconnecting.ts); the SDK reconnects and the listeners resume by themselves.
import { useMemo } from 'react';
import { useFirestoreCollection, useFirestoreDoc } from 'reactfire';
import type { DocumentReference, Query } from 'firebase/firestore';
import type * as z from 'zod';
import { parseDocument, readDocuments } from '../schema-reader';

export interface LiveResult<T> {
  readonly status: 'loading' | 'success' | 'error';
  readonly data: T | undefined;
  readonly error: Error | undefined;
}

/** A query's documents, newest answer first, parsed (a damaged document is reported and left out). */
export function useLiveDocuments<S extends z.ZodType<object>>(
  schema: S,
  query: Query,
): LiveResult<(z.output<S> & { readonly id: string })[]> {
  const result = useFirestoreCollection(query);
  const snapshot = result.status === 'success' ? result.data : undefined;
  const data = useMemo(() => (snapshot ? readDocuments(schema, snapshot.docs) : undefined), [schema, snapshot]);
  return {
    status: result.status,
    data,
    error: result.error,
  };
}

/** One document, parsed; `null` when it does not exist. */
export function useLiveDocument<S extends z.ZodType<object>>(
  schema: S,
  ref: DocumentReference,
): LiveResult<(z.output<S> & { readonly id: string }) | null> {
  const result = useFirestoreDoc(ref);
  const snapshot = result.status === 'success' ? result.data : undefined;
  const data = useMemo(
    () =>
      snapshot === undefined
        ? undefined
        : snapshot.exists()
          ? { ...parseDocument(schema, snapshot.ref.path, snapshot.data()), id: snapshot.id }
          : null,
    [schema, snapshot],
  );
  return {
    status: result.status,
    data,
    error: result.error,
  };
}
