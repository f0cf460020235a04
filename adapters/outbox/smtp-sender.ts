import nodemailer from 'nodemailer';
import type { MessageSender } from './dispatcher';

/** Sends email over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example:587). */
export function smtpSender(smtpUrl: string, from: string): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
    close: () => transport.close(),
  };
}
