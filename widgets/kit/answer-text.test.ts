import { describe, expect, it } from 'vitest';
import { answerErrorText, answerToast } from './answer-text';

const response = (status: number, statusText = '') => new Response(null, { status, statusText });

describe('answerErrorText: our client failures to the spec §8 text', () => {
  it('reads the server body of an openapi-fetch result', () => {
    const result = { error: { success: false, error: 'Invalid OTP' }, response: response(400) };
    expect(answerErrorText(result)).toBe('Invalid OTP');
  });

  it('shows the status text on 502 and 520, else Bad request', () => {
    expect(answerErrorText({ error: {}, response: response(502, 'Bad Gateway') })).toBe('Bad Gateway');
    expect(answerErrorText({ error: {}, response: response(520) })).toBe('Bad request');
    expect(answerErrorText(response(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('reads the first nested error and hides an object error', () => {
    const nested = { error: { errors: [{ message: 'Loans already transferred' }] }, response: response(409) };
    expect(answerErrorText(nested)).toBe('Loans already transferred');
    expect(answerErrorText({ error: { error: { stack: 'x' } }, response: response(500) })).toBe(
      'Something went wrong',
    );
  });

  it('takes a plain-text body as the error and an Error by its message', () => {
    expect(answerErrorText({ error: 'Too many requests', response: response(429) })).toBe(
      'Too many requests',
    );
    expect(answerErrorText(new Error('Internet connection lost'))).toBe('Internet connection lost');
    expect(answerErrorText({ status: 413, body: 'Payload too large' })).toBe('Payload too large');
  });

  it('never shows an empty text', () => {
    expect(answerErrorText(undefined)).toBe('Oops! Something went wrong');
    expect(answerErrorText({ error: undefined, response: response(500) })).toBe('Oops! Something went wrong');
  });
});

describe('answerToast: coloured by the success flag', () => {
  it('is green with the server message when success is true', () => {
    expect(answerToast({ success: true, message: 'OTP sent successfully' })).toEqual({
      tone: 'success',
      text: 'OTP sent successfully',
    });
    expect(answerToast({ data: { success: true, statusText: 'Updated Successfully' } })).toEqual({
      tone: 'success',
      text: 'Updated Successfully',
    });
  });

  it('falls back to the screen text for a bare success', () => {
    expect(answerToast({ success: true }, 'Successfully Added')).toEqual({
      tone: 'success',
      text: 'Successfully Added',
    });
  });

  it('is red with the §8 text when success is false or missing', () => {
    expect(answerToast({ success: false, error: 'Invalid OTP' })).toEqual({
      tone: 'error',
      text: 'Invalid OTP',
    });
    expect(
      answerToast({ error: { success: false, error: 'Referral code is invalid' }, response: response(400) }),
    ).toEqual({ tone: 'error', text: 'Referral code is invalid' });
  });
});
