/** The customer's booking page: a ride, a water tanker or a delivery by vehicle type, followed live. */
export function BookingPage() {
  return null;
}
