/**
 * Draws the demo catalog's illustrations as small flat SVG files under apps/server/assets/images.
 *
 * Run from apps/server with `npx tsx scripts/draw-images.ts`. The output is committed, so this only needs
 * re-running after a drawing changes. Every product is drawn on a 400x400 canvas with its base around y=330, so
 * the same drawing can be reused, scaled, inside category tiles and store banners. The drawings themselves live
 * in ./draw, one file per part of the catalog; every product has a picture of its own.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bakery } from './draw/bakery';
import { butcher } from './draw/butcher';
import { cafe } from './draw/cafe';
import { drinks } from './draw/drinks';
import { fastFood } from './draw/fast-food';
import { fresh } from './draw/fresh';
import { gas } from './draw/gas';
import { household } from './draw/household';
import { meals } from './draw/meals';
import { pantry } from './draw/pantry';
import { sacks } from './draw/sacks';
import { circle, group, path, rect, svg, text } from './draw/svg';
import { water } from './draw/water';

const OUT = fileURLToPath(new URL('../assets/images/', import.meta.url));

const parts = [meals, fastFood, butcher, cafe, bakery, drinks, pantry, sacks, fresh, household, water, gas];
const products: Record<string, () => string> = {
  ...meals,
  ...fastFood,
  ...butcher,
  ...cafe,
  ...bakery,
  ...drinks,
  ...pantry,
  ...sacks,
  ...fresh,
  ...household,
  ...water,
  ...gas,
};
if (Object.keys(products).length !== parts.reduce((sum, part) => sum + Object.keys(part).length, 0)) {
  throw new Error('two drawings share a name: each product picture needs a name of its own');
}

/** Drawings kept only for category tiles and shop windows: no product shows them, so no file is written. */
const TILE_ONLY = new Set<string>([
  'bread',
  'burger',
  'cake',
  'camel-milk',
  'charcoal-sack',
  'flour-sack',
  'goat-meat',
  'pizza',
  'rice-plate',
  'rice-sack',
  'shawarma',
  'sugar-bag',
]);

// ---------------------------------------------------------------- tiles and banners

const PALETTE = [
  '#fff4e0',
  '#e8f5e9',
  '#e3f2fd',
  '#fce4ec',
  '#f3e5f5',
  '#fffde7',
  '#e0f7fa',
  '#fbe9e7',
  '#f1f8e9',
  '#ede7f6',
];

function tile(background: string, body: string): string {
  return svg(
    400,
    400,
    rect(0, 0, 400, 400, background, 28) + circle(200, 210, 160, '#fff', { opacity: 0.55 }) + body,
  );
}

function draw(name: string): string {
  const fn = products[name];
  if (!fn) throw new Error(`no drawing called ${name}`);
  return fn();
}

/** One to three drawings arranged on a tile, for categories and industries. */
function cluster(names: string[]): string {
  const layouts: Record<number, [number, number, number][]> = {
    1: [[0, 0, 0.9]],
    2: [
      [-80, 10, 0.62],
      [80, 10, 0.62],
    ],
    3: [
      [-95, 30, 0.52],
      [95, 30, 0.52],
      [0, -10, 0.6],
    ],
  };
  const spots = layouts[names.length];
  if (!spots) throw new Error('a cluster holds one to three drawings');
  return names
    .map((name, i) => {
      const [dx, dy, s] = spots[i] ?? [0, 0, 1];
      return group(`translate(${200 + dx} ${210 + dy}) scale(${s}) translate(-200 -210)`, draw(name));
    })
    .join('');
}

interface Banner {
  name: string;
  wall: string;
  awning: [string, string];
  items: [string, string];
}

/** A shopfront: striped awning, a sign with the shop's name, a door and two goods in the window. */
function banner({ name, wall, awning, items }: Banner): string {
  // One path per awning colour keeps each banner small: a stripe with a rounded scallop under it.
  const stripes = awning
    .map((colour, shade) =>
      path(
        Array.from({ length: 5 }, (_, i) => `M${160 + (i * 2 + shade) * 48} 96h48v60a24 24 0 0 1-48 0z`).join(
          '',
        ),
        colour,
      ),
    )
    .join('');
  const goods = items
    .map((item, i) => group(`translate(${175 + i * 150} 166) scale(0.5)`, draw(item)))
    .join('');
  return svg(
    800,
    400,
    rect(0, 0, 800, 400, '#dff1fb') +
      circle(90, 80, 40, '#ffd54f') +
      rect(0, 340, 800, 60, '#d7c4a3') +
      rect(150, 90, 500, 254, wall) +
      rect(150, 30, 500, 62, awning[0], 8) +
      text(400, 72, name, name.length > 22 ? 28 : 34, '#fff') +
      stripes +
      rect(190, 196, 320, 148, '#fff', 6, { opacity: 0.85 }) +
      goods +
      rect(530, 200, 90, 144, '#6d4c41', 6) +
      circle(604, 274, 6, '#ffd54f'),
  );
}

// ---------------------------------------------------------------- what gets written

const categories: Record<string, string[]> = {
  'rice-dishes': ['rice-plate'],
  'pasta-dishes': ['pasta-plate'],
  breakfast: ['canjeero', 'tea-cup'],
  snacks: ['sambuusa', 'bajiye'],
  drinks: ['juice-glass', 'tea-cup', 'soda-can'],
  sweets: ['xalwo', 'cake'],
  grills: ['roast-chicken', 'grilled-fish'],
  seafood: ['grilled-fish', 'fish-fresh'],
  burgers: ['burger', 'fries'],
  pizza: ['pizza'],
  wraps: ['shawarma', 'fries'],
  bakery: ['bread', 'muufo'],
  'rice-grains': ['rice-sack', 'beans', 'lentils'],
  'flour-baking': ['flour-sack', 'maize-flour'],
  'sugar-tea': ['sugar-bag', 'tea-cup', 'coffee-pot'],
  'oil-ghee': ['oil-bottle', 'ghee'],
  pasta: ['pasta-pack'],
  canned: ['canned-fish', 'tomato-paste'],
  'dairy-eggs': ['camel-milk', 'eggs', 'milk-powder'],
  fruit: ['banana', 'mango', 'watermelon'],
  vegetables: ['tomato', 'onion', 'potato'],
  meat: ['goat-meat', 'roast-chicken'],
  spices: ['spices', 'salt'],
  household: ['soap', 'detergent', 'dish-soap'],
  'dates-honey': ['dates', 'honey'],
  'wholesale-sacks': ['rice-sack', 'flour-sack', 'sugar-bag'],
  jerrycans: ['jerrycan-20l', 'jerrycan-10l'],
  'bottled-water': ['water-pack', 'water-bottle'],
  dispensers: ['dispenser-bottle', 'water-dispenser'],
  'water-tanker': ['water-tanker'],
  'gas-refills': ['gas-cylinder-13kg', 'gas-cylinder-6kg'],
  'gas-cylinders': ['gas-cylinder-new'],
  'gas-accessories': ['gas-stove', 'gas-regulator'],
  charcoal: ['charcoal-sack', 'matches'],
};

const industries: Record<string, string[]> = {
  food: ['rice-plate', 'tea-cup'],
  grocery: ['oil-bottle', 'banana', 'rice-sack'],
  water: ['water-bottle', 'jerrycan-20l'],
  gas: ['gas-cylinder-13kg', 'gas-stove'],
};

const stores: Record<string, Banner> = {
  'nasiib-restaurant': {
    name: 'Nasiib Restaurant',
    wall: '#fff3e0',
    awning: ['#e65100', '#ffb74d'],
    items: ['rice-plate', 'roast-chicken'],
  },
  'xamar-cadey-cafe': {
    name: 'Xamar Cadey Cafe',
    wall: '#fbe9e7',
    awning: ['#6d4c41', '#d7ccc8'],
    items: ['canjeero', 'tea-cup'],
  },
  'lido-fish-corner': {
    name: 'Lido Fish Corner',
    wall: '#e0f7fa',
    awning: ['#00838f', '#80deea'],
    items: ['grilled-fish', 'juice-glass'],
  },
  'sahal-fast-food': {
    name: 'Sahal Fast Food',
    wall: '#fffde7',
    awning: ['#c62828', '#ffca28'],
    items: ['burger', 'pizza'],
  },
  'tinaar-bakery': {
    name: 'Tinaar Bakery',
    wall: '#fff8e1',
    awning: ['#8d6e63', '#ffe0b2'],
    items: ['bread', 'cake'],
  },
  'barwaaqo-supermarket': {
    name: 'Barwaaqo Supermarket',
    wall: '#e8f5e9',
    awning: ['#2e7d32', '#a5d6a7'],
    items: ['rice-sack', 'oil-bottle'],
  },
  'bakaaro-family-store': {
    name: 'Bakaaro Family Store',
    wall: '#f3e5f5',
    awning: ['#6a1b9a', '#ce93d8'],
    items: ['sugar-bag', 'flour-sack'],
  },
  'karaan-fresh-market': {
    name: 'Karaan Fresh Market',
    wall: '#f1f8e9',
    awning: ['#558b2f', '#dce775'],
    items: ['mango', 'tomato'],
  },
  'biyo-macaan-water': {
    name: 'Biyo Macaan Water',
    wall: '#e3f2fd',
    awning: ['#1565c0', '#90caf9'],
    items: ['jerrycan-20l', 'water-pack'],
  },
  'daryeel-water-company': {
    name: 'Daryeel Water Company',
    wall: '#e1f5fe',
    awning: ['#0277bd', '#b3e5fc'],
    items: ['dispenser-bottle', 'water-bottle'],
  },
  'olol-gas-supply': {
    name: 'Olol Gas Supply',
    wall: '#fff3e0',
    awning: ['#d84315', '#ffab91'],
    items: ['gas-cylinder-13kg', 'gas-cylinder-6kg'],
  },
  'nuur-gas-and-charcoal': {
    name: 'Nuur Gas and Charcoal',
    wall: '#eceff1',
    awning: ['#37474f', '#ffb300'],
    items: ['gas-stove', 'charcoal-sack'],
  },
};

function write(folder: string, name: string, content: string): void {
  writeFileSync(`${OUT}${folder}/${name}.svg`, content);
}

// Start from empty folders so a renamed drawing does not leave a stale file behind.
for (const folder of ['products', 'categories', 'industries', 'stores']) {
  rmSync(`${OUT}${folder}`, { recursive: true, force: true });
  mkdirSync(`${OUT}${folder}`, { recursive: true });
}

/** A product's background follows from its name, so adding a drawing does not repaint the others. */
const backgroundOf = (name: string): string =>
  PALETTE[[...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7) % PALETTE.length] ??
  '#fff';

Object.keys(products)
  .filter((name) => !TILE_ONLY.has(name))
  .forEach((name) => write('products', name, tile(backgroundOf(name), draw(name))));
Object.entries(categories).forEach(([name, items], i) =>
  write('categories', name, tile(PALETTE[(i + 3) % PALETTE.length] ?? '#fff', cluster(items))),
);
Object.entries(industries).forEach(([name, items], i) =>
  write('industries', name, tile(['#fff4e0', '#e8f5e9', '#e3f2fd', '#fbe9e7'][i] ?? '#fff', cluster(items))),
);
Object.entries(stores).forEach(([name, spec]) => write('stores', name, banner(spec)));

console.log(
  `wrote ${Object.keys(products).length - TILE_ONLY.size} products, ${Object.keys(categories).length} categories, ` +
    `${Object.keys(industries).length} industries, ${Object.keys(stores).length} stores`,
);
