export { LOG_LEVELS, isLogLevel, type Logger, type LogLevel } from '../shared/log';
import { createLogger as create, type Logger, type LogLevel } from '../shared/log';

/** The double's logger: quiet by default in tests, one line per event otherwise. */
export const createLogger = (level: LogLevel, prefix = '[paystack]'): Logger => create(level, prefix);
