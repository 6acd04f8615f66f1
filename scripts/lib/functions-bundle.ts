/** Builds functions/bundle (the same esbuild step `npm run build -w functions` runs). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackStep } from './proc';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = trackStep(
      spawn(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'functions/build.ts', '--out', outDir],
        { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`functions build failed (exit ${code})`))));
  });
}
