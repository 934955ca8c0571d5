import type * as React from 'react';
import type { AuthFormName } from '@shared/auth-pages';
import { Alert } from '@/components/ui/alert';
import { FORM_MARKERS } from '@/lib/form-markers';

/**
 * A form of the sign-in and password pages: posted to the page's own address, where the server checks it with
 * the shared schema named by `checkedBy` and acts on it. The page's script checks it first with the same schema.
 */
export function AuthForm({
  action,
  checkedBy,
  messagesInAlert,
  ...props
}: Omit<React.ComponentProps<'form'>, 'method' | 'action'> & {
  action: string;
  checkedBy: AuthFormName;
  /** The form shows its one message in its alert (FormAlert) rather than under each field. */
  messagesInAlert?: boolean;
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      {...{ [FORM_MARKERS.form]: checkedBy }}
      {...(messagesInAlert ? { [FORM_MARKERS.messagesInAlert]: '' } : {})}
      {...props}
    />
  );
}

/** A form's error message; kept in the page, hidden, while there is none, for the page's script to write into. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <Alert variant="destructive" hidden={!message} {...{ [FORM_MARKERS.formAlert]: '' }}>
      {message}
    </Alert>
  );
}

/** The props that give a submit button its busy label ("Signing in...") while its form is being sent. */
export function busyLabel(label: string) {
  return { [FORM_MARKERS.busyLabel]: label };
}
