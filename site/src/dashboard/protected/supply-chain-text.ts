/**
 * What a person can do while the platform has no supply-chain tracking: the platform's API
 * offers no traceable assets, timelines, states or pallets yet, so /supplychain and
 * /supplychain/manage say so and point to what the platform does offer (ours, not the spec's).
 */

export interface InsteadLink {
  readonly label: string;
  readonly to: string;
}

export const SUPPLY_CHAIN_INSTEAD = {
  heading: 'What you can do instead',
  why: 'The platform does not record goods, their steps or their handlers yet, so there is nothing to follow or set up here.',
  links: [
    { label: 'Hire equipment on SmartHire', to: '/smarthire' },
    { label: 'List your equipment for hire under Assets', to: '/dashboard/asset' },
    { label: 'Work with your ecosystem’s participants', to: '/dashboard/ecosystem' },
  ] satisfies InsteadLink[],
} as const;
