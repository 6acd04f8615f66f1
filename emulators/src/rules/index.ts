/**
 * The Security Rules engine shared by the Firestore and Storage stand-ins: parser, checker and evaluator for
 * rules_version 1 and 2, the Firestore authorizer (shared/contract.ts) and Storage rules.
 */
export { createRulesAuthorizer, type RulesAuthorizerOptions } from './firestore/authorizer';
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
