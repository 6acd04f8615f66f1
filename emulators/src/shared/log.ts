/** A levelled logger shared by the Storage stand-in and the Paystack double: one prefixed line per event. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

export const LOG_LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

export interface Logger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

export function createLogger(level: LogLevel, prefix: string): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  const at =
    (wanted: LogLevel, write: (line: string) => void) =>
    (message: string): void => {
      if (rank >= LOG_LEVELS.indexOf(wanted)) write(`${prefix} ${message}`);
    };
  return {
    error: at('error', (line) => console.error(line)),
    warn: at('warn', (line) => console.warn(line)),
    info: at('info', (line) => console.log(line)),
    debug: at('debug', (line) => console.log(line)),
  };
}
