/** Spec §1, §9: "bulk up to 1,000 transactions per batch". The API reads its limit from config (BATCH_MAX_ROWS). */
export const DEFAULT_BATCH_MAX_ROWS = 1000;

/** The biggest upload, before it is parsed (a 1,000-row CSV is about 300 KB; 10,000 rows fit too). */
export const DEFAULT_BATCH_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Batches in flight per deployment (being read, validated, held or paid) before MAX_BATCH_LIMIT_REACHED. */
export const DEFAULT_BATCH_MAX_IN_FLIGHT = 20;

/** A cell longer than this is cut in the stored row (and said so by its field's own length rule). */
export const MAX_CELL_LENGTH = 500;
