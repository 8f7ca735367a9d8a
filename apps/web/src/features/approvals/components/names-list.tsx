const SHOWN = 5;

/** Whom the decision is about: the first few names, then how many more. */
export function NamesList({ names }: { names: readonly string[] }) {
  const rest = names.length - SHOWN;
  return (
    <ul className="names-list">
      {names.slice(0, SHOWN).map((name, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two payouts may pay the same name
        <li key={`${name}-${i}`}>{name}</li>
      ))}
      {rest > 0 ? <li className="muted">and {rest} more</li> : null}
    </ul>
  );
}
