import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { paths } from '@shop/commerce/paths';
import { useSearchSuggestionsQuery } from '@/generated/operations/search-suggestions.ts';
import './search-box.css';

/** Wait after the last key before asking for suggestions, and the shortest text asked about. */
export const SUGGEST_DELAY_MS = 200;
const SUGGEST_MIN_LENGTH = 2;

/** The text typed, once it has stayed the same for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type SearchBoxProps = {
  id?: string;
  /** Shown (the header's search button opens it as a row under the bar). */
  open?: boolean;
  /** Escape in the box. */
  onClose?: () => void;
};

/**
 * The header's product search: requires input, opens /search?q=... (the box shows the current
 * query there). As the shopper types it suggests categories and products (the WAI-ARIA combobox
 * pattern: arrow keys move through the list, Enter opens the chosen one, Escape closes the list).
 */
export function SearchBox({ id, open = false, onClose }: SearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current =
    pathname.toLowerCase() === paths.search.pattern ? normaliseSearchQuery(new URLSearchParams(search).get('q')) : '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = normaliseSearchQuery(useSettled(value, SUGGEST_DELAY_MS));
  const asking = listOpen && typed.length >= SUGGEST_MIN_LENGTH;
  const { data, previousData } = useSearchSuggestionsQuery({ variables: { query: typed }, skip: !asking });
  const suggestions = asking ? ((data ?? previousData)?.searchSuggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  useEffect(() => setActive(-1), [typed]);

  const choose = (href: string): void => {
    setListOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus goes back to the text (active -1).
      setActive((index) => {
        const next = index + step;
        if (next < -1) return suggestions.length - 1;
        return next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!.href);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else {
        onClose?.();
      }
    }
  };
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
    setListOpen(false);
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setListOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        required
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!expanded}>
        {suggestions.map((s, index) => (
          <li
            key={`${s.kind}:${s.href}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The box keeps the focus (a click on the list would blur it and close the list first).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(s.href)}
          >
            <span>{s.text}</span>
            <span className="search-suggestion-kind">{s.kind === 'CATEGORY' ? 'Category' : s.model}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? `${suggestions.length} suggestions, use the up and down arrows to choose` : ''}
      </p>
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
