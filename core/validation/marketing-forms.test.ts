import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { contactForm, leadForm } from './marketing-forms';
import { VALIDATION_MESSAGES as M } from './messages';

describe('contact form', () => {
  it('sends a complete form', () => {
    const form = {
      name: 'Ana',
      mobile: '+1 202 555 0143',
      details: 'Hi',
      email: 'ana@x.com',
      knowThrough: 'Email',
    };
    expect(contactForm.parse(form)).toEqual(form);
  });

  it("asks for name, email and 'how did you hear' with one toast", () => {
    expect(fieldErrors(contactForm, { mobile: '', details: '' })).toEqual({
      name: M.fillRequiredFields,
      email: M.fillRequiredFields,
      knowThrough: M.fillRequiredFields,
    });
    expect(M.fillRequiredFields).toBe('Please fill required (*) field');
  });

  it('checks the email and number that are filled in', () => {
    expect(
      fieldErrors(contactForm, { name: 'Ana', email: 'ana', mobile: '123', knowThrough: 'Others' }),
    ).toEqual({ email: M.invalidEmail, mobile: M.invalidNumber });
  });
});

describe('lead form', () => {
  it('needs an option first', () => {
    expect(fieldErrors(leadForm, { name: 'Ana' })).toEqual({ option: M.selectOptionToView });
  });

  it('is sent only when at least one of mobile, name or email is filled', () => {
    const contact = fc.record({
      name: fc.constantFrom('', 'Ana'),
      mobile: fc.constantFrom('', '9876543210'),
      email: fc.constantFrom('', 'ana@x.com'),
      details: fc.constantFrom('', 'more'),
      option: fc.constantFrom('video', 'pdf', 'url'),
    });
    fc.assert(
      fc.property(contact, (lead) => {
        const filled = lead.name !== '' || lead.mobile !== '' || lead.email !== '';
        expect(leadForm.safeParse(lead).success).toBe(filled);
        if (!filled) expect(fieldErrors(leadForm, lead)).toEqual({ '': M.enterValidDetails });
      }),
    );
  });
});
