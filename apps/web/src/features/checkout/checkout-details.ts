/**
 * The shopper's name, phone and address from their last order on this phone, so a family ordering water every
 * week types them once. Kept in localStorage; a failure to read or write only costs the prefill.
 */
export const CHECKOUT_DETAILS_STORAGE_KEY = 'suuq.checkout.details';

export interface CheckoutDetails {
  name: string;
  phone: string;
  email: string;
  addressLine: string;
  addressNotes: string;
  /** A note for the store: never remembered, each order has its own. */
  notes: string;
}

export const EMPTY_DETAILS: CheckoutDetails = {
  name: '',
  phone: '',
  email: '',
  addressLine: '',
  addressNotes: '',
  notes: '',
};
const remembered = ['name', 'phone', 'email', 'addressLine', 'addressNotes'] as const;

export function loadDetails(): CheckoutDetails {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(CHECKOUT_DETAILS_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return EMPTY_DETAILS;
    const details = { ...EMPTY_DETAILS };
    for (const field of remembered) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') details[field] = value.slice(0, 300);
    }
    return details;
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
    return EMPTY_DETAILS;
  }
}

/**
 * The details kept on this phone (`found`) under what the shopper has typed (`current`): a field they filled in
 * before the app had read the phone's keeps what they typed.
 */
export function keepTyped(found: CheckoutDetails, current: CheckoutDetails): CheckoutDetails {
  const merged = { ...found };
  for (const field of Object.keys(current) as (keyof CheckoutDetails)[])
    if (current[field] !== '') merged[field] = current[field];
  return merged;
}

export function saveDetails(details: CheckoutDetails): void {
  try {
    const kept = Object.fromEntries(remembered.map((field) => [field, details[field].trim()]));
    localStorage.setItem(CHECKOUT_DETAILS_STORAGE_KEY, JSON.stringify(kept));
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
}
