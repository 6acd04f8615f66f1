export { LOG_LEVELS, isLogLevel, type Logger, type LogLevel } from '../shared/log';
import { createLogger as create, type Logger, type LogLevel } from '../shared/log';

export const createLogger = (level: LogLevel, prefix = '[storage]'): Logger => create(level, prefix);
