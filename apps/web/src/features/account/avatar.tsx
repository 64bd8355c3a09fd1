import type { User } from '@suuq/shared/accounts';
import { initialsOf } from './remember-initials';

/** The customer's picture, or their initials on a warm circle when there is none. */
export function Avatar({
  user,
  size = 72,
  src,
}: {
  user: Pick<User, 'name' | 'avatar'>;
  size?: number;
  src?: string;
}) {
  const picture = src ?? user.avatar;
  if (picture) {
    return <img className="avatar" src={picture} alt="" width={size} height={size} decoding="async" />;
  }
  const initials = initialsOf(user.name);
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
