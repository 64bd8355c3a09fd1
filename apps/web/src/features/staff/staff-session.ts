// The board's session lives in lib/ so that the storefront's sign-in page can start it too (someone who signs in
// there with a texted code and works for a store lands on the board, signed in).
export * from '../../lib/staff-session';
