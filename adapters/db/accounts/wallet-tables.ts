import { col } from '../columns';

/**
 * Wallets with their personas (migration 0005), the tables of `core/accounts/wallets/`. One
 * wallet per owner and one persona per type per wallet: each is a unique index. The credits a
 * wallet receives are the rewards area's (`reward-tables.ts`).
 */
export const walletTables = {
  wallets: {
    id: col.id(),
    owner_user_id: col.text(),
    role: col.text(),
    created_at: col.timestamp(),
  },
  wallet_personas: {
    id: col.id(),
    wallet_id: col.text({ references: 'wallets.id', onDelete: 'cascade' }),
    persona_type_id: col.text(),
    type_name: col.text(),
    status: col.text(),
    via_ubargain: col.integer(),
    onboarded_at: col.timestamp(),
    decided_by: col.text({ nullable: true }),
    decided_at: col.timestamp({ nullable: true }),
  },
} as const;
