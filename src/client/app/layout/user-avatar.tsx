import { displayName, initialOf } from '@shared/user';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { SessionUser } from '@shared/auth';
import { cn } from '@/lib/cn';

/** The user's picture, else the first letter of their display name. Decorative: the name is always nearby. */
export function UserAvatar({ user, className }: { user: SessionUser | undefined; className?: string }) {
  return (
    <Avatar aria-hidden="true" className={cn('size-8', className)}>
      {user?.image ? <AvatarImage src={user.image} alt="" /> : null}
      <AvatarFallback>{initialOf(displayName(user))}</AvatarFallback>
    </Avatar>
  );
}
