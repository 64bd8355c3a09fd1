/** The booking this phone follows, kept across reloads so the page comes back to it. */
const KEY = 'suuq.booking';

export function rememberedBooking(): number | undefined {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberBooking(id: number | undefined): void {
  try {
    if (id === undefined) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
  } catch {
    // Private mode or a full disk: the booking is still followed until the page closes.
  }
}
