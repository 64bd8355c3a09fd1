import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// Leaflet finds its marker images through a CSS trick that breaks once Vite renames the files: give it the URLs.
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import type { Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Loading } from '../../components/ui/load-state';
import { useConfig } from '../../lib/use-config';
import { useCatalogT } from './messages';
import { MapFallback } from './map-fallback';
import type { StoreNavigationState } from './store-state';
import './store-map.css';

L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

// Without a single tile after this long (a slow or blocked tile server), the list is more useful than grey squares.
const TILE_PATIENCE_MS = 10_000;

function popupContent(store: Store, label: string, open: () => void): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = store.name;
  const address = document.createElement('span');
  address.className = 'store-map__address';
  address.textContent = store.address;
  const link = document.createElement('a');
  link.href = paths.store(store.name);
  link.textContent = label;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  });
  box.append(name, address, link);
  return box;
}

/**
 * The stores on a Leaflet map, each marker named after its store, with a popup that opens the store. When tiles
 * cannot load (offline, blocked, no internet in tests) or the configuration cannot be fetched, the plain list shows.
 */
export function StoreMap({ stores }: { stores: Store[] }) {
  const t = useCatalogT();
  const navigate = useNavigate();
  const config = useConfig();
  const [failed, setFailed] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const [layers, setLayers] = useState<{ map: L.Map; markers: L.LayerGroup }>();
  const fittedRef = useRef('');
  const zoomIn = t('nearby.zoomIn');
  const zoomOut = t('nearby.zoomOut');
  const tileUrl = config.status === 'ready' ? config.config.map_tile_url : undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!tileUrl || failed || !container) return;
    const map = L.map(container, { zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    let loaded = false;
    const tiles = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap.org')
        ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        : '',
    });
    tiles.on('tileload', () => (loaded = true));
    tiles.on('tileerror', () => {
      if (!loaded) setFailed(true);
    });
    tiles.addTo(map);
    const timer = setTimeout(() => {
      if (!loaded) setFailed(true);
    }, TILE_PATIENCE_MS);
    const markers = L.layerGroup().addTo(map);
    map.setView([2.0469, 45.3182], 12);
    fittedRef.current = '';
    setLayers({ map, markers });
    return () => {
      clearTimeout(timer);
      setLayers(undefined);
      map.remove();
    };
  }, [tileUrl, failed, zoomIn, zoomOut]);

  const viewStore = t('nearby.viewStore');
  useEffect(() => {
    if (!layers) return;
    const { map, markers } = layers;
    markers.clearLayers();
    for (const store of stores) {
      const state: StoreNavigationState = { store };
      L.marker([store.lat, store.lng], { title: store.name, alt: store.name, keyboard: true })
        .bindPopup(() =>
          popupContent(store, viewStore, () => void navigate(paths.store(store.name), { state })),
        )
        .addTo(markers);
    }
    // Fit the view when the set of stores changes, not when a badge does: a shopper's panning stays where it is.
    const ids = stores.map((store) => store.id).join();
    if (stores.length > 0 && ids !== fittedRef.current) {
      fittedRef.current = ids;
      map.fitBounds(L.latLngBounds(stores.map((store) => [store.lat, store.lng])), {
        padding: [28, 28],
        maxZoom: 15,
      });
    }
  }, [layers, stores, viewStore, navigate]);

  if (failed || config.status === 'failed') return <MapFallback />;
  if (config.status === 'loading') return <Loading />;
  return <div ref={containerRef} className="store-map" />;
}
