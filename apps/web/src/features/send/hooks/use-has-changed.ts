import { useState } from 'react';

/** Whether `value` has ever differed from what it was on the first render (a flow that has left its first step). */
export function useHasChanged<T>(value: T): boolean {
  const [first] = useState(value);
  const [hasChanged, setChanged] = useState(false);
  // State derived while rendering (React's documented pattern): set once, the first time the value moves.
  if (!hasChanged && value !== first) setChanged(true);
  return hasChanged || value !== first;
}
