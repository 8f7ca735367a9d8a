/** Query keys of the client feature; invalidating `all` refreshes details and configuration together. */
export const clientKeys = {
  all: ['client'] as const,
  details: ['client', 'details'] as const,
  features: ['client', 'features'] as const,
  configuration: ['configuration'] as const,
};
