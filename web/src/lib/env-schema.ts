// The zod schema of the web app's environment, checked when Vite builds or serves the app (vite.config.ts) and
// by tests. Every missing or malformed key is named in one error.
import * as z from 'zod';
import { EnvError, toAppEnv, type AppEnv } from './env';

const required = z.string().trim().min(1, 'is required');
const hostPort = z.string().regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port');
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');

export const webEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_FUNCTIONS_REGION: required,
  VITE_PAYSTACK_PUBLIC_KEY: required,
  VITE_PAYSTACK_SCRIPT_URL: httpUrl,
  VITE_AUTH_EMULATOR_URL: httpUrl.optional(),
  VITE_FIRESTORE_EMULATOR_HOST: hostPort.optional(),
  VITE_STORAGE_EMULATOR_HOST: hostPort.optional(),
  VITE_FUNCTIONS_EMULATOR_HOST: hostPort.optional(),
});

/** Parse the env (empty strings count as missing); throws EnvError naming every bad key. */
export function parseEnv(raw: Readonly<Record<string, unknown>>): AppEnv {
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const result = webEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${String(issue.path[0])} ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
    );
    throw new EnvError(
      `Invalid web environment: ${[...new Set(problems)].join('; ')}. See scripts/lib/stack.ts webEnv().`,
    );
  }
  return toAppEnv(result.data);
}
