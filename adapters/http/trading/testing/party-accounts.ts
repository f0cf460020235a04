/**
 * Registering a trading party the way the platform knows one: on a database the party
 * directory is read from the account tables (`users`, `wallets`, `wallet_personas`), so a
 * party is a user with a wallet whose first approved persona has the type name of spec §6.
 */
import type { Kysely } from 'kysely';
import type { User } from '../../../../core/accounts/user';
import type { Party } from '../../../../core/parties/party-directory';
import type { LoanPersona } from '../../../../core/permissions/actor';
import { PERSONA_LABELS } from '../../../../core/permissions/persona';
import { kyselyWalletStore } from '../../../db/accounts/kysely-wallet-store';
import { kyselyUserStore } from '../../../db/auth/kysely-user-store';
import type { DbConnection } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { kyselyUnitOfWork } from '../../../db/unit-of-work';

const accountStores = (tx: Kysely<Database>, dialect: DbConnection['dialect']) => ({
  users: kyselyUserStore(tx),
  wallets: kyselyWalletStore(tx, dialect),
});
type AccountStores = ReturnType<typeof accountStores>;

const written = (what: string) => (ok: boolean) => {
  if (!ok) throw new Error(`${what} clashes with one already registered`);
};

/** A referral code is unique, upper-case letters and digits: made from the id and a counter. */
let registered = 0;
const referralCode = (userId: string) => `${userId.toUpperCase().replace(/[^A-Z0-9]/g, '')}${++registered}`;

/** Opens `userId`'s wallet with `persona` approved in it (what an admin's approval leaves). */
async function openWallet(s: AccountStores, userId: string, persona: LoanPersona | null, at: string) {
  const walletId = `wallet-${userId}`;
  written(`wallet of ${userId}`)(
    await s.wallets.insert({ id: walletId, ownerUserId: userId, role: 'consumer', createdAt: at }),
  );
  if (persona !== null) await approvePersona(s, userId, walletId, persona, at);
}

/** Puts `persona`, approved, into the wallet `walletId` of `userId`. */
async function approvePersona(
  s: AccountStores,
  userId: string,
  walletId: string,
  persona: LoanPersona,
  at: string,
) {
  const typeName = PERSONA_LABELS[persona];
  const inserted = await s.wallets.insertPersona({
    id: `persona-${userId}`,
    walletId,
    personaTypeId: typeName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    typeName,
    status: 'approved',
    viaUbargain: false,
    onboardedAt: at,
    decidedBy: null,
    decidedAt: at,
  });
  written(`persona of ${userId}`)(inserted);
}

/**
 * Registers `party` in one transaction: the user (named as the party, so the directory answers
 * the same name), a consumer wallet and, when the party has a loan persona, that persona
 * approved. Registering the same user twice throws (the in-memory directory would overwrite).
 */
export async function registerPartyAccount(
  connection: DbConnection,
  party: Party,
  at: string,
): Promise<void> {
  const user: User = {
    id: party.userId,
    firstName: party.name,
    lastName: '',
    email: party.email,
    mobile: null,
    passwordHash: null,
    role: 'consumer',
    registeredAs: 'business',
    referralCode: referralCode(party.userId),
    referredBy: null,
    ecosystemId: null,
    personaId: null,
    wallet: null,
    adultConfirmedAt: null,
    createdAt: at,
  };
  await kyselyUnitOfWork(connection.db, connection.dialect, accountStores).run(async (s) => {
    written(`user ${party.userId}`)(await s.users.insert(user));
    await openWallet(s, party.userId, party.persona, at);
  });
}

/** Gives an existing user (e.g. one who signed up over HTTP: the wallet came with the account) `persona`, approved. */
export async function grantLoanPersona(
  connection: DbConnection,
  userId: string,
  persona: LoanPersona,
  at: string,
): Promise<void> {
  await kyselyUnitOfWork(connection.db, connection.dialect, accountStores).run(async (s) => {
    const wallet = await s.wallets.findByOwner(userId);
    if (!wallet) throw new Error(`grantLoanPersona: ${userId} has no wallet`);
    await approvePersona(s, userId, wallet.id, persona, at);
  });
}
