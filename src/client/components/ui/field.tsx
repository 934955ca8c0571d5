import * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/**
 * Form parts in the shape of shadcn/ui's `Field` components (v4 `field.tsx`: same names, `data-slot`s and
 * `errors` prop), styled as our forms already were. Two choices differ from shadcn's:
 * - `Field` has no `role="group"`: a label and one control need no unnamed group around them.
 * - `FieldError` is not `role="alert"`. The message is the control's description (`invalidProps`), and on a
 *   refused submit react-hook-form focuses the first invalid control, which reads it out; an alert as well
 *   would announce it twice. Pass `role="alert"` where no focus move reads the message.
 */

/** The fields of a form, one under the other; `disabled` disables every control inside (while submitting). */
export function FieldSet({ className, ...props }: React.ComponentProps<'fieldset'>) {
  return <fieldset data-slot="field-set" className={cn('grid gap-4', className)} {...props} />;
}

export function FieldLegend({ className, ...props }: React.ComponentProps<'legend'>) {
  return <legend data-slot="field-legend" className={cn('font-medium', className)} {...props} />;
}

/** A stack of fields without the semantics of a fieldset. */
export function FieldGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field-group" className={cn('grid gap-4', className)} {...props} />;
}

/** One field: its label, its control, then its description and error. */
export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return <Label data-slot="field-label" className={className} {...props} />;
}

export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

type FieldErrorProps = React.ComponentProps<'div'> & {
  /** react-hook-form's errors for the field (or several): the first message shows, nothing when none. */
  errors?: ({ message?: string } | undefined)[];
  /** Kept in the page, hidden, while there is no message: a page's own script writes into it. */
  reserve?: boolean;
};

/** The field's validation message: `children`, else the messages of `errors`; renders nothing without one. */
export function FieldError({ className, children, errors, reserve, ...props }: FieldErrorProps) {
  const messages = [...new Set(errors?.map((error) => error?.message).filter(Boolean))];
  const content =
    children ??
    (messages.length > 1 ? (
      <ul className="ml-4 grid list-disc gap-1">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : (
      messages[0]
    ));
  if (!content && !reserve) return null;
  return (
    <div
      data-slot="field-error"
      className={cn('text-sm text-destructive', className)}
      hidden={!content}
      {...props}
    >
      {content}
    </div>
  );
}

/** A line across the form with an optional word on it ("or"). */
export function FieldSeparator({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-separator"
      className={cn('flex items-center gap-3 text-xs uppercase text-muted-foreground', className)}
      {...props}
    >
      <span className="h-px flex-1 bg-border" />
      {children}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/**
 * Ties a control to its `FieldError`: while `error` has a message, `aria-invalid` and `aria-describedby`
 * naming the error (before `describedBy`, the control's other descriptions); otherwise only `describedBy`.
 */
export function invalidProps(
  errorId: string,
  error: { message?: string } | undefined,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (!error?.message) return describedBy ? { 'aria-describedby': describedBy } : {};
  return {
    'aria-invalid': true,
    'aria-describedby': describedBy ? `${errorId} ${describedBy}` : errorId,
  };
}
