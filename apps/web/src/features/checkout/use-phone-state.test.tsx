import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DETAILS, keepTyped } from './checkout-details';
import { usePhoneState } from './use-phone-state';

/** A field whose text starts from what the phone keeps; typed text the phone did not have wins. */
function Name({ read }: { read: () => string }) {
  const [name, setName, found] = usePhoneState(read, '', (kept, current) => current || kept);
  return (
    <p>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <span>{found === undefined ? 'not read' : `read ${found}`}</span>
    </p>
  );
}

describe('state kept on the phone', () => {
  it('is not on the page the server draws, nor on the page the app takes over, and is there the render after', async () => {
    const read = vi.fn(() => 'Amina');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Name read={read} />);
    expect(read).not.toHaveBeenCalled();
    expect(container.querySelector('input')!.value).toBe('');
    const input = container.querySelector('input');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => void hydrateRoot(container, <Name read={read} />));
    await vi.waitFor(() => expect(container.querySelector('span')!.textContent).toBe('read Amina'));
    expect(container.querySelector('input')).toBe(input);
    expect(input!.value).toBe('Amina');
    expect(read).toHaveBeenCalledOnce();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|match/i);
    errors.mockRestore();
  });

  it('is read at once on a page the app draws itself', async () => {
    const read = vi.fn(() => 'Amina');
    const drawn: string[] = [];
    function Seen() {
      const [name] = usePhoneState(read, '', (kept) => kept);
      drawn.push(name);
      return <p>{name}</p>;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Seen />));
    expect(drawn[0]).toBe('Amina');
    expect(read).toHaveBeenCalledOnce();
    act(() => root.unmount());
  });

  it('fills checkout’s fields the shopper left empty with the details kept, and keeps what they typed', () => {
    const kept = { ...EMPTY_DETAILS, name: 'Amina Yusuf', phone: '061 234 5678', addressLine: 'Hodan' };
    const typed = { ...EMPTY_DETAILS, name: 'Hodan Abdi', notes: 'No onions' };
    expect(keepTyped(kept, typed)).toEqual({
      ...EMPTY_DETAILS,
      name: 'Hodan Abdi',
      phone: '061 234 5678',
      addressLine: 'Hodan',
      notes: 'No onions',
    });
  });
});
