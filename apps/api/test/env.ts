/** The least a production start needs (config refuses to start without both). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://app.corridor.example',
  SMTP_URL: 'smtp://mailer.corridor.example:587',
} as const;
