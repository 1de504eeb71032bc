import { Link } from 'react-router';

type Crumb = { label: string; to?: string };

/** 'Home > Product Details': links for the trail, the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.label}>
            {i > 0 ? (
              <span className="breadcrumb-sep" aria-hidden="true">
                {'>'}
              </span>
            ) : null}
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
