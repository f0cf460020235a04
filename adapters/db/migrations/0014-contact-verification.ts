import type { Kysely } from 'kysely';

/**
 * 0014 — accounts record when their email and mobile number were last proven by an OTP sent to
 * them. Accounts made before this start unproven: nothing recorded which of the two their
 * sign-up code went to, so each person proves an address again (PUT /users with a code) before
 * it counts as theirs, e.g. to accept a business invitation. Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ['email_verified_at', 'mobile_verified_at']) {
    await db.schema.alterTable('users').addColumn(name, 'text').execute();
  }
}

export const migration0014 = { up };
