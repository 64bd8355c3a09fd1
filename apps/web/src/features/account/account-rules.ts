// The account rules the forms check before sending, so a slow network is not spent on a refusal. The server checks
// them again (and more: common passwords, taken numbers); these constants mirror @suuq/shared/accounts, which this
// code does not import because it would bring the whole schema library into the page (a test keeps them equal).

/** Shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Largest profile picture the server accepts, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Picture types the server accepts. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Looks like a phone number; the server decides (it accepts 061 234 5678, 61 234 5678, +252 61 ...). */
export const checkPhone = (phone: string) => /^\+?[0-9][0-9 ().-]{5,24}$/.test(phone.trim());

/** Empty (email is optional) or shaped like an email address. */
export const checkEmail = (email: string) =>
  email.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
