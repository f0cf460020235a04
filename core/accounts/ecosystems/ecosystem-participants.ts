/**
 * Who takes part in an ecosystem (spec §3 "ecosystem participant kinds (Grower … Consumer)",
 * §7 /businesses/ecosystem/buyer and /seller). The spec gives only the ends of the list; the
 * kinds between are the links of an agricultural supply chain, the Agrifields tenant's trade.
 * A participant is a business, on the buyer or the seller side.
 */
export const PARTICIPANT_KINDS = [
  'Grower',
  'Aggregator',
  'Processor',
  'Manufacturer',
  'Warehouse',
  'Logistics Provider',
  'Exporter',
  'Importer',
  'Wholesaler',
  'Distributor',
  'Retailer',
  'Consumer',
] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

export const ECOSYSTEM_SIDES = ['buyer', 'seller'] as const;
export type EcosystemSide = (typeof ECOSYSTEM_SIDES)[number];

export interface EcosystemParticipant {
  readonly ecosystemId: string;
  readonly businessId: string;
  readonly side: EcosystemSide;
  readonly kind: ParticipantKind;
  /** The user who added it (the ecosystem's owner). */
  readonly addedBy: string;
  /** ISO instant. */
  readonly addedAt: string;
}
