// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '../../stories/support/mock-auth-api';
import { Signup } from './signup';

afterEach(cleanup);

const OTP_SENT = { body: { success: true, message: 'OTP sent successfully', expiresAt: 'x' } };
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function fill() {
  type('First name', 'Asha');
  type('Last name', 'Rao');
  type('Password', 'Secret@2026');
  type('Mobile number', '9876543210');
}

describe('Signup', () => {
  it('upper-cases the referral code as it is typed', () => {
    const { api } = mockAuthApi({});
    render(<Signup api={api} countryIso="IN" />);
    type('Referral code (optional)', 'asha2026');
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('ASHA2026');
  });

  it('asks the server about the referral code before sending the OTP, and stops when it is refused', async () => {
    const { api, calls } = mockAuthApi({
      'GET /api/users/validate/referralCode': {
        body: { success: true, valid: false, message: 'Referral code is invalid' },
      },
      'POST /api/auth/signup/otp': OTP_SENT,
    });
    render(<Signup api={api} countryIso="IN" />);
    fill();
    type('Referral code (optional)', 'nobody1');
    await click('Generate OTP');
    expect(await screen.findByText('Referral code is invalid')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringContaining('/api/users/validate/referralCode?code=NOBODY1'),
    ]);
  });

  it('sends the payload of spec §3 and locks the referral once the OTP is sent', async () => {
    const { api, calls } = mockAuthApi({
      'GET /api/users/validate/referralCode': { body: { success: true, valid: true } },
      'POST /api/auth/signup/otp': OTP_SENT,
    });
    render(<Signup api={api} countryIso="IN" />);
    fill();
    type('Referral code (optional)', 'ASHA2026');
    await click('Generate OTP');
    await waitFor(() => expect(screen.getByLabelText('OTP')).toBeTruthy());
    expect(calls[1]?.body).toEqual({
      firstname: 'Asha',
      lastname: 'Rao',
      password: 'Secret@2026',
      countryCode: '+91',
      mobile: '9876543210',
      referred_by: 'ASHA2026',
    });
    expect(screen.getByLabelText('Referral code (optional)').hasAttribute('readonly')).toBe(true);
  });

  it('keeps Generate OTP disabled until the ubargain age box is ticked', async () => {
    const { api } = mockAuthApi({ 'GET /api/businesses/ecosystem': 'pending' });
    render(<Signup api={api} ecosystemUri="ubargain.demo.test" onError={vi.fn()} />);
    const generate = screen.getByRole('button', { name: 'Generate OTP' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByLabelText('I confirm that I am 18 years or older')));
    expect(generate.disabled).toBe(false);
  });
});
