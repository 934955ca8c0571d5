/** How a user is named on screen: metadata name, else full name, else email prefix, else "User". */
export type UserNaming = {
  name?: string | null;
  fullName?: string | null;
  email?: string | null;
};

export function displayName(user: UserNaming | null | undefined): string {
  const candidates = [user?.name, user?.fullName, emailLocalPart(user?.email)];
  return candidates.map((value) => value?.trim()).find((value) => value) ?? 'User';
}

export function emailLocalPart(email: string | null | undefined): string | undefined {
  const local = email?.split('@')[0];
  return local ? local : undefined;
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? 'U').toUpperCase();
}
