/**
 * The ecosystem page's own words. The toasts ('Successfully Registered Ecosystem', 'Successfully
 * Added', 'Updated Successfully') and the field messages come from the server and core, word for
 * word (spec §5, §8); everything here is ours.
 */
export const ECOSYSTEM_TEXT = {
  title: 'Ecosystem',
  description: 'Register your ecosystem, add its buyers and sellers, and manage its sign-on.',
  lead: 'The ecosystems you run: their pictures, buyers and sellers, sign-on addresses and client secret.',
  readOnly: 'This page is read-only for you: you can look, but not change anything.',

  mineHeading: 'Your ecosystems',
  mineLoading: 'Loading your ecosystems…',
  mineFailed: 'Your ecosystems could not be loaded. Please try again later.',
  mineEmpty: 'You do not run an ecosystem yet.',
  choose: 'Ecosystem to manage',
  pendingNote:
    'Waiting for the platform admin’s approval. Until it is approved, single sign-on will not return anyone to its redirect URIs.',
  approvedOn: (date: string) => `Approved on ${date}.`,
  address: 'Address',
  host: 'Host name',

  belongHeading: 'Ecosystems your businesses belong to',
  belongFailed: 'The ecosystems your businesses belong to could not be loaded.',
  belongEmpty: 'None of your businesses takes part in another ecosystem.',

  picturesHeading: 'Pictures',
  profilePicture: (name: string) => `${name} profile picture`,
  bannerPicture: (name: string, n: number) => `${name} banner ${n}`,
  noBanner: 'No banner pictures.',
  picturesPending:
    'Its pictures are published once the platform admin approves it; until then the default picture stands in for them.',
  picturesNote:
    'Pictures are chosen when the ecosystem is registered; the platform cannot change them afterwards yet.',

  buyersHeading: 'Buyers',
  sellersHeading: 'Sellers',
  participantsLabel: (side: string, name: string) => `${side} of ${name}`,
  participantsEmpty: (side: string) => `No ${side} yet.`,
  participantsFailed: 'The list could not be loaded. Please try again later.',
  colBusiness: 'Business',
  colKind: 'Kind',
  colAdded: 'Added',
  addHeading: 'Add a buyer or seller',
  side: 'Side *',
  buyer: 'Buyer',
  seller: 'Seller',
  businessId: 'Business ID *',
  businessIdHint: 'The ID of the business to add; its admin finds it on the business page.',
  kind: 'Kind *',
  add: 'Add',

  callbacksHeading: 'Sign-on redirect URIs',
  callbacksNote:
    'Single sign-on returns people only to these exact addresses. They are set when the ecosystem is registered; the platform cannot add or remove one afterwards yet.',
  callbacksEmpty: 'No redirect URIs registered.',

  secretHeading: 'Client secret',
  secretNote:
    'Your partner server presents this secret when it exchanges a sign-on code. The platform keeps only a fingerprint of it, so it cannot show it to you again.',
  rotate: 'Rotate client secret',
  rotateTitle: 'Rotate the client secret?',
  rotateBody: 'The current secret stops working at once. Your partner server needs the new one.',
  rotateConfirm: 'Rotate secret',
  cancel: 'Cancel',
  secretShown: (name: string) => `New client secret of ${name}`,
  secretOnce: 'Copy it now: it will not be shown again.',
  copy: 'Copy secret',
  copied: 'Copied',
  copyFailed: 'Copying did not work: select the secret and copy it yourself.',
  done: 'I have copied it',

  registerHeading: 'Register an ecosystem',
  registerNotAllowed:
    'Only a business admin, acting for their business, can register an ecosystem. Switch to your business to register one.',
  name: 'Ecosystem name *',
  uri: 'Ecosystem address *',
  uriHint: 'Where your ecosystem lives, e.g. https://market.example.com',
  url: 'Host name *',
  urlHint: 'The host people reach it on, e.g. market.example.com',
  redirects: 'Redirect URIs',
  redirectsHint: 'One exact https address per line, without a query. At most 10.',
  profileUpload: 'Profile picture',
  bannerUpload: 'Banner pictures',
  imagesHint: 'PNG or JPEG, at most 50 MB.',
  bannerCount: (n: number, max: number) => `${n} of ${max} banner pictures`,
  profileChosen: 'Profile picture chosen.',
  bannerItem: (n: number) => `Banner ${n} uploaded.`,
  removeBanner: (n: number) => `Remove banner ${n}`,
  removeProfile: 'Remove profile picture',
  register: 'Register ecosystem',
  awaiting: 'It now waits for the platform admin’s approval.',
} as const;
