import * as React from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '@/lib/form-field';
import { resolverOnFirstUse } from '@/lib/resolver-on-first-use';
import { toast } from '@/lib/toast';
import type { ProfileForm, SessionUser } from '@shared/auth';
import { LocalTime } from '@/components/local-time';
import * as PROFILE_COPY from '../copy';
import { emailLocalPart } from '@shared/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/text-field';
import { FieldSet } from '@/components/ui/field';
import { useUpdateProfile } from '../api';
import { useLockedSubmit } from '@/lib/use-locked-submit';

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

const loadChecks = () => import('../form-checks');
const profileChecks = resolverOnFirstUse(() => loadChecks().then((checks) => checks.profileResolver));

/**
 * The name's edit form, mounted only while editing: the page hydrates without a form (react-hook-form ends its
 * first commit with a synchronous render, which would hold the page's hydration in one long task).
 */
function ProfileNameForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: profileChecks.resolver,
    defaultValues: { name: user.name, email: user.email },
  });
  const { isSubmitting } = form.formState;

  React.useEffect(() => {
    form.setFocus('name');
  }, [form]);

  const onSubmit = useLockedSubmit<ProfileForm>(async (values) => {
    try {
      const { name } = (await loadChecks()).profileSchema.parse(values);
      await updateProfile.mutateAsync({ name });
      toast.success(PROFILE_COPY.updatedTitle, { description: PROFILE_COPY.updatedBody });
      onDone();
    } catch {
      toast.error(PROFILE_COPY.updateFailed);
    }
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={PROFILE_COPY.editFormLabel}
      onFocus={profileChecks.preload}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldSet disabled={isSubmitting}>
        <TextField
          id="profile-name"
          label={PROFILE_COPY.name}
          autoComplete="name"
          {...fieldProps(form, 'name')}
        />
        <TextField
          id="profile-email"
          label={PROFILE_COPY.email}
          type="email"
          value={user.email}
          disabled
          readOnly
        />
        <div className="flex gap-2">
          <Button type="submit">{isSubmitting ? PROFILE_COPY.saving : PROFILE_COPY.save}</Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {PROFILE_COPY.cancel}
          </Button>
        </div>
      </FieldSet>
    </form>
  );
}

/** Name, email and creation date, with an edit mode for the name (the email cannot be changed). */
export function AccountInformation({ user }: { user: SessionUser }) {
  const [isEditing, setIsEditing] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);

  function leaveEditMode() {
    setIsEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <h2 className="text-xl font-semibold">{PROFILE_COPY.accountTitle}</h2>
          <CardDescription>{PROFILE_COPY.accountIntro}</CardDescription>
        </div>
        {!isEditing ? (
          <Button ref={editButton} variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            {PROFILE_COPY.editProfile}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <ProfileNameForm user={user} onDone={leaveEditMode} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact
              label={PROFILE_COPY.name}
              value={user.name.trim() || emailLocalPart(user.email) || PROFILE_COPY.notProvided}
            />
            <Fact label={PROFILE_COPY.email} value={user.email} />
            <Fact label={PROFILE_COPY.createdAt} value={<LocalTime value={user.createdAt} />} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
