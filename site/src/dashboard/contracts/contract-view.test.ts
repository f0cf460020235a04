import { describe, expect, it } from 'vitest';
import { CONTRACT_FORM_TEXT } from '../../../../core/accounts/agreements/contract-input';
import {
  actionButtons,
  type ContractAnswer,
  contractRows,
  createBody,
  createFormSchema,
  dutyPreview,
  EMPTY_CONTRACT_FORM,
  editBody,
  editFormSchema,
  formValuesOf,
  personName,
  stampDutyText,
} from './contract-view';

const people = {
  me: 'u-admin',
  members: [
    { user_id: 'u-admin', firstname: 'Ravi', lastname: 'Kumar', role: 'BUSINESSADMIN', createdAt: '' },
    { user_id: 'u-meera', firstname: 'Meera', lastname: 'Nair', role: 'BUSINESSUSER', createdAt: '' },
  ],
} as const;

const lease: ContractAnswer = {
  _id: 'k-1',
  title: 'Cold storage lease',
  agreement_type: 'Lease Agreement',
  terms: 'Eleven months.',
  creator_id: 'u-admin',
  counterparty_id: 'u-meera',
  e_stamp: true,
  stamp_duty_state: 'KA',
  stamp_duty_amount: 1234567.5,
  stamp_duty_payment_id: null,
  status: 'draft',
  signatures: [],
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  mode: 'edit',
  actions: ['edit', 'submit', 'CANCELLED'],
};

describe('the contracts list', () => {
  it('shows each contract with the other party by name, its type, status word and colour', () => {
    const [row] = contractRows([lease], people);
    expect(row).toEqual({
      id: 'k-1',
      title: 'Cold storage lease',
      agreementType: 'Lease Agreement',
      otherParty: 'Meera Nair',
      kind: 'E-Stamp',
      status: { text: 'Draft', colour: 'grey' },
      updated: expect.stringContaining('2026'),
    });
    // Seen by the other party, the creator is the other party; someone unknown is 'Another party'.
    expect(contractRows([lease], { ...people, me: 'u-meera' })[0]?.otherParty).toBe('Ravi Kumar');
    expect(contractRows([lease], { me: 'u-meera', members: [] })[0]?.otherParty).toBe('Another party');
    expect(personName('u-admin', people)).toBe('You');
    expect(
      contractRows([{ ...lease, e_stamp: false, status: 'waitingforsignatures' }], people)[0],
    ).toMatchObject({
      kind: 'Digital contract',
      status: { text: 'Waiting for signatures', colour: 'blue' },
    });
  });

  it('speaks the stamp duty in rupees with Indian grouping and the state', () => {
    expect(stampDutyText(lease)).toBe('₹ 12,34,567.50 (Karnataka)');
    expect(stampDutyText({ ...lease, e_stamp: false, stamp_duty_amount: null, stamp_duty_state: null })).toBe(
      '',
    );
  });
});

describe('the contract actions', () => {
  it('offers the server’s actions with their words, Reject and Cancel as dangers, none on a read-only page', () => {
    const buttons = actionButtons(['edit', 'APPROVED', 'REJECTED', 'CANCELLED', 'pay_stamp_duty'], false);
    expect(buttons.map((b) => [b.label, b.kind, b.danger, b.disabled])).toEqual([
      ['Edit', 'edit', false, false],
      ['Approve', 'move', false, false],
      ['Reject', 'move', true, false],
      ['Cancel contract', 'move', true, false],
      ['Pay stamp duty', 'pay', false, false],
    ]);
    expect(actionButtons(['APPROVED', 'sign'], true).every((b) => b.disabled)).toBe(true);
  });
});

describe('the contract form', () => {
  const filled = {
    ...EMPTY_CONTRACT_FORM,
    title: ' Tractor hire ',
    agreement_type: 'Equipment Hire Agreement',
    counterparty_id: 'u-meera',
    terms: '21 days.',
  };

  it('sends a digital contract without stamp duty, whatever was typed in the hidden fields', () => {
    const parsed = createFormSchema.safeParse({ ...filled, stamp_duty_state: 'TN', stamp_duty_amount: '9' });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(createBody(parsed.data)).toEqual({
      title: 'Tractor hire',
      agreement_type: 'Equipment Hire Agreement',
      terms: '21 days.',
      counterparty_id: 'u-meera',
      e_stamp: false,
    });
  });

  it('sends an E-Stamp contract with its state and the duty in rupees', () => {
    const parsed = createFormSchema.safeParse({
      ...filled,
      e_stamp: true,
      stamp_duty_state: 'KA',
      stamp_duty_amount: '1,250.5',
    });
    if (!parsed.success) throw new Error(parsed.error.message);
    expect(createBody(parsed.data)).toMatchObject({
      e_stamp: true,
      stamp_duty_state: 'KA',
      stamp_duty_amount: '1250.50',
    });
  });

  it('says what is missing in core’s words', () => {
    const messages = (v: unknown) =>
      createFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(messages(EMPTY_CONTRACT_FORM)).toEqual(
      expect.arrayContaining([
        ['title', CONTRACT_FORM_TEXT.titleRequired],
        ['agreement_type', CONTRACT_FORM_TEXT.agreementType],
        ['terms', CONTRACT_FORM_TEXT.termsRequired],
        ['counterparty_id', CONTRACT_FORM_TEXT.counterparty],
      ]),
    );
    expect(messages({ ...filled, e_stamp: true })).toEqual([
      ['stamp_duty_state', CONTRACT_FORM_TEXT.stampDutyState],
      ['stamp_duty_amount', CONTRACT_FORM_TEXT.stampDutyAmount],
    ]);
    expect(messages({ ...filled, e_stamp: true, stamp_duty_state: 'TN', stamp_duty_amount: '-5' })).toEqual([
      ['stamp_duty_amount', CONTRACT_FORM_TEXT.stampDutyAmount],
    ]);
  });

  it('edits a stored contract with its values, and previews the duty as typed', () => {
    const values = formValuesOf(lease);
    expect(values).toMatchObject({ e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: '1234567.50' });
    const parsed = editFormSchema.safeParse({
      ...values,
      contract_id: 'k-1',
      title: 'Cold storage lease, unit 3',
    });
    if (!parsed.success) throw new Error(parsed.error.message);
    expect(editBody(parsed.data)).toEqual({
      contract_id: 'k-1',
      title: 'Cold storage lease, unit 3',
      agreement_type: 'Lease Agreement',
      terms: 'Eleven months.',
      e_stamp: true,
      stamp_duty_state: 'KA',
      stamp_duty_amount: '1234567.50',
    });
    expect(dutyPreview({ e_stamp: true, stamp_duty_amount: '500', stamp_duty_state: 'TN' })).toBe(
      '₹ 500.00 (Tamil Nadu)',
    );
    expect(dutyPreview({ e_stamp: true, stamp_duty_amount: 'abc', stamp_duty_state: 'TN' })).toBe('');
    expect(dutyPreview({ e_stamp: false, stamp_duty_amount: '500', stamp_duty_state: 'TN' })).toBe('');
  });
});
