import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliOptions } from '../cli';

const BIN = fileURLToPath(new URL('../../../bin/emulators.mjs', import.meta.url));

describe('parseCliOptions', () => {
  it('reads flags, falling back to the environment and then to defaults', () => {
    expect(
      parseCliOptions(
        ['--port', '4010', '--secret', 'sk_test_x', '--webhook-url', 'http://127.0.0.1:5001/p/r/paystackWebhook'],
        {},
      ),
    ).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      secretKey: 'sk_test_x',
      webhookUrl: 'http://127.0.0.1:5001/p/r/paystackWebhook',
      webhookAttempts: 3,
      webhookRetryDelayMs: 1000,
      logLevel: 'info',
    });
    expect(
      parseCliOptions([], { PAYSTACK_SECRET_KEY: 'sk_test_env', PAYSTACK_WEBHOOK_URL: 'http://localhost:1/h' }),
    ).toMatchObject({
      port: 4010,
      secretKey: 'sk_test_env',
      webhookUrl: 'http://localhost:1/h',
    });
  });

  it.each([
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--webhook-url', 'not-a-url']],
    [['--log-level', 'loud']],
    [['--webhook-attempts', '0']],
    [['--secret', '']],
    [['--unknown-flag']],
  ])('rejects %j', (argv) => {
    expect(() => parseCliOptions(argv, {})).toThrow();
  });
});

describe('emulators paystack (the real CLI)', () => {
  it('prints one line when listening, answers GET /, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'paystack', '--port', '0', '--secret', 'sk_test_cli'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => stdout, { timeout: 30_000, interval: 100 }).toMatch(/listening on (http:\/\/\S+)/);
    const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1] ?? '';
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    const bad = await fetch(`${url}/transaction/verify/x`, { headers: { authorization: 'Bearer sk_test_other' } });
    expect(bad.status).toBe(401);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('exits with 2 and the usage on a bad flag', async () => {
    const child = spawn(process.execPath, [BIN, 'paystack', '--port', 'x'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be an integer');
    expect(stderr).toContain('usage: emulators paystack');
  });
});
