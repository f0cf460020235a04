import type { Migration } from 'kysely';
import { migration0001 } from './0001-trading-core';
import { migration0002 } from './0002-bidding-and-tapes';
import { migration0003 } from './0003-diligence-and-transfer';
import { migration0004 } from './0004-auth';
import { migration0005 } from './0005-accounts';
import { migration0006 } from './0006-idempotency';
import { migration0007 } from './0007-tape-files';
import { migration0008 } from './0008-blob-uploads';
import { migration0009 } from './0009-payments';
import { migration0010 } from './0010-account-security';
import { migration0011 } from './0011-blob-names';
import { migration0012 } from './0012-idempotency-leases';
import { migration0013 } from './0013-audit-key';
import { migration0014 } from './0014-contact-verification';
import { migration0015 } from './0015-partner-sessions';
import { migration0016 } from './0016-sign-in-throttling';
import { migration0017 } from './0017-user-route-settings';
import { migration0018 } from './0018-loan-values-not-reported';
import { migration0019 } from './0019-staking';
import { migration0020 } from './0020-audit-sequence';
import { migration0021 } from './0021-loan-search-index';
import { migration0022 } from './0022-visible-loan-indexes';

/**
 * Every migration, in order, listed in code (no folder scanning: works under tsx and in a
 * bundle). Names sort in the order they run. Append only: a released migration is never edited,
 * renamed or removed — the database records which names it has run.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_trading_core': migration0001,
  '0002_bidding_and_tapes': migration0002,
  '0003_diligence_and_transfer': migration0003,
  '0004_auth': migration0004,
  '0005_accounts': migration0005,
  '0006_idempotency': migration0006,
  '0007_tape_files': migration0007,
  '0008_blob_uploads': migration0008,
  '0009_payments': migration0009,
  '0010_account_security': migration0010,
  '0011_blob_names': migration0011,
  '0012_idempotency_leases': migration0012,
  '0013_audit_key': migration0013,
  '0014_contact_verification': migration0014,
  '0015_partner_sessions': migration0015,
  '0016_sign_in_throttling': migration0016,
  '0017_user_route_settings': migration0017,
  '0018_loan_values_not_reported': migration0018,
  '0019_staking': migration0019,
  '0020_audit_sequence': migration0020,
  '0021_loan_search_index': migration0021,
  '0022_visible_loan_indexes': migration0022,
};
