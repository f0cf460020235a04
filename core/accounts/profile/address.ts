/**
 * A postal address of a person (spec §3 "Address: address_id"; §8 'Added address', 'Updated
 * address', 'Deleted address'). The spec shows only the id; the fields are ours, the ones a
 * delivery or a contract needs. Addresses belong to one user and are never shared.
 */

/** Countries of the platform's two dialling codes (spec §9: +91, +1). */
export const ADDRESS_COUNTRIES = ['India', 'United States'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** What a person types for an address. */
export interface AddressFields {
  /** 'Home', 'Office' …, or null. */
  readonly label: string | null;
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  /** An Indian state or union territory by name for India; free text (e.g. 'NY') elsewhere. */
  readonly state: string;
  /** A 6-digit PIN code for India, a 5-digit ZIP (or ZIP+4) for the United States. */
  readonly postalCode: string;
  readonly country: AddressCountry;
}

export interface Address extends AddressFields {
  /** spec `address_id`. */
  readonly id: string;
  readonly userId: string;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A person may keep this many addresses (ours: bounds the list and abuse). */
export const MAX_ADDRESSES_PER_USER = 20;
