/**
 * The demo admin of the embedded demo data (README, "Back office"): for trying the back office on a
 * local copy only. A real agency's staff are made with `npm run staff:create`, each with a secret of
 * their own; these values are public.
 */
export const DEMO_ADMIN = {
  email: 'admin@agence-demo.example',
  password: 'Demo-Agence-Crans-2026',
  firstName: 'Anna',
  lastName: 'Rey',
  /** The TOTP key to type into an authenticator app (or `npm run demo:code` prints the code). */
  totpSecret: 'CCUPIS3UQV7TO4IEJEM257JZVJZPLUIA',
} as const
