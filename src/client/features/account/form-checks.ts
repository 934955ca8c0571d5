/**
 * The account forms' checks: react-hook-form's zod resolver over the schemas the server applies to the same
 * requests. A chunk of its own, loaded when a form is first used (`resolverOnFirstUse`): zod builds every schema of
 * `@shared/auth` as that module is evaluated, which would otherwise run while the profile page starts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  passwordConfirmationSchema,
  profileSchema,
  totpCodeSchema,
} from '@shared/auth';

export const changePasswordResolver = zodResolver(changePasswordSchema);
export const passwordConfirmationResolver = zodResolver(passwordConfirmationSchema);
export const profileResolver = zodResolver(profileSchema);
export const totpCodeResolver = zodResolver(totpCodeSchema);
export { profileSchema };
