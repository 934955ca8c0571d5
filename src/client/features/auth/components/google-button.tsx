import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { AUTH_COPY } from '../copy';

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84Z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/**
 * "Continue with Google", a submit button of its own form: the server asks Google where to send the browser and
 * redirects it there, or says why it cannot (only existing accounts; Google not configured).
 */
export function GoogleButton(props: Pick<React.ComponentProps<'button'>, 'name' | 'value'>) {
  return (
    <Button type="submit" variant="outline" className="w-full" {...props}>
      <GoogleIcon />
      {AUTH_COPY.continueWithGoogle}
    </Button>
  );
}
