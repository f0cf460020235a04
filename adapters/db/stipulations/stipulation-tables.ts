import { col } from '../columns';

/**
 * The stipulations tables as the code expects them now (see `schema.ts`). A thread's two
 * parties are flattened into `party_a_*` / `party_b_*` columns (the agreement flags 0/1);
 * `message_count` is the number of its messages, bumped by the conditional UPDATE that admits a
 * new one and used as that message's `seq` — so messages keep insertion order, and a message
 * can only join an open thread. `final_docs` is a JSON array of blob names.
 */
export const stipulationTables = {
  stipulations: {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    stage: col.text(),
    doc_info: col.text(),
    party_a_user_id: col.text(),
    party_a_persona: col.text({ nullable: true }),
    party_a_name: col.text(),
    party_a_agree: col.integer(),
    party_b_user_id: col.text(),
    party_b_persona: col.text({ nullable: true }),
    party_b_name: col.text(),
    party_b_agree: col.integer(),
    message_count: col.integer(),
    closed: col.integer(),
    closed_by: col.text({ nullable: true }),
    closed_at: col.timestamp({ nullable: true }),
    final_docs: col.json(),
    created_at: col.timestamp(),
  },
  stipulation_messages: {
    stipulation_id: col.text({ references: 'stipulations.id', onDelete: 'cascade' }),
    /** 1 for the query itself, then one more per message. */
    seq: col.integer(),
    message_id: col.text(),
    sender: col.text(),
    sender_name: col.text(),
    sender_hex_id: col.text(),
    doc_name: col.text(),
    message: col.text(),
    blob_name: col.text({ nullable: true }),
    sent_at: col.timestamp(),
  },
} as const;
