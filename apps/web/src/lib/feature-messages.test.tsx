import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider, changeLanguage, defineMessages, initI18n, loadFeatureMessages } from './i18n';

const english = {
  greeting: 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  only: 'Only English',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(async () => {
  await act(() => initI18n('en'));
});

describe('feature messages', () => {
  it('translate with placeholders and plurals in English without fetching Somali', () => {
    const loadSomali = vi.fn(async () => ({ default: {} }));
    const useMessages = defineMessages(english, loadSomali);
    function Greeting() {
      const t = useMessages();
      return <p>{`${t('greeting', { name: 'Hodan' })} / ${t('items', { count: 2 })}`}</p>;
    }
    render(<Greeting />, { wrapper: MessagesProvider });
    expect(screen.getByText('Hello Hodan / 2 items')).toBeTruthy();
    expect(loadSomali).not.toHaveBeenCalled();
  });

  it('switch with the shell: the Somali file is fetched before the language changes', async () => {
    const somali = deferred<{ default: Record<string, string> }>();
    const useMessages = defineMessages(english, () => somali.promise);
    function Greeting() {
      const t = useMessages();
      return <p>{`${t('greeting', { name: 'Hodan' })} / ${t('only')}`}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
      { wrapper: MessagesProvider },
    );
    let switched = false;
    const switching = changeLanguage('so').then(() => (switched = true));
    await Promise.resolve();
    expect(switched).toBe(false);
    expect(screen.getByText('Hello Hodan / Only English')).toBeTruthy();
    await act(async () => {
      somali.resolve({ default: { greeting: 'Soo dhawow {{name}}' } });
      await switching;
    });
    // A key missing in Somali falls back to English.
    expect(screen.getByText('Soo dhawow Hodan / Only English')).toBeTruthy();
  });

  it('fetches the Somali messages of a new feature before its page shows, and catches up if shown first', async () => {
    await act(() => changeLanguage('so'));
    const somali = deferred<{ default: Record<string, string> }>();
    const useMessages = defineMessages(english, () => somali.promise);
    let ready = false;
    const preload = loadFeatureMessages().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    function Greeting() {
      const t = useMessages();
      return <p>{t('greeting', { name: 'Ayaan' })}</p>;
    }
    render(<Greeting />, { wrapper: MessagesProvider });
    expect(screen.getByText('Hello Ayaan')).toBeTruthy();
    await act(async () => {
      somali.resolve({ default: { greeting: 'Soo dhawow {{name}}' } });
      await preload;
    });
    expect(ready).toBe(true);
    expect(screen.getByText('Soo dhawow Ayaan')).toBeTruthy();
  });

  it('falls back to English when the Somali file cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => changeLanguage('so'));
    const useMessages = defineMessages(english, () => Promise.reject(new Error('offline')));
    function Greeting() {
      const t = useMessages();
      return <p>{t('greeting', { name: 'Ayaan' })}</p>;
    }
    render(<Greeting />, { wrapper: MessagesProvider });
    await act(() => loadFeatureMessages());
    expect(screen.getByText('Hello Ayaan')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
