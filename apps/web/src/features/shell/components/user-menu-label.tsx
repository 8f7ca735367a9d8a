import { truncateName } from '@corridor/domain/access';
import { initials } from '@/lib/format.ts';
import { ChevronDownIcon } from '@/ui/icons.tsx';

/**
 * What the user-menu button shows: initials, then the name cut to 13 characters (spec §2). The initials are
 * decoration, so the button's accessible name is exactly the visible name; the full name is its tooltip.
 */
export function UserMenuLabel({ name }: { name: string }) {
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="user-name" title={name}>
        {truncateName(name)}
      </span>
      <ChevronDownIcon />
    </>
  );
}
