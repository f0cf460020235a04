/** Port of the transfer area. To be filled by the use cases of that area (the consumer owns the port). */
export interface ApprovalStore {
  /** Placeholder until the area's use cases declare what they need. */
  readonly __area?: 'transfer';
}
