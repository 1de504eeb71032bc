import { Link } from 'react-router';
import type { CategoryTiles_CategoryFragment } from '@/generated/graphql.ts';

/** One tile per category, linking to its page. */
export function CategoryTiles({ categories }: { categories: CategoryTiles_CategoryFragment[] }) {
  return (
    <section className="container home-block" aria-labelledby="tiles-heading">
      <h2 id="tiles-heading">Shop by category</h2>
      <ul className="category-tiles">
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={c.path} className="category-tile">
              {c.banners[0] ? <img src={c.banners[0].imageUrl} alt="" loading="lazy" width={480} height={240} /> : null}
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
