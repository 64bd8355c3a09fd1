/** The captain console (`/captain`). */
export function CaptainPage() {
  return null;
}
