/** A levelled logger that writes single lines to stdout/stderr. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, silent: 100 };

export interface Logger {
  readonly level: LogLevel;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

export function isLogLevel(value: string): value is LogLevel {
  return Object.hasOwn(RANK, value);
}

export function createLogger(level: LogLevel): Logger {
  const enabled = (at: LogLevel): boolean => RANK[at] >= RANK[level];
  return {
    level,
    debug: (m) => {
      if (enabled('debug')) process.stdout.write(`${m}\n`);
    },
    info: (m) => {
      if (enabled('info')) process.stdout.write(`${m}\n`);
    },
    warn: (m) => {
      if (enabled('warn')) process.stderr.write(`${m}\n`);
    },
  };
}
