import { describe, expect, it } from 'vitest';
import en from './en.json';
import so from './so.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, `${path}.`)) out.set(leaf, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// Features keep their own messages beside their code (src/features/<feature>/locales/{en,so}.json).
// So do the shell parts downloaded after the first paint (src/components/<folder>/locales/{en,so}.json).
const featureFiles = import.meta.glob<Tree>(
  ['../features/*/locales/*.json', '../components/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const features = new Map<string, { en?: Tree; so?: Tree }>();
for (const [file, tree] of Object.entries(featureFiles)) {
  const [, feature, language] = /(?:features|components)\/([^/]+)\/locales\/(en|so)\.json$/.exec(file) ?? [];
  if (!feature || (language !== 'en' && language !== 'so')) throw new Error(`Unexpected locale file ${file}`);
  features.set(feature, { ...features.get(feature), [language]: tree });
}

const bundles: [string, { en?: Tree; so?: Tree }][] = [['shell', { en, so }], ...features];

describe.each(bundles)('%s messages', (_name, files) => {
  const english = leaves(files.en ?? {});
  const somali = leaves(files.so ?? {});

  it('exist in both languages', () => {
    expect(files.en, 'en.json').toBeDefined();
    expect(files.so, 'so.json').toBeDefined();
  });

  it('has every English key in Somali', () => {
    expect([...english.keys()].filter((key) => !somali.has(key))).toEqual([]);
  });

  it('has no Somali key that English lacks', () => {
    expect([...somali.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty message in either language', () => {
    const empty = [...english, ...somali].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = somali.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('shell locale', () => {
  it('uses the agreed Somali words for the shop basics', () => {
    expect(so.header.cart).toBe('Dambiil');
    expect(so.header.trackOrder).toBe('Raadi dalabka');
    expect(so.nav.home).toBe('Hoyga');
    expect(so.nav.about).toBe('Nagu saabsan');
    expect(so.nav.privacy).toBe('Siyaasadda asturnaanta');
    expect(so.nav.terms).toBe('Shuruudaha iyo xaaladaha');
    expect(so.nav.contact).toBe('Nala soo xiriir');
    expect(so.home.storesTitle).toBe('Dukaamada');
  });

  it('spells the error panel button exactly as the spec', () => {
    expect(en.errors.clearAndRetry).toBe('Clear errors and retry');
  });
});
