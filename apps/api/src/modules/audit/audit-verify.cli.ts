import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/client.ts';
import { verifyAuditChains } from './audit-verify.ts';

/**
 * npm run audit:verify -w @corridor/api — walks every audit chain of the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR) and names the first changed or missing row of each broken chain. Exit 1 when any is.
 */
const config = loadConfig();
const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const report = await verifyAuditChains(db);
  for (const p of report.problems) console.error(`BROKEN ${p.message}`);
  console.info(
    `audit log: ${report.rows} rows in ${report.chains} chains, ${report.problems.length === 0 ? 'intact' : `${report.problems.length} broken`}`,
  );
  process.exitCode = report.problems.length === 0 ? 0 : 1;
} finally {
  await db.close();
}
