import { NavLink } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { MainMenu_QueryFragment } from '@/generated/graphql.ts';

type MainMenuProps = {
  /** Undefined while the screen's query is loading. */
  categories: MainMenu_QueryFragment['categories'] | undefined;
  /** Categories reached elsewhere (the 'More' menu) and left out here. */
  excludeSlugs?: readonly string[];
  onNavigate?: () => void;
};

/** The category links of the header. */
export function MainMenu({ categories, excludeSlugs = [], onNavigate }: MainMenuProps) {
  if (!categories) {
    return (
      <ul className="main-menu" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i}>
            <Skeleton width="6.5rem" height="1rem" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="main-menu">
      {categories
        .filter((c) => !excludeSlugs.includes(c.slug))
        .map((c) => (
          <li key={c.id}>
            <NavLink className="main-menu-link" to={c.path} onClick={onNavigate}>
              {c.name}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}
