/**
 * Reverse geocoding: a map point to an address line and a district. A Nominatim-compatible service is asked
 * when one is configured; when none is, or it fails or takes longer than two seconds, the point is named after
 * the nearest Mogadishu district from the data shipped with the server, so checkout never waits on the internet.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ReverseGeocode } from '@suuq/shared/accounts';
import { distanceKm } from '@suuq/shared/geo';
import type { Language } from '@suuq/shared/labels';

const DISTRICTS_FILE = fileURLToPath(
  new URL('../../../assets/geo/mogadishu-districts.json', import.meta.url),
);
/** Beyond this distance from every district centre a point is not in the city. */
const CITY_RADIUS_KM = 25;
const CACHE_SIZE = 500;
const USER_AGENT = 'Suuq/0.1 (online store; reverse geocoding of delivery addresses)';

const districtFile = z.object({
  city: z.object({ en: z.string(), so: z.string() }),
  districts: z
    .array(z.object({ slug: z.string(), en: z.string(), so: z.string(), lat: z.number(), lng: z.number() }))
    .min(1),
});
export type DistrictData = z.infer<typeof districtFile>;

let districtData: DistrictData | undefined;
export function districts(): DistrictData {
  districtData ??= districtFile.parse(JSON.parse(readFileSync(DISTRICTS_FILE, 'utf8')));
  return districtData;
}

/** The point named after its nearest district, or by its coordinates when it is outside the city. */
export function offlineReverse(lat: number, lng: number, lang: Language): ReverseGeocode {
  const data = districts();
  let best = data.districts[0]!;
  let bestKm = Infinity;
  for (const district of data.districts) {
    const km = distanceKm({ lat, lng }, district);
    if (km < bestKm) [best, bestKm] = [district, km];
  }
  if (bestKm > CITY_RADIUS_KM) {
    return { line: `${lat.toFixed(5)}, ${lng.toFixed(5)}`, district: null, source: 'offline' };
  }
  const name = best[lang];
  return { line: `${name}, ${data.city[lang]}`, district: name, source: 'offline' };
}

const nominatimAnswer = z.object({
  error: z.unknown().optional(),
  display_name: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
});

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service (`/reverse` is added unless present). */
  url?: string | undefined;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export class ReverseGeocoder {
  private readonly cache = new Map<string, ReverseGeocode>();
  private readonly endpoint: URL | undefined;
  private readonly timeoutMs: number;

  constructor(private readonly options: GeocoderOptions = {}) {
    if (options.url) {
      const endpoint = new URL(options.url);
      if (!endpoint.pathname.endsWith('/reverse')) {
        endpoint.pathname = `${endpoint.pathname.replace(/\/+$/, '')}/reverse`;
      }
      this.endpoint = endpoint;
    }
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  async reverse(lat: number, lng: number, lang: Language): Promise<ReverseGeocode> {
    if (!this.endpoint) return offlineReverse(lat, lng, lang);
    // About 11 m: close enough to be the same doorstep, so repeated pin drops do not repeat the request.
    const cacheKey = `${lat.toFixed(4)},${lng.toFixed(4)},${lang}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    try {
      const answer = await this.ask(this.endpoint, lat, lng, lang);
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(cacheKey, answer);
      return answer;
    } catch (error) {
      this.options.onError?.(error);
      return offlineReverse(lat, lng, lang);
    }
  }

  private async ask(endpoint: URL, lat: number, lng: number, lang: Language): Promise<ReverseGeocode> {
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(lat),
      lon: String(lng),
      zoom: '18',
      addressdetails: '1',
      'accept-language': lang,
    }).toString();
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const body = nominatimAnswer.parse(await response.json());
    if (body.error !== undefined) throw new Error(`Geocoder found nothing: ${String(body.error)}`);

    const part = (...keys: string[]) => {
      for (const key of keys) {
        const value = body.address?.[key];
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
      return undefined;
    };
    const street = [part('house_number'), part('road', 'pedestrian', 'footway')].filter(Boolean).join(' ');
    const fallback = offlineReverse(lat, lng, lang);
    const district = part('city_district', 'district', 'suburb', 'borough') ?? fallback.district;
    const parts = [street, part('neighbourhood', 'quarter'), district, part('city', 'town', 'village')];
    const line = [...new Set(parts.filter((p): p is string => Boolean(p)))].join(', ') || body.display_name;
    if (!line) throw new Error('Geocoder answer has no address');
    return { line, district, source: 'geocoder' };
  }
}
