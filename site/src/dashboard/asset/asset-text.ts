/**
 * The words of the Assets pages, the hire wizard and SmartHire. The spec names the wizard's
 * steps (§3 "asset model and type, hire details, available assets") and none of these
 * sentences; the refusals and the success toasts come from the server (core's ASSET_TEXT).
 */
import type { HireStep } from '../../../../core/accounts/assets/hire-wizard';

export const STEP_NAMES: Readonly<Record<HireStep, string>> = {
  'model-and-type': 'Asset model and type',
  'hire-details': 'Hire details',
  'available-assets': 'Available assets',
  confirm: 'Review and place order',
};

export const ASSET_PAGE_TEXT = {
  title: 'Assets',
  description:
    'Hire equipment from businesses on ISPz, follow your hire orders and list your own assets for hire.',
  lead: 'Hire equipment from other businesses, follow your hire orders, and list your own equipment for hire.',
  readOnly: 'This page is read-only for you: you can look, but not hire or list assets.',
  wizard: {
    heading: 'Hire an asset',
    steps: 'Hire steps',
    stepOf: (n: number) => `Step ${n} of 4`,
    back: 'Back',
    next: 'Next',
    place: 'Place hire order',
    type: 'Asset type',
    model: 'Asset model (optional)',
    modelHint: 'Leave empty for any model of this type.',
    from: 'From',
    to: 'To',
    daysHint: 'Whole days, both included; at most 90 days.',
    city: 'City (optional)',
    cityHint: 'Leave empty to search every city.',
    purpose: 'What is it for?',
    asset: 'Choose an asset',
    searching: 'Looking for free assets…',
    noneFree:
      'No asset of this type is free for every one of these days. Go back to change the type, the city or the days.',
    review: 'Check your order before you place it. Placing it charges the amount below.',
    perDay: 'a day',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    total: 'Amount',
    anyModel: 'Any model',
    anyCity: 'Any city',
    chosenGone: 'The asset you chose is not free for these answers any more: choose another.',
  },
  review: {
    type: 'Asset type',
    model: 'Asset model',
    days: 'Days',
    city: 'City',
    purpose: 'Purpose',
    asset: 'Asset',
  },
  orders: {
    heading: 'Your hire orders',
    hired: 'Assets you hire',
    hiredOut: 'Your assets hired by others',
    noneHired: 'You have not hired any asset yet.',
    noneHiredOut: 'Nobody has hired your assets yet.',
    loading: 'Loading your hire orders…',
    failed: 'Your hire orders could not be loaded.',
    view: 'View order',
    columns: { days: 'Days', dates: 'Dates', amount: 'Amount', status: 'Status', purpose: 'Purpose' },
  },
  list: {
    heading: 'List an asset for hire',
    lead: 'Offer your equipment to other businesses: they hire it by the day, for the days you make it available.',
    notAllowed:
      'Only a business admin or seller can list assets. Switch to your business in the top bar if you have one, or register a business.',
    rate: 'Daily rate (₹)',
    model: 'Asset model',
    city: 'City',
    availableFrom: 'Available from',
    availableTo: 'Available to',
    submit: 'List asset',
  },
  mine: {
    heading: 'Your assets',
    loading: 'Loading your assets…',
    none: 'You have not listed any asset for hire yet.',
    windows: 'Available for hire on:',
    noWindows: 'No days yet: nobody can hire it until you add some.',
    remove: 'Remove',
    add: 'Add days',
    from: 'Available from',
    to: 'Available to',
  },
} as const;

export const ORDER_PAGE_TEXT = {
  title: 'Hire order',
  description: 'One hire order: the asset, the days, the amount and its status.',
  loading: 'Loading the order…',
  back: 'Back to Assets',
  smarthire: 'Go to SmartHire',
  fields: {
    status: 'Status',
    asset: 'Asset reference',
    dates: 'Dates',
    days: 'Days',
    amount: 'Amount',
    purpose: 'Purpose',
    payment: 'Payment reference',
    placed: 'Placed',
    role: 'You are',
  },
  hirer: 'The hirer',
  owner: 'The owner',
  heading: (days: string) => `Hire order for ${days}`,
} as const;

export const SMARTHIRE_TEXT = {
  available: 'Available to hire',
  search: 'Search',
  allTypes: 'All types',
  type: 'Asset type',
  city: 'City (optional)',
  from: 'From',
  to: 'To',
  searching: 'Looking for free assets…',
  none: 'Nothing is free to hire for these days. Try other days or another type.',
  hire: 'Hire this asset',
  start: 'Start a hire request',
  readOnly: 'SmartHire is read-only for you: you can look, but not hire.',
  columns: {
    asset: 'Asset',
    type: 'Type',
    city: 'City',
    rate: 'Daily rate',
    total: 'For these days',
    action: 'Action',
  },
} as const;
