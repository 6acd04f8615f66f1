// Unit tests collect the handlers' log events too (tests assert on them), without a stack to point at.
import { collectLogs } from './logs';

collectLogs();
