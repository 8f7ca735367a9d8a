/** Demo users seeded by the API (README); one password for all. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export const USERS = {
  admin: { email: 'admin@demo.test', name: 'Alexandra Montgomery' },
  checker: { email: 'checker@demo.test', name: 'Marcus Lee' },
  cards: { email: 'cards@demo.test', name: 'Priya Raman' },
  newUser: { email: 'newuser@demo.test', name: 'Daniel Tan' },
  au: { email: 'au@demo.test', name: 'Olivia Bennett' },
  bulk: { email: 'bulk@demo.test', name: 'Mei Ling Chua' },
  jp: { email: 'jp@demo.test', name: 'Haruto Sato' },
  /** A settings admin of the SG business for the settings spec alone (it changes this user's password). */
  settings: { email: 'settings@demo.test', name: 'Sofía Villanueva-Castellanos de la Fuente' },
  /** Sets up an authenticator app and a passkey in two-factor.spec: no other spec signs in as them. */
  security: { email: 'security@demo.test', name: 'Samantha Okonkwo-Whitfield' },
} as const;
