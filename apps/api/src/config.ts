import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Corridor <no-reply@corridor.local>'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  LOG_LEVEL: z.string().default('info'),
});

export type Config = z.infer<typeof Env> & { isProduction: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
}
