/**
 * The demo's returnable containers: the water and gas stores' refills come in a container the shopper either
 * swaps (an empty handed back) or takes new with its deposit. Keyed by the product's English name. Deposits in cents.
 */
import type { SeedText } from './types';

export interface SeedContainer {
  name: SeedText;
  deposit: number;
}

const CONTAINERS: Record<string, SeedContainer> = {
  // Biyo Macaan swaps the family's empty jerrycan for a full one.
  'Drinking water refill': { name: { en: '20 L jerrycan', so: 'Caag 20 litir ah' }, deposit: 200 },
  '20 L dispenser bottle': { name: { en: '20 L water bottle', so: 'Dhalada biyaha 20 litir' }, deposit: 300 },
  'Cooking gas refill': {
    name: { en: 'Gas cylinder (6 or 13 kg)', so: 'Dhalada gaaska (6 ama 13 kiilo)' },
    deposit: 2000,
  },
  'Cooking gas': {
    name: { en: 'Gas cylinder (6 or 13 kg)', so: 'Dhalada gaaska (6 ama 13 kiilo)' },
    deposit: 2000,
  },
};

/** The product's container columns (all null for a product without one). */
export function containerColumns(productName: string) {
  const container = CONTAINERS[productName];
  return {
    containerNameEn: container?.name.en ?? null,
    containerNameSo: container?.name.so ?? null,
    containerDeposit: container?.deposit ?? null,
  };
}
