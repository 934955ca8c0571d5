import type * as React from 'react';
import { Link } from 'react-router';
import type { AuthFormName } from '@shared/auth-pages';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FORM_MARKERS } from '@/lib/form-markers';

/** The card a sign-in or password form sits in: its title and intro, the form with its alerts, and a footer. */
export function AuthCard({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
      {footer}
    </Card>
  );
}

/** The footer that sends the visitor to the other form ("Don't have an account? Sign up"). */
export function SwitchFormFooter({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <CardFooter className="justify-center text-sm text-muted-foreground">
      <span>
        {prompt}{' '}
        <Link to={to} className="font-medium text-primary hover:underline">
          {label}
        </Link>
      </span>
    </CardFooter>
  );
}

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
