import * as React from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FORM_MARKERS } from '@/lib/form-markers';
import { useHydrated } from '@/lib/use-hydrated';
import * as UI_COPY from '@/components/copy';
import { Input } from './input';

/**
 * A password field with a show/hide toggle that screen readers can operate. The toggle needs a script: React's, or
 * on server-rendered forms the page's own (it finds the button by its marker and draws the icons the same way).
 */
export function PasswordInput(props: React.ComponentProps<'input'>) {
  const [isVisible, setIsVisible] = React.useState(false);
  // Needs the app's code: held until the page is hydrated, like every button.
  const isHydrated = useHydrated();
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setIsVisible((value) => !value)}
        aria-label={isVisible ? UI_COPY.hidePassword : UI_COPY.showPassword}
        aria-pressed={isVisible}
        disabled={props.disabled || !isHydrated}
        {...{ [FORM_MARKERS.passwordToggle]: '' }}
        className="group absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
      >
        <Eye aria-hidden="true" className="size-4 group-aria-pressed:hidden" />
        <EyeOff aria-hidden="true" className="hidden size-4 group-aria-pressed:block" />
      </button>
    </div>
  );
}
