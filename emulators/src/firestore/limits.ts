/** Production's request limit: 10 MiB per request (https://firebase.google.com/docs/firestore/quotas). */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
export const REQUEST_TOO_LARGE_MESSAGE = `Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`;
