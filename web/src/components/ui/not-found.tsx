import { Link } from 'react-router';
import { NOT_FOUND_HEADING, NOT_FOUND_LINK, NOT_FOUND_TEXT } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';

/** The not-found screen: unknown paths and unknown categories. */
export function NotFound() {
  return (
    <section className="not-found">
      <title>{NOT_FOUND_HEADING}</title>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <Link className="button button-primary" to={paths.home.href()}>
        {NOT_FOUND_LINK}
      </Link>
    </section>
  );
}
