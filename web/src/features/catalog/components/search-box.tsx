import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { paths } from '@shop/commerce/paths';

type SearchBoxProps = {
  id?: string;
  /** Shown (the header's search button opens it as a row under the bar). */
  open?: boolean;
  /** Escape in the box. */
  onClose?: () => void;
};

/** The header's product search: requires input, opens /search?q=... (the box shows the current query there). */
export function SearchBox({ id, open = false, onClose }: SearchBoxProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current =
    pathname.toLowerCase() === paths.search.pattern ? normaliseSearchQuery(new URLSearchParams(search).get('q')) : '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  // Opened from the toggle: the box takes the focus.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const query = normaliseSearchQuery(value);
    if (query === '') {
      // Only spaces: the box is emptied and the browser says it is required.
      if (input.current) input.current.value = '';
      setValue('');
      input.current?.reportValidity();
      return;
    }
    input.current?.blur();
    void navigate(paths.search.href(query));
  };

  return (
    <form id={id} className="search-box" role="search" aria-label="Site search" data-open={open} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        placeholder="Search products"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose?.();
        }}
        required
      />
      <button type="submit" className="search-box-button" aria-label="Search">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
