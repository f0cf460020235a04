/**
 * The /career page's words (spec §2: resume form with first name, second name, resume title,
 * email, contact number and file; "submit not wired"). We say so plainly: a valid form is not
 * sent anywhere, and the page tells the visitor where to email their resume instead.
 */
export const CAREER_PAGE = {
  title: 'Careers',
  description: 'Work with ISPz on the shared record for home mortgages. See how to send us your resume.',
  eyebrow: 'Careers',
  heading: 'Build the mortgage market’s shared record with us',
  lead: 'We are a small team of engineers, lenders and analysts. If you care about making a slow, paper-heavy market fast and fair, we would like to hear from you.',
  formHeading: 'Send us your resume',
  notOnline:
    'We do not receive applications through this page yet: nothing you enter here is sent. Check your details below, then email your resume to us.',
  firstName: 'First name *',
  secondName: 'Second name *',
  resumeTitle: 'Resume title *',
  email: 'Email *',
  contactNumber: 'Contact number *',
  file: 'Resume file *',
  fileHint: 'PDF, DOC or DOCX, up to 50 MB.',
  check: 'Check my details',
  /** After a valid check: what to do instead of sending. */
  ready: (firstName: string) => `Thank you, ${firstName}. Your details look complete.`,
  emailInstead:
    'Applications are not received online yet, so nothing has been sent. Please email your resume to',
  emailLink: 'Email your resume',
  subject: (title: string, name: string) => `Resume: ${title} (${name})`,
  edit: 'Edit my details',
  values: {
    heading: 'How we work',
    items: [
      {
        title: 'One record, many hands',
        text: 'We build for borrowers, lenders, investors and reviewers at once, and we test with them.',
      },
      {
        title: 'Small and careful',
        text: 'Every change is reviewed and tested. Money is counted in cents, and rules are written down.',
      },
      {
        title: 'Remote friendly',
        text: 'Our team works across US time zones, with an office in Wilmington, Delaware.',
      },
    ],
  },
} as const;

/** Messages of the resume form where the spec gives none. */
export const CAREER_ERRORS = {
  secondNameRequired: 'Second name is required',
  resumeTitleRequired: 'Resume title is required',
} as const;
