/**
 * A seed step: a part of the demo that is written in one transaction, all or nothing, and
 * knows whether it is already in the database — so a second seed changes nothing and a seed
 * interrupted half-way resumes where it stopped.
 */
import type { Stage } from './stage';
import type { SeedCounts } from './summary';

export interface StepContext {
  /** `DEMO_PASSWORD` hashed once by the platform's password hasher, before any transaction. */
  readonly passwordHash: string;
}

export interface SeedStep {
  readonly name: string;
  /** True when the step's effects are already in the database (read inside the step's transaction). */
  done(stage: Stage): Promise<boolean>;
  /** Writes the step through the use cases; returns what it created. */
  run(stage: Stage, context: StepContext): Promise<SeedCounts>;
}
