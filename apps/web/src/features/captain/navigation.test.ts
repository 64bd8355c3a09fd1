import { describe, expect, it } from 'vitest';
import { navigationUrl, placeLines } from './navigation';

const km4 = { lat: 2.0335, lng: 45.311, label: 'Gate of KM4 market', near: 'KM4, Hodan' };

describe('directions', () => {
  it('open the map app the phone has: geo: on Android, Apple Maps on an iPhone, Google Maps elsewhere', () => {
    expect(navigationUrl(km4, 'Mozilla/5.0 (Linux; Android 12; TECNO KG5) Chrome/120 Mobile')).toBe(
      'geo:2.033500,45.311000?q=2.033500,45.311000(Gate%20of%20KM4%20market)',
    );
    expect(navigationUrl(km4, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'https://maps.apple.com/?daddr=2.033500,45.311000&dirflg=d',
    );
    expect(navigationUrl(km4, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=2.033500,45.311000',
    );
  });
});

describe('a place as the captain reads it', () => {
  it('is the rider’s words with the landmark under them, or the landmark when the rider had no name', () => {
    expect(placeLines(km4)).toEqual({ name: 'Gate of KM4 market', near: 'KM4, Hodan' });
    expect(placeLines({ ...km4, label: 'Near KM4, Hodan' })).toEqual({
      name: 'Near KM4, Hodan',
      near: undefined,
    });
    expect(placeLines({ ...km4, label: 'My location' })).toEqual({ name: 'KM4, Hodan', near: undefined });
    expect(placeLines({ ...km4, label: 'Goobtayda' })).toEqual({ name: 'KM4, Hodan', near: undefined });
    expect(placeLines({ ...km4, label: 'Point on the map (2.03350, 45.31100)' }).name).toBe('KM4, Hodan');
    // Outside the city there is no name to give: the rider's words stay.
    expect(placeLines({ ...km4, label: 'My location', near: null })).toEqual({
      name: 'My location',
      near: undefined,
    });
  });
});
