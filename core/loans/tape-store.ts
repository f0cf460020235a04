/** Port of the loans area. To be filled by the use cases of that area (the consumer owns the port). */
export interface TapeStore {
  /** Placeholder until the area's use cases declare what they need. */
  readonly __area?: 'loans';
}
