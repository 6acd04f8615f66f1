import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { StorageRules } from '../rules';
import type { Logger } from './log';

/** The Storage rules in force. A failed load keeps the previous rules. */
export class RulesHolder {
  current: StorageRules | null = null;

  constructor(private readonly log: Logger) {}

  /** Compiles and installs; returns the error message (file:line:col) when it fails. */
  load(source: string, fileName: string): string | null {
    const result = StorageRules.compile(source, fileName);
    if (!result.ok) {
      this.log.error(`rules not loaded, keeping the previous rules:\n${result.message}`);
      return result.message;
    }
    for (const i of result.issues) this.log.warn(`${fileName}:${i.line}:${i.column}: ${i.description}`);
    this.current = result.rules;
    this.log.info(`rules loaded from ${fileName}`);
    return null;
  }

  async loadFile(path: string): Promise<string | null> {
    return this.load(await readFile(path, 'utf8'), path);
  }

  /**
   * Reloads the file when it changes. Watches the directory, since editors often replace the file (rename)
   * rather than write it in place; changes are debounced.
   */
  watchFile(path: string): FSWatcher {
    let timer: NodeJS.Timeout | undefined;
    let last = '';
    void readFile(path, 'utf8').then(
      (s) => (last = s),
      () => undefined,
    );
    const watcher = watch(dirname(path), (_event, file) => {
      if (file !== null && file !== basename(path)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        readFile(path, 'utf8').then(
          (source) => {
            if (source === last) return;
            last = source;
            this.load(source, path);
          },
          (e: unknown) => this.log.error(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`),
        );
      }, 100);
    });
    watcher.on('close', () => clearTimeout(timer));
    return watcher;
  }
}
