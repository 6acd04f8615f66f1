import { invalidArgument } from '../errors';
import { REQUEST_TOO_LARGE_MESSAGE } from '../limits';
import type { HttpRequest } from './types';

/** Parses a JSON body whatever its Content-Type (lite sends text/plain); empty means `{}`. */
export function parseJsonBody(req: HttpRequest): unknown {
  if (req.tooLarge) throw invalidArgument(REQUEST_TOO_LARGE_MESSAGE);
  const text = req.body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw invalidArgument(`Invalid JSON payload received. ${detail}`);
  }
}
