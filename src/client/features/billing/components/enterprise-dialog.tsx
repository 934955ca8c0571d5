import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldProps } from '@/lib/form-field';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { enterpriseLeadSchema, type EnterpriseLeadForm } from '@shared/billing-requests';
import { BILLING_MESSAGES } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FieldError, FieldLabel, FieldSet, invalidProps } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useSubmitEnterpriseLead } from '../api';

/** The one-line fields, in form order; the message below them is a textarea. */
const CONTACT_FIELDS = [
  { name: 'name', label: BILLING_COPY.leadName, autoComplete: 'name', required: true },
  { name: 'email', label: BILLING_COPY.leadEmail, type: 'email', autoComplete: 'email', required: true },
  { name: 'company', label: BILLING_COPY.leadCompany, autoComplete: 'organization', required: true },
  { name: 'phone', label: BILLING_COPY.leadPhone, type: 'tel', autoComplete: 'tel' },
] as const;

const EMPTY_LEAD: EnterpriseLeadForm = { name: '', email: '', company: '', phone: '', message: '' };

/** "Enterprise Solutions": the contact-sales form, inside a Dialog the caller owns (open state, trigger). */
export function EnterpriseDialogContent({ onSubmitted }: { onSubmitted: () => void }) {
  const submitLead = useSubmitEnterpriseLead();
  const form = useForm<EnterpriseLeadForm>({
    resolver: zodResolver(enterpriseLeadSchema),
    defaultValues: EMPTY_LEAD,
  });
  const { errors, isSubmitting } = form.formState;
  const formId = React.useId();
  const ids = {
    name: `${formId}-name`,
    email: `${formId}-email`,
    company: `${formId}-company`,
    phone: `${formId}-phone`,
    message: `${formId}-message`,
  };

  const onSubmit = useLockedSubmit<EnterpriseLeadForm>(async (values) => {
    try {
      await submitLead.mutateAsync(enterpriseLeadSchema.parse(values));
    } catch (error) {
      // The daily limit says when to try again; any other failure keeps the generic message.
      toast.error(
        error instanceof ApiError && error.status === 429 ? error.message : BILLING_MESSAGES.enterpriseFailed,
      );
      return;
    }
    toast.success(BILLING_MESSAGES.enterpriseThanks);
    form.reset(EMPTY_LEAD);
    onSubmitted();
  });

  return (
    <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
      <DialogHeader>
        <DialogTitle>{BILLING_COPY.enterpriseTitle}</DialogTitle>
        <DialogDescription>
          {BILLING_COPY.enterpriseIntro} {BILLING_COPY.enterpriseRequired}
        </DialogDescription>
      </DialogHeader>
      <form
        method="post"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-label={BILLING_COPY.enterpriseFormLabel}
      >
        <FieldSet disabled={isSubmitting}>
          {CONTACT_FIELDS.map(({ name, ...input }) => (
            <TextField key={name} id={ids[name]} {...input} {...fieldProps(form, name)} />
          ))}
          <Field>
            <FieldLabel htmlFor={ids.message}>{BILLING_COPY.leadMessage}</FieldLabel>
            <Textarea
              id={ids.message}
              rows={4}
              {...form.register('message')}
              {...invalidProps(`${ids.message}-error`, errors.message)}
            />
            <FieldError id={`${ids.message}-error`} errors={[errors.message]} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{BILLING_COPY.cancel}</Button>
            </DialogClose>
            <Button type="submit">{isSubmitting ? BILLING_COPY.submitting : BILLING_COPY.submit}</Button>
          </div>
        </FieldSet>
      </form>
    </DialogContent>
  );
}
