import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { BILLING_COPY, BILLING_MESSAGES, enterpriseLeadSchema, type EnterpriseLeadForm } from '@shared/plans';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useSubmitEnterpriseLead } from '../api';

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
          {BILLING_COPY.enterpriseIntro} Full Name, Email and Company are required.
        </DialogDescription>
      </DialogHeader>
      <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Contact sales">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <FormField id={`${formId}-name`} label="Full Name" error={errors.name?.message}>
            <Input autoComplete="name" required {...form.register('name')} />
          </FormField>
          <FormField id={`${formId}-email`} label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" required {...form.register('email')} />
          </FormField>
          <FormField id={`${formId}-company`} label="Company" error={errors.company?.message}>
            <Input autoComplete="organization" required {...form.register('company')} />
          </FormField>
          <FormField id={`${formId}-phone`} label="Phone (optional)" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField id={`${formId}-message`} label="Message (optional)" error={errors.message?.message}>
            <Textarea rows={4} {...form.register('message')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">{isSubmitting ? BILLING_COPY.submitting : BILLING_COPY.submit}</Button>
          </div>
        </fieldset>
      </form>
    </DialogContent>
  );
}
