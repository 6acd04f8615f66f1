import fs from 'node:fs/promises';
import path from 'node:path';
import type { FirestoreAuthorizer, RulesIssue, RulesRequest } from '../../shared/contract';
import { FsError } from '../errors';
import type { Logger } from '../log';
import type { Caller } from './caller';

/** A project id no client can use (ids cannot contain parentheses), for compiling the rules file up front. */
const RULES_CHECK_PROJECT = '(rules-file-check)';

export interface AccessOptions {
  readonly authorizer: FirestoreAuthorizer | undefined;
  readonly rulesOff: boolean;
  readonly rulesFile: string | undefined;
  readonly log: Logger;
}

/**
 * Decides whether a request may proceed. The owner always may; with rules off everyone may; otherwise the
 * authorizer decides. A project with no rules installed gets the rules file (when one was given) on first use,
 * or is open, as the official emulator is without a rules file.
 */
export class AccessControl {
  private fileSource: string | undefined;
  /** Projects whose rules came from the file (a reload re-applies them); PUT rules take a project off this set. */
  private readonly fromFile = new Set<string>();

  constructor(private readonly options: AccessOptions) {
    if (!options.authorizer && !options.rulesOff) {
      throw new Error(
        'The Firestore stand-in needs a security rules engine: pass an authorizer, or start with rules off (--no-rules / rulesOff: true).',
      );
    }
    if (options.rulesFile && !options.authorizer) {
      throw new Error(
        'A rules file was given but no rules engine is available; drop --rules or provide an authorizer.',
      );
    }
  }

  get rulesEnabled(): boolean {
    return this.options.authorizer !== undefined && !this.options.rulesOff;
  }

  /** Reads the rules file (at start and on reload) and re-applies it to the projects that use it. */
  async loadRulesFile(): Promise<readonly RulesIssue[]> {
    const file = this.options.rulesFile;
    const authorizer = this.options.authorizer;
    if (!file || !authorizer) return [];
    const source = await fs.readFile(file, 'utf8');
    const name = path.basename(file);
    // Compile once up front so errors show at start (and on reload) rather than at the first request.
    const issues = authorizer.setRules(RULES_CHECK_PROJECT, source, name).issues;
    if (issues.some((i) => i.severity === 'ERROR') && this.fileSource !== undefined) return issues; // keep the rules in force
    this.fileSource = source;
    for (const project of this.fromFile) authorizer.setRules(project, source, name);
    return issues;
  }

  /** Installs rules for a project (the emulator's PUT …:securityRules). */
  setRules(project: string, source: string, fileName?: string): readonly RulesIssue[] {
    const authorizer = this.options.authorizer;
    if (!authorizer || this.options.rulesOff) {
      throw new FsError(
        'FAILED_PRECONDITION',
        'Security rules are off on this server (started with --no-rules); it cannot load rules.',
      );
    }
    this.fromFile.delete(project);
    return authorizer.setRules(project, source, fileName).issues;
  }

  /** 'open' without any rules (official emulator default), 'closed' when the rules file does not compile. */
  private ensureRules(project: string, authorizer: FirestoreAuthorizer): 'rules' | 'open' | 'closed' {
    if (authorizer.hasRules(project)) return 'rules';
    if (this.fileSource === undefined || !this.options.rulesFile) return 'open';
    const issues = authorizer.setRules(project, this.fileSource, path.basename(this.options.rulesFile)).issues;
    for (const issue of issues)
      this.options.log.warn(`rules ${issue.severity} ${issue.line}:${issue.column} ${issue.description}`);
    this.fromFile.add(project);
    return authorizer.hasRules(project) ? 'rules' : 'closed';
  }

  /** Throws PERMISSION_DENIED unless the caller may make this request. `build` runs only when rules apply. */
  check(caller: Caller, project: string, build: () => RulesRequest): void {
    if (caller.owner || !this.rulesEnabled) return;
    const authorizer = this.options.authorizer!;
    const mode = this.ensureRules(project, authorizer);
    if (mode === 'open') return;
    if (mode === 'closed')
      throw new FsError('PERMISSION_DENIED', `Missing or insufficient permissions. The rules file does not compile.`);
    const decision = authorizer.authorize(build());
    if (!decision.allowed) {
      this.options.log.debug(`rules denied ${project}: ${decision.reason}`);
      throw new FsError('PERMISSION_DENIED', `Missing or insufficient permissions. ${decision.reason}`.trim());
    }
  }

  /** Operations clients may never do (ListCollectionIds): owner only when rules apply. */
  requireOwner(caller: Caller, what: string): void {
    if (caller.owner || !this.rulesEnabled) return;
    throw new FsError(
      'PERMISSION_DENIED',
      `Missing or insufficient permissions. ${what} is only available to the owner (Admin SDK).`,
    );
  }
}
