import { col } from '../columns';

/**
 * Credentials and the requests to share them (migration 0005), the tables of
 * `core/accounts/credentials/`. A credential's attributes are canonical JSON, read and written
 * whole with its row; a share names the credential once the holder answers it.
 */
export const credentialTables = {
  credentials: {
    id: col.id(),
    holder_id: col.text(),
    issuer_id: col.text(),
    type_name: col.text(),
    /** JSON array of `{attrName, userValue}`, in order. */
    attributes: col.json(),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  credential_shares: {
    id: col.id(),
    holder_id: col.text(),
    requester_id: col.text(),
    type_name: col.text(),
    credential_id: col.text({ nullable: true, references: 'credentials.id' }),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
} as const;
