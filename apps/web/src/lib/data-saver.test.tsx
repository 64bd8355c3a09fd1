import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogImage } from '../components/ui/catalog-image';
import {
  DATA_SAVER_STORAGE_KEY,
  DATA_SAVER_WIDTH,
  dataSaverOn,
  imageSources,
  setDataSaver,
} from './data-saver';

const rice = '/images/products/rice.svg';

function phoneSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('data saver', () => {
  it('follows the phone’s own setting until the shopper chooses', () => {
    expect(dataSaverOn()).toBe(false);
    phoneSaveData(true);
    expect(dataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(dataSaverOn()).toBe(false);
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('0');
    phoneSaveData(false);
    setDataSaver(true);
    expect(dataSaverOn()).toBe(true);
  });

  it('offers every width up to the largest with the data saver off', () => {
    expect(imageSources(rice, { width: 320, max: 640, sizes: '50vw' }, false)).toEqual({
      src: '/images/w320/products/rice.webp',
      srcSet:
        '/images/w160/products/rice.webp 160w, /images/w240/products/rice.webp 240w, ' +
        '/images/w320/products/rice.webp 320w, ' +
        '/images/w480/products/rice.webp 480w, /images/w640/products/rice.webp 640w',
      sizes: '50vw',
    });
  });

  it('asks for the smallest width only with the data saver on', () => {
    expect(DATA_SAVER_WIDTH).toBe(160);
    expect(imageSources(rice, { width: 640, max: 960, sizes: '100vw' }, true)).toEqual({
      src: '/images/w160/products/rice.webp',
      srcSet: undefined,
      sizes: undefined,
    });
  });

  it('leaves an image that is not resized as it is', () => {
    expect(imageSources('https://example.com/a.gif', { width: 320, max: 320, sizes: '1px' }, false)).toEqual({
      src: 'https://example.com/a.gif',
      srcSet: undefined,
      sizes: undefined,
    });
  });

  it('switches the images on the page when the setting changes, keeping their size and laziness', () => {
    render(
      <CatalogImage
        path={rice}
        width={320}
        max={640}
        sizes="50vw"
        boxWidth={160}
        boxHeight={120}
        alt="Rice"
      />,
    );
    const image = screen.getByRole('img', { name: 'Rice' });
    expect(image.getAttribute('srcset')).toContain('640w');
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('height')).toBe('120');
    expect(image.getAttribute('loading')).toBe('lazy');

    act(() => setDataSaver(true));
    expect(image.getAttribute('src')).toBe('/images/w160/products/rice.webp');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('height')).toBe('120');
  });

  it('loads an image above the fold at once', () => {
    render(<CatalogImage path={rice} width={320} sizes="50vw" boxWidth={100} eager alt="Rice" />);
    const image = screen.getByRole('img', { name: 'Rice' });
    expect(image.hasAttribute('loading')).toBe(false);
    expect(image.getAttribute('height')).toBe('100');
  });
});
