import { useState } from 'react';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';

/** "CR" for "Camila Restrepo": the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase('es');
}

interface Props {
  user: Pick<PublicUser, 'name' | 'profilePic'>;
  size: number;
  /** '' when a label beside it already names the person. */
  alt?: string;
}

/** The user's photo, or their initials when there is none or it cannot be loaded. */
export function Avatar({ user, size, alt = '' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (user.profilePic && failed !== user.profilePic) {
    return (
      <img
        className="avatar"
        src={user.profilePic}
        alt={alt}
        width={size}
        height={size}
        style={style}
        decoding="async"
        onError={() => setFailed(user.profilePic)}
      />
    );
  }
  return (
    <span
      className="avatar avatar-initials"
      style={{ ...style, fontSize: Math.round(size * 0.4) }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {initialsOf(user.name)}
    </span>
  );
}
