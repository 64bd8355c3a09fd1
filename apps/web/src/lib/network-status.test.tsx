import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../components/layout/offline-banner';
import { MessagesProvider, initI18n } from './i18n';
import { isOffline, reportNetwork, subscribeToNetwork } from './network-status';

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('network status', () => {
  it('is offline when the browser says so, and online again when it says so', () => {
    const onChange = vi.fn();
    const stop = subscribeToNetwork(onChange);
    expect(isOffline()).toBe(false);
    browserOnline(false);
    expect(isOffline()).toBe(true);
    browserOnline(true);
    expect(isOffline()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is offline when a request could not reach the server although the browser thinks it is online', () => {
    const onChange = vi.fn();
    const stop = subscribeToNetwork(onChange);
    reportNetwork(false);
    expect(isOffline()).toBe(true);
    // Told once, not on every failed request.
    reportNetwork(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    reportNetwork(true);
    expect(isOffline()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });

  it('forgets a failed request when the browser comes back online', () => {
    reportNetwork(false);
    browserOnline(true);
    expect(isOffline()).toBe(false);
  });

  it('shows the offline banner while offline, in the shopper’s language', async () => {
    render(<OfflineBanner />, { wrapper: MessagesProvider });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => browserOnline(false));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. You can still browse what you have seen.',
    );
    await act(() => initI18n('so'));
    expect(screen.getByRole('status').textContent).toBe(
      "Khadka internetku waa go'an yahay. Weli waad eegi kartaa wixii aad horay u aragtay.",
    );
    act(() => browserOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
