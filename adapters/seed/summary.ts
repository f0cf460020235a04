/**
 * What a seed run reports: how many things of each kind it created (all zero when the demo was
 * already there), which steps ran, and the logins to print. The CLI prints it; the seed itself
 * prints nothing.
 */
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../fixtures/demo/people';
import { AGRIFIELDS_TENANT } from '../../fixtures/demo/tenant';

export const SEED_KINDS = [
  'tenants',
  'users',
  'wallets',
  'personas',
  'rewards',
  'businesses',
  'businessMembers',
  'ecosystems',
  'ecosystemParticipants',
  'addresses',
  'credentials',
  'credentialShares',
  'contracts',
  'assets',
  'contactMessages',
  'leads',
  'tapes',
  'loans',
  'documents',
  'documentRevisions',
  'bidsOpened',
  'bidEntries',
  'bidsClosed',
  'awards',
  'bidQuestions',
  'ddCases',
  'stipulations',
  'stipulationReplies',
  'stipulationsClosed',
  'purchaseDecisions',
  'reprices',
  'stakeholderRows',
  'transfers',
  'servicerAssignments',
  'poolEntries',
  'favouriteFilters',
] as const;

export type SeedKind = (typeof SEED_KINDS)[number];
export type SeedCounts = Partial<Record<SeedKind, number>>;

export interface SeedSummary {
  /** True when every step had already been done: nothing was written. */
  readonly alreadySeeded: boolean;
  /** The steps this run performed, in order (the others were done before). */
  readonly stepsRun: readonly string[];
  /** What this run created, per kind. */
  readonly created: Readonly<Record<SeedKind, number>>;
  /** The demo logins and their one password. */
  readonly logins: readonly { readonly email: string; readonly who: string }[];
  readonly password: string;
  /** Hostnames that show the Agrifields tenant. */
  readonly tenantHosts: readonly string[];
  readonly elapsedMs: number;
}

/** Adds `more` into `total`. */
export function addCounts(total: Record<SeedKind, number>, more: SeedCounts): void {
  for (const [kind, n] of Object.entries(more) as [SeedKind, number][]) total[kind] += n;
}

/** Every kind at zero. */
export function noCounts(): Record<SeedKind, number> {
  return Object.fromEntries(SEED_KINDS.map((k) => [k, 0])) as Record<SeedKind, number>;
}

/** The summary of a run. */
export function summarize(
  stepsRun: readonly string[],
  created: Record<SeedKind, number>,
  elapsedMs: number,
): SeedSummary {
  return {
    alreadySeeded: stepsRun.length === 0,
    stepsRun,
    created,
    logins: DEMO_LOGINS,
    password: DEMO_PASSWORD,
    tenantHosts: AGRIFIELDS_TENANT.hostnames,
    elapsedMs,
  };
}
