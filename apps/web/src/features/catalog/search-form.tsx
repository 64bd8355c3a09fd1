import { type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/use-translation';
import { SearchIcon } from '../../components/ui/icons';
import './search-form.css';

/** A search box that opens the search page for what was typed (typos are fine: the server tolerates them). */
export function SearchForm({ initial = '', className }: { initial?: string; className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) void navigate(paths.searchFor(q));
  };

  // Uncontrolled: the box needs no state of its own, and the home page stays small.
  return (
    // The action lets the search work before the app has started (the prerendered home page), as a plain form.
    <form
      role="search"
      action={paths.search}
      className={`search-form ${className ?? ''}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('home.searchLabel')}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={initial}
        placeholder={t('home.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-form__submit" aria-label={t('home.searchSubmit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
