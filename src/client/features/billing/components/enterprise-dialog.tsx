import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { BILLING_MESSAGES, enterpriseLeadSchema, type EnterpriseLeadForm } from '@shared/plans';
import { BILLING_COPY } from '../copy';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FieldError, FieldLabel, FieldSet, invalidProps } from '@/components/ui/field';
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
          {BILLING_COPY.enterpriseIntro} Full Name, Email and Company are required.
        </DialogDescription>
      </DialogHeader>
      <form
        method="post"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-label="Contact sales"
      >
        <FieldSet disabled={isSubmitting}>
          <Field>
            <FieldLabel htmlFor={ids.name}>Full Name</FieldLabel>
            <Input
              id={ids.name}
              autoComplete="name"
              required
              {...form.register('name')}
              {...invalidProps(`${ids.name}-error`, errors.name)}
            />
            <FieldError id={`${ids.name}-error`} errors={[errors.name]} />
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.email}>Email</FieldLabel>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
              {...invalidProps(`${ids.email}-error`, errors.email)}
            />
            <FieldError id={`${ids.email}-error`} errors={[errors.email]} />
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.company}>Company</FieldLabel>
            <Input
              id={ids.company}
              autoComplete="organization"
              required
              {...form.register('company')}
              {...invalidProps(`${ids.company}-error`, errors.company)}
            />
            <FieldError id={`${ids.company}-error`} errors={[errors.company]} />
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.phone}>Phone (optional)</FieldLabel>
            <Input
              id={ids.phone}
              type="tel"
              autoComplete="tel"
              {...form.register('phone')}
              {...invalidProps(`${ids.phone}-error`, errors.phone)}
            />
            <FieldError id={`${ids.phone}-error`} errors={[errors.phone]} />
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.message}>Message (optional)</FieldLabel>
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
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">{isSubmitting ? BILLING_COPY.submitting : BILLING_COPY.submit}</Button>
          </div>
        </FieldSet>
      </form>
    </DialogContent>
  );
}
