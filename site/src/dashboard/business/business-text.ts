/**
 * The words of /dashboard/business. The toasts and field messages are the server's and core's
 * (spec §5, §8: 'Successfully Registered Business', 'Successfully Updated Business', 'Failed to
 * Update business', 'Sent Successfully', 'Updated Successfully', 'Business type is required',
 * 'Industry type is required' …) and are never written here; the labels and sentences are ours.
 */
export const BUSINESS_TEXT = {
  title: 'Business',
  description:
    'Register a business, keep its details up to date, invite members and choose what each may change.',
  registerTitle: 'Register a business',
  registerLead:
    'Register your business to trade and manage it with your team. You become its business admin.',
  businessName: 'Business name',
  businessType: 'Business type',
  category: 'Industry type',
  register: 'Register business',
  registered: (name: string) => `${name} is registered. Switch to it to manage it and invite your team.`,
  switchTo: (name: string) => `Switch to ${name}`,
  yourBusinesses: 'Your businesses',
  yourBusinessesLead: 'You are signed in personally. Switch to a business to manage it.',
  detailsTitle: 'Details',
  yourRole: 'Your role',
  approval: 'Platform approval',
  approved: (date: string) => `Approved on ${date}`,
  notApproved: 'Waiting for the platform admin',
  registeredOn: 'Registered on',
  save: 'Save changes',
  contracts: 'Contracts',
  openContracts: 'Open contracts',
  contractsLead: 'Draft, sign and approve contracts with other businesses.',
  membersTitle: 'Members',
  member: 'Member',
  role: 'Role',
  memberSince: 'Member since',
  pages: 'Pages',
  pagesOf: (name: string) => `Pages of ${name}`,
  pagesLead:
    'The pages of this member’s menu. A read-only page shows its data, and every action on it is disabled.',
  page: 'Page',
  readOnly: 'Read-only',
  readOnlyFor: (label: string) => `${label} is read-only`,
  you: 'you',
  noMembers: 'This business has no members yet.',
  membersFailed: 'Failed to get data please try later',
  invitationsTitle: 'Invitations',
  openInvitations: 'Open invitations',
  invitationsLead:
    'Invite someone by the email address of their account. They join once they accept the invitation; until then it stays open here.',
  noCancel: 'The platform cannot withdraw an invitation; the invited person can decline it.',
  inviteEmail: 'Email address',
  inviteRole: 'Role',
  invite: 'Send invitation',
  email: 'Email',
  sent: 'Sent',
  noInvitations: 'There are no open invitations.',
  readOnlyPage: 'This page is read-only for you: you can look, but not change anything here.',
  adminsOnly: 'Only the business admin changes the details, invites members and sets their pages.',
  loading: 'Loading…',
  failed: 'Failed to get data please try later',
  close: 'Close',
} as const;

/** The business roles of spec §6, as people read them. */
export const ROLE_LABELS = {
  BUSINESSADMIN: 'Business admin',
  BUSINESSUSER: 'Business user',
  BUSINESSSELLER: 'Business seller',
} as const;
