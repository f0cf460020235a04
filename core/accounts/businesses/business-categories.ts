/**
 * Business categories (spec §3 "Business categories: list of strings", §7 GET business
 * categories → array of strings; `business_master_category`, default eCommerce). The spec
 * shows only the default; the rest are the industries the platform's marketplaces serve
 * (agriculture for the Agrifields tenant, automotive for the auto marketplace, mortgage finance
 * for the loan-trading area).
 */
import { DEFAULT_BUSINESS_MASTER_CATEGORY } from '../../validation/constants';

export const BUSINESS_CATEGORIES = [
  DEFAULT_BUSINESS_MASTER_CATEGORY,
  'Agriculture',
  'Automotive',
  'Banking and Financial Services',
  'Mortgage Lending',
  'Insurance',
  'Real Estate',
  'Manufacturing',
  'Retail',
  'Wholesale and Distribution',
  'Logistics and Warehousing',
  'Food Processing',
  'Textiles and Apparel',
  'Construction',
  'Healthcare',
  'Education',
  'Information Technology',
  'Professional Services',
] as const;

/** The category named by `text` in any case, or null when it is not one of the list. */
export function businessCategory(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  return BUSINESS_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}
