export { startStorageServer, type StorageServer, type StorageServerOptions } from './server';
export { main, parseCliOptions, USAGE } from './cli';
