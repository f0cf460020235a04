import type { MemoryDb } from '../../testing/memory-db';
import type { Persona, Wallet } from './wallet';
import type { WalletStore } from './wallet-store';

const byOnboarding = (a: Persona, b: Persona) =>
  a.onboardedAt.localeCompare(b.onboardedAt) || a.id.localeCompare(b.id);

/** In-memory `WalletStore`; the uniqueness rules are the adapter's unique indexes. */
export function memoryWalletStore(db: MemoryDb): WalletStore {
  const wallets = db.table<Wallet>('wallets');
  const personas = db.table<Persona>('wallet_personas');
  return {
    async findByOwner(userId) {
      return wallets.all().find((w) => w.ownerUserId === userId) ?? null;
    },
    async get(walletId) {
      return wallets.get(walletId) ?? null;
    },
    async insert(wallet) {
      if (wallets.has(wallet.id) || wallets.all().some((w) => w.ownerUserId === wallet.ownerUserId))
        return false;
      wallets.put(wallet.id, wallet);
      return true;
    },
    async personasOf(walletId) {
      return personas
        .all()
        .filter((p) => p.walletId === walletId)
        .sort(byOnboarding);
    },
    async getPersona(personaId) {
      return personas.get(personaId) ?? null;
    },
    async insertPersona(persona) {
      const clash = personas
        .all()
        .some(
          (p) =>
            p.id === persona.id ||
            (p.walletId === persona.walletId && p.personaTypeId === persona.personaTypeId),
        );
      if (clash) return false;
      personas.put(persona.id, persona);
      return true;
    },
    async setPersonaStatus(personaId, from, to, decidedBy, at) {
      const persona = personas.get(personaId);
      if (!persona || persona.status !== from) return false;
      // A re-application starts over: pending again, undecided.
      const decided =
        decidedBy === null ? { decidedBy: null, decidedAt: null } : { decidedBy, decidedAt: at };
      personas.put(personaId, {
        ...persona,
        status: to,
        ...decided,
        ...(decidedBy === null && { onboardedAt: at }),
      });
      return true;
    },
    async pendingPersonas(limit) {
      return personas
        .all()
        .filter((p) => p.status === 'pending')
        .sort(byOnboarding)
        .slice(0, limit);
    },
  };
}
