import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { smtpSender } from './smtp-sender';

describe('smtpSender', () => {
  it('sends the message text from the configured address to the recipient', async () => {
    const sendMail = vi.fn(async () => ({}));
    const spy = vi
      .spyOn(nodemailer, 'createTransport')
      .mockReturnValue({ sendMail, close: () => {} } as never);
    const sender = smtpSender('smtp://mail.test:587', 'ISPz <no-reply@ispz.test>');
    await sender.send({
      id: 'm1',
      channel: 'email',
      to: 'a@demo.test',
      subject: 'Your OTP',
      body: 'Your code is 12345',
      createdAt: '2026-01-15T12:00:00.000Z',
      deliveredAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(spy).toHaveBeenCalledWith('smtp://mail.test:587');
    expect(sendMail).toHaveBeenCalledWith({
      from: 'ISPz <no-reply@ispz.test>',
      to: 'a@demo.test',
      subject: 'Your OTP',
      text: 'Your code is 12345',
    });
    spy.mockRestore();
  });
});
