/** Query keys of the settings feature: users, the user's own sessions, the VOP config. */
export const settingsKeys = {
  all: ['settings'] as const,
  users: ['settings', 'users'] as const,
  usersPage: (start: number, search: string) => ['settings', 'users', start, search] as const,
  activeUsers: ['settings', 'users', 'active-all'] as const,
  sessions: ['settings', 'sessions'] as const,
  vop: (clientId: string) => ['settings', 'vop', clientId] as const,
};
