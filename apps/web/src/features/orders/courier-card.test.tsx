import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { CourierCard } from './courier-card';

const carried = {
  courier: {
    delivery_id: 3,
    status: 'picked_up',
    name: 'Abdi Farah',
    phone: '+252 61 555 0101',
    vehicle: { type: 'Bajaj', plate_number: 'BN 12345', colour: 'Green', make: 'Bajaj' },
    position: { lat: 2.03, lng: 45.31, at: '2026-11-29T11:00:00.000Z' },
    minutes_away: 7,
  },
  handover_code: '4821',
} as Partial<Order> as Order;

describe('the courier on the tracking page', () => {
  it('names who brings the order, their vehicle, a call button and the code for the door', async () => {
    render(<CourierCard order={carried} />);
    expect(await screen.findByRole('heading', { name: 'Abdi Farah is bringing your order' })).toBeTruthy();
    expect(screen.getByText('Bajaj, Green, plate BN 12345')).toBeTruthy();
    expect(screen.getByTestId('handover-code').textContent).toBe('4821');
    expect(screen.getByRole('link', { name: 'Call Abdi Farah' }).getAttribute('href')).toBe(
      'tel:+252615550101',
    );
  });

  it('shows nothing while no courier carries it, and no code to anyone but the shopper', () => {
    const { container } = render(<CourierCard order={{} as Order} />);
    expect(container.textContent).toBe('');
    render(<CourierCard order={{ ...carried, handover_code: undefined }} />);
    expect(screen.queryByTestId('handover-code')).toBeNull();
  });
});
