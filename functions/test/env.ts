// Before any test module loads firebase-admin: point it (and the handlers' lazy admin) at the test stack.
import { collectLogs } from './logs';
import { useStackEnv } from './stack';

useStackEnv();
collectLogs();
