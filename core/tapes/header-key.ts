/**
 * Tapes spell the same column many ways ("Loan Amount", "LOAN_AMOUNT", "loan-amount ").
 * Headers, aliases and enumerated values are compared by this key: Unicode-normalised, lower
 * case, with every character that is not a letter or a digit removed.
 *
 * @example headerKey('Original LTV (%)') // 'originalltv'
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
