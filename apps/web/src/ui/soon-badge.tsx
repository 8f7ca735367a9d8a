import './soon-badge.css';

/**
 * Marks a shortcut (a navigation entry, a quick action, a menu item) whose page is not built yet: it still goes
 * to that page, which says so and offers a way back. Reads "Soon" on screen and "not yet available" aloud.
 */
export function SoonBadge() {
  return (
    <span className="soon-badge">
      <span aria-hidden="true">Soon</span>
      <span className="visually-hidden">(not yet available)</span>
    </span>
  );
}
