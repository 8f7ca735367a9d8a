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
} as const;
