/**
 * The home page's two variants, as a marketing team runs them against the home page:
 * /home2 leads with the investor's story (the statistics and the capital markets first),
 * /home3 with the lender's (the closing time and the roles first). Same facts, other order.
 */
import { FIGURES } from './figures';

export const HOME2 = {
  meta: {
    title: 'Invest in verified mortgage loans',
    description:
      'Loan tapes validated field by field, pools that become mortgage-backed securities, and bids confirmed on ISPz.',
  },
  eyebrow: 'SIMPLIFYING THE HOME MORTGAGE ECOSYSTEM',
  title: 'Buy mortgage loans you can see into',
  lead: 'Loan-level data validated at the source, due diligence on the same record, and securities that keep every loan’s history.',
  primary: { label: 'GET CONNECTED', to: '/connect' },
  secondary: { label: 'See the investor view', to: '/business?index=4' },
} as const;

export const HOME3 = {
  meta: {
    title: `Close mortgages in ${FIGURES.cycle.value}`,
    description: `Lenders on ISPz verify documents once, close in ${FIGURES.cycle.value} and sell loans as validated tapes.`,
  },
  eyebrow: 'SIMPLIFYING THE HOME MORTGAGE ECOSYSTEM',
  title: `Close in ${FIGURES.cycle.value}, not ${FIGURES.typicalClose.value}`,
  lead: 'One verified record for the borrower, the lender and every party between them: fewer hand-offs, fewer errors, a faster close.',
  primary: { label: 'GET CONNECTED', to: '/connect' },
  secondary: { label: 'See the lender view', to: '/business?index=3' },
} as const;
