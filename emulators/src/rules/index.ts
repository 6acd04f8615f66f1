/**
 * The Security Rules engine of the Storage stand-in (Google's Storage rules runtime is not on these machines):
 * parser, checker and evaluator for rules_version 1 and 2, and the Storage service binding.
 */
export {
  StorageRules,
  type ObjectVersionFacts,
  type StorageObjectFacts,
  type StorageRulesRequest,
} from './storage/authorizer';
export { compileRules, type CompiledRules, type CompileIssue, type CompileResult, type ServiceName } from './compile';
export { evaluateAccess, ANY_ID, ANY_PREFIX, type AccessRequest, type AccessResult, type PathSegment } from './engine';
export { callerFromAuthorization, decodeIdToken, type Caller } from './token';
export { parseRules, parseExpression } from './syntax/parser';
export { RulesSyntaxError } from './syntax/errors';
