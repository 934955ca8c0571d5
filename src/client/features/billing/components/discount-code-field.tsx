import * as React from 'react';
import { TicketPercent, X } from 'lucide-react';
import { DISCOUNT_CODE_MAX } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, invalidProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * "Have a discount code?" — hidden until asked for. Typing is upper-cased and capped at 10 characters as it
 * happens; the × hides the field and clears the code. Focus follows: into the field on reveal, back to the
 * reveal button on hide, so keyboard users never lose their place.
 */
export function DiscountCodeField({
  code,
  onCodeChange,
  error,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  error?: string;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const revealRef = React.useRef<HTMLButtonElement>(null);
  const shouldFocus = React.useRef<'input' | 'reveal' | null>(null);
  const inputId = React.useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  React.useEffect(() => {
    if (shouldFocus.current === 'input') inputRef.current?.focus();
    if (shouldFocus.current === 'reveal') revealRef.current?.focus();
    shouldFocus.current = null;
  }, [isOpen]);

  function reveal() {
    shouldFocus.current = 'input';
    setIsOpen(true);
  }

  function hide() {
    shouldFocus.current = 'reveal';
    onCodeChange('');
    setIsOpen(false);
  }

  if (!isOpen) {
    return (
      <Button ref={revealRef} variant="link" className="h-auto px-0" onClick={reveal}>
        <TicketPercent aria-hidden="true" />
        {BILLING_COPY.discountReveal}
      </Button>
    );
  }

  return (
    <Field className="w-full max-w-sm">
      <FieldLabel htmlFor={inputId}>{BILLING_COPY.discountLabel}</FieldLabel>
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.toUpperCase().slice(0, DISCOUNT_CODE_MAX))}
          maxLength={DISCOUNT_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={BILLING_COPY.discountPlaceholder}
          className="uppercase"
          {...invalidProps(errorId, error ? { message: error } : undefined, hintId)}
        />
        <Button variant="ghost" size="icon" aria-label={BILLING_COPY.discountHide} onClick={hide}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {/* Set when the upgrade is refused, focus staying on its button: announced as an alert. */}
      <FieldError id={errorId} role="alert">
        {error}
      </FieldError>
      <FieldDescription id={hintId}>{BILLING_COPY.discountApply}</FieldDescription>
    </Field>
  );
}
