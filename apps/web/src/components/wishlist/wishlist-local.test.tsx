import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLocally, clearLocalWishlist, useLocalWishlist } from './wishlist-local';
import { makeProduct } from '../../test/catalog-fixtures';

describe('the signed-out wish list on a page sent already rendered', () => {
  afterEach(() => clearLocalWishlist());

  /** Hydrates what the server rendered and counts the renders of the part reading the list. */
  async function takeOver() {
    let renders = 0;
    function Hearts() {
      renders += 1;
      return <p>{useLocalWishlist().length} saved</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hearts />);
    document.body.append(container);
    renders = 0;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Hearts />);
    });
    const text = container.textContent;
    act(() => root?.unmount());
    container.remove();
    return { renders, text };
  }

  it('is taken over without drawing its hearts again when the list is empty', async () => {
    // Drawn again, every heart of a store page re-rendered at once, in one long task, just after the take-over.
    expect(await takeOver()).toEqual({ renders: 1, text: '0 saved' });
  });

  it('shows this phone’s list right after the take-over when it has one', async () => {
    saveLocally(makeProduct({ id: 7 }));
    // Drawn as the server drew it (none saved), then with this phone's list.
    const { renders, text } = await takeOver();
    expect(text).toBe('1 saved');
    expect(renders).toBeGreaterThan(1);
  });
});
