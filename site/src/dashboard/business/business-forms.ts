/**
 * The business page's forms, put together from core's rules (spec §5) so the page and the
 * server share one copy of every rule and message: registering and editing a business use the
 * registration schema of POST /businesses ('Business type is required', 'Industry type is
 * required' …); an invitation is an account's email and a business role, as POST
 * /businesses/invitations checks them.
 */
import { z } from 'zod';
import {
  BUSINESS_TYPES,
  DEFAULT_BUSINESS_CATEGORY,
  DEFAULT_BUSINESS_TYPE,
} from '../../../../core/accounts/businesses/business';
import { BUSINESS_ROLES } from '../../../../core/accounts/businesses/business-members';
import { createBusinessSchema } from '../../../../core/accounts/businesses/businesses';
import { requiredEmailField } from '../../../../core/validation/identity-fields';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';

/** POST /businesses and PUT /businesses: business_name, business_type, business_master_category. */
export const businessForm = createBusinessSchema;
export type BusinessFormValues = z.output<typeof businessForm>;

/** A stored business's values for the form (a type the list does not know is left for the user to pick). */
export function businessFormValues(b: {
  business_name: string;
  business_type: string;
  business_master_category: string;
}) {
  return {
    business_name: b.business_name,
    business_type: BUSINESS_TYPES.find((t) => t === b.business_type),
    business_master_category: b.business_master_category,
  };
}

/** The registration form's first values (spec §3, §9: Private Limited, eCommerce). */
export const NEW_BUSINESS = {
  business_name: '',
  business_type: DEFAULT_BUSINESS_TYPE,
  business_master_category: DEFAULT_BUSINESS_CATEGORY,
} as const;

/** POST /businesses/invitations without the business: whom to invite, in which role. */
export const invitationForm = z.object({
  email: requiredEmailField(M.invalidEmail),
  role: z.enum(BUSINESS_ROLES),
});

export { BUSINESS_ROLES };
