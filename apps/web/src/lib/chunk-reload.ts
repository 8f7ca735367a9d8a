/**
 * Spec §2: when a lazily loaded chunk is gone (usually a deploy replaced it), the browser goes back to the root
 * and loads the new build. A second failure within a short while shows the error screen instead of looping.
 */
const KEY = 'corridor.chunkReloadAt';
const LOOP_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

/** Returns false when we already reloaded moments ago, so the caller shows "Something Went Wrong". */
export function reloadAtRoot(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < LOOP_WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we cannot detect a loop; one reload is still the best answer.
  }
  window.location.assign('/');
  return true;
}
