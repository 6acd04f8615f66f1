/** Production's request limit: 10 MiB per request (https://firebase.google.com/docs/firestore/quotas). */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
export const REQUEST_TOO_LARGE_MESSAGE = `Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`;
/**
 * JSON bodies may nest at most this deep. Values may nest 20 maps/arrays (three JSON levels each) inside a request's
 * own few levels, so real requests stay well below; the gRPC decoder (protobufjs) stops at 100 message levels.
 */
export const MAX_JSON_DEPTH = 100;
