// Types of scripts/import-graph/cruise-project.mjs for the test that runs it.
export interface ImportRuleViolation {
  /** The rule's name in .dependency-cruiser.mjs. */
  rule: string;
  from: string;
  to: string;
  /** For a cycle: the modules it passes through after `from`; else empty. */
  cycle: string[];
}

export interface ImportGraphReport {
  modules: number;
  imports: number;
  violations: ImportRuleViolation[];
}

export const ROOT: string;
export const CRUISED: string[];
/** The violations of the project's import rules among `files` (relative to `baseDir`, by default the project). */
export function cruiseProject(options?: { files?: string[]; baseDir?: string }): Promise<ImportGraphReport>;
