/**
 * The schemas of the checkout and enterprise contact requests, checked by the server and the forms that send them.
 * Apart from ./plans: zod builds a schema when its module is evaluated, which costs a phone tens of milliseconds, and
 * most pages that show a plan or a price send neither request.
 */
import * as z from 'zod/mini';
import { emailSchema } from './auth';
import { TEXT_MESSAGES } from './messages';
import { CHECKOUT_TIERS, apiNameOf, type PlanApiName } from './plan-table';
import {
  BILLING_MESSAGES,
  DISCOUNT_CODE,
  DISCOUNT_CODE_MAX,
  LEAD_FIELD_MAX,
  normalizeDiscountCode,
} from './plans';
import { storableText } from './text';

/** The API names of the plans sold through checkout: a checkout request's `planName`. */
const CHECKOUT_PLAN_NAMES = CHECKOUT_TIERS.map(apiNameOf) as [PlanApiName, ...PlanApiName[]];

export const checkoutRequestSchema = z
  .object({
    planName: z.enum(CHECKOUT_PLAN_NAMES),
    interval: z._default(z.enum(['month', 'year']), 'month'),
    discountCode: z.pipe(
      z.optional(
        z
          .string()
          .check(
            storableText('discount code'),
            z.maxLength(DISCOUNT_CODE_MAX * 2, BILLING_MESSAGES.invalidDiscount),
          ),
      ),
      z.transform((code) => (code ? normalizeDiscountCode(code) : undefined)),
    ),
  })
  .check(
    z.superRefine((request, ctx) => {
      if (!request.discountCode) return;
      if (request.discountCode !== DISCOUNT_CODE) {
        ctx.addIssue({ code: 'custom', path: ['discountCode'], message: BILLING_MESSAGES.invalidDiscount });
      } else if (request.interval !== 'month') {
        ctx.addIssue({
          code: 'custom',
          path: ['discountCode'],
          message: BILLING_MESSAGES.discountMonthlyOnly,
        });
      }
    }),
  );
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** A trimmed text field of the contact form, named in plain words for its messages. */
const leadText = (field: string, max: number) =>
  z.string().check(storableText(field), z.trim(), z.maxLength(max, TEXT_MESSAGES.tooLong(field, max)));

export const enterpriseLeadSchema = z.object({
  name: z
    .string()
    .check(
      storableText('full name'),
      z.trim(),
      z.minLength(1, 'Full Name is required'),
      z.maxLength(LEAD_FIELD_MAX.name, TEXT_MESSAGES.tooLong('full name', LEAD_FIELD_MAX.name)),
    ),
  email: emailSchema,
  company: z
    .string()
    .check(
      storableText('company'),
      z.trim(),
      z.minLength(1, 'Company is required'),
      z.maxLength(LEAD_FIELD_MAX.company, TEXT_MESSAGES.tooLong('company', LEAD_FIELD_MAX.company)),
    ),
  /** Optional: may be left out or sent empty. */
  phone: z.optional(leadText('phone number', LEAD_FIELD_MAX.phone)),
  message: z.optional(leadText('message', LEAD_FIELD_MAX.message)),
});
export type EnterpriseLeadForm = z.input<typeof enterpriseLeadSchema>;
