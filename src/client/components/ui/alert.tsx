import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const alertVariants = cva('rounded-md border px-4 py-3 text-sm', {
  variants: {
    variant: {
      info: 'border-primary/30 bg-primary/5 text-foreground',
      success: 'border-success/40 bg-success/10 text-foreground',
      destructive: 'border-destructive/50 bg-destructive/10 text-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
});

/** Errors are announced assertively (role=alert); other notices politely (role=status). */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
