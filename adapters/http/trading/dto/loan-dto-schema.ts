/**
 * The Loan as the API answers it (spec §3 "Loan", "loanDetails", "Loan pool parameter"), as
 * zod schemas registered in the OpenAPI document. `loanDto` (./loan-dto.ts) is typed by these,
 * so the document and the answers cannot drift apart. Amounts are dollars (numbers with at
 * most two decimals); percentages are percent; dates ISO.
 */
import { z } from '@hono/zod-openapi';

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One `{name, value}` item (digital_contract_attributes, ingested_attributes). */
export const NameValueSchema = z.object({ name: z.string(), value: cell }).openapi('NameValue');

export const PoolParametersSchema = z
  .object({
    fico_score: z.number().nullable().openapi({ description: 'Null when the tape reported none.' }),
    debt_to_income_ratio: z.number().nullable(),
    ltv_value: z.number().nullable(),
    cltv_value: z.number().nullable(),
    tenure: z.number().nullable().openapi({ description: 'Months; null when the tape reported none.' }),
    AUS: z.string().nullable(),
    program: z.string().nullable(),
    generic_program: z.string().nullable(),
    occupancy: z.string().nullable(),
    property_type: z.string().nullable(),
    borrower_id: z.string().nullable(),
    isprimaryborrower: z.boolean(),
    borrower_first_name: z.string().nullable(),
    borrower_last_name: z.string().nullable(),
    ethnicity: z.string().nullable(),
    gender: z.string().nullable(),
    race: z.string().nullable(),
    monthly_income: z.number().nullable().openapi({ description: 'Dollars; null when masked.' }),
    monthly_debt: z.number().nullable().openapi({ description: 'Dollars; null when masked.' }),
  })
  .openapi('LoanPoolParameters');

export const SecondPartySchema = z
  .object({ user_id: z.string(), name: z.string(), persona: z.string().nullable() })
  .openapi('SecondParty');

export const LoanStateSchema = z
  .object({
    state_name: z.string().openapi({ example: 'Due-Diligence' }),
    digital_contract_attributes: z.array(NameValueSchema),
    second_party: z.array(SecondPartySchema),
  })
  .openapi('LoanState');

const StipPartySchema = z.object({ userId: z.string(), agreeToClosed: z.boolean() });

export const StakeholderSchema = z
  .object({
    party: z.string().openapi({ description: 'User id.' }),
    persona: z.enum(['lender', 'owner', 'investor', 'due_diligence', 'winner']),
    valid: z.boolean(),
    hexID: z.string(),
  })
  .openapi('LoanStakeholder');

export const LoanSchema = z
  .object({
    _id: z.string(),
    loan_id: z.string().openapi({ description: "The seller's loan number." }),
    loan_value: z.number().openapi({ description: 'Loan amount, dollars.' }),
    close_status: z.enum(['open', 'closed']),
    loan_classification: z.string().nullable(),
    onPlatform: z.boolean(),
    isExcelUpload: z.boolean(),
    retain: z.boolean(),
    status: z.enum(['listed', 'bidding', 'awarded']),
    isAccepted: z.enum(['true', 'false']),
    batch_id: z.string(),
    issuingAuthority: z.string(),
    tape_name: z.string(),
    created: z.string(),
    updated: z.string(),
    bidPrice: z
      .number()
      .nullable()
      .openapi({ description: 'Winning amount (dollars) for the parties of the sale.' }),
    stakeholders: z.array(StakeholderSchema),
    addedToPool: z.boolean(),
    poolStatus: z.enum(['Added', 'Removed']).nullable(),
    borrowerMasked: z.boolean(),
    loanMetadata: z.object({ loanMetadata_id: z.string(), nft_mint_status: z.string() }),
    loanDetails: z.object({
      digital_contract_attributes: z.array(NameValueSchema),
      loan_pool_parameters: z.array(z.object({ recent_version: PoolParametersSchema })),
      ingested_attributes: z.array(NameValueSchema),
    }),
    states: z.array(LoanStateSchema),
    stipData: z.object({ partyA: StipPartySchema, partyB: StipPartySchema, closed: z.boolean() }).nullable(),
    ista_props: z.object({ rowkey: z.string(), status: z.string().nullable() }),
    loan_header_properties: z.object({
      loanOwnership: z.object({
        recent_version: z.object({ isLoanTransferred: z.boolean(), OwnedBy: z.string() }),
      }),
    }),
    ingested_attributes: z.array(NameValueSchema),
  })
  .openapi('Loan');

export type LoanDto = z.infer<typeof LoanSchema>;
export type NameValue = z.infer<typeof NameValueSchema>;
export type LoanStateDto = z.infer<typeof LoanStateSchema>;
export type SecondPartyDto = z.infer<typeof SecondPartySchema>;
export type StakeholderDto = z.infer<typeof StakeholderSchema>;
