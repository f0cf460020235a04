/**
 * One-time passwords (spec §4: signup, registration, forgot password and social completion are
 * two-step — request an OTP, then submit it; spec §9: 5 digits). A code is kept only as a MAC
 * bound to its purpose and identifier, lives at most 10 minutes, survives at most 5 wrong tries
 * and is accepted once. Only the newest code of a purpose and identifier counts: asking again
 * (resend) makes the previous one useless.
 */
/** `contact`: proves a new (or never proven) email or mobile number of a signed-in person. */
export type OtpPurpose = 'login' | 'signup' | 'registration' | 'reset' | 'social' | 'contact';

export const OTP_PURPOSES = [
  'login',
  'signup',
  'registration',
  'reset',
  'social',
  'contact',
] as const satisfies readonly OtpPurpose[];

export interface OtpRecord {
  readonly id: string;
  readonly purpose: OtpPurpose;
  /** `subjectOf(identifier)`: `email:<address>` or `mobile:<number>`. */
  readonly subject: string;
  /** Where the code went: an email address or `+<cc><number>`; the flow acts on this one. */
  readonly destination: string;
  readonly channel: 'email' | 'sms';
  /** `Digest.mac` of purpose, subject and code. */
  readonly codeMac: string;
  /** False for a code made for an identifier with no account: counted, never sent (no enumeration). */
  readonly delivered: boolean;
  /** Flow data carried from request to submit (e.g. the social key's hash, the referrer's id). */
  readonly context: Readonly<Record<string, string>>;
  /** ISO instants. */
  readonly createdAt: string;
  readonly expiresAt: string;
  /** Submissions checked against this code; every one but an accepted last one was wrong. */
  readonly tries: number;
  readonly consumedAt: string | null;
}

/** What a submitted code can still be checked against. */
export type OtpState = 'usable' | 'expired' | 'exhausted' | 'consumed';

/** The state of a code at `now` given the allowed number of wrong tries. */
export function otpState(record: OtpRecord, now: Date, maxWrongTries: number): OtpState {
  if (record.consumedAt !== null) return 'consumed';
  if (record.tries >= maxWrongTries) return 'exhausted';
  if (now.getTime() >= Date.parse(record.expiresAt)) return 'expired';
  return 'usable';
}

/** The text MACed for a code: binding purpose and subject means a code fits one flow and one identifier. */
export function otpMacInput(purpose: OtpPurpose, subject: string, code: string): string {
  return `otp\u0000${purpose}\u0000${subject}\u0000${code}`;
}

const PURPOSE_LABEL: Record<OtpPurpose, string> = {
  login: 'login',
  signup: 'sign-up',
  registration: 'registration',
  reset: 'password reset',
  social: 'registration',
  contact: 'contact verification',
};

/** The message that carries a code to its owner. */
export function otpMessage(platform: string, purpose: OtpPurpose, code: string, minutes: number) {
  return {
    subject: `Your ${platform} verification code`,
    body: `${code} is your ${platform} ${PURPOSE_LABEL[purpose]} code. It expires in ${minutes} minutes. Never share it with anyone.`,
  };
}
