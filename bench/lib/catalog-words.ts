/**
 * The synthetic catalog's vocabulary: Somali and English item names, brands, sizes, places, store kinds and
 * category names per industry, and the search queries the bench sends (typos included).
 */
export type Pair = readonly [en: string, so: string];

/** A comma-separated list written across lines. */
const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
export type IndustrySlug = 'food' | 'grocery' | 'water' | 'gas';

export const ITEMS: Record<IndustrySlug, readonly Pair[]> = {
  grocery: [
    ['Basmati Rice', 'Bariis Basmati'],
    ['Long Grain Rice', 'Bariis Dheer'],
    ['Sugar', 'Sonkor'],
    ['Wheat Flour', 'Bur Sarreen'],
    ['Spaghetti', 'Baasto Dheer'],
    ['Macaroni', 'Makarooni'],
    ['Cooking Oil', 'Saliid Cunto'],
    ['Sesame Oil', 'Saliid Macsaro'],
    ['Powdered Milk', 'Caano Budo'],
    ['Camel Milk', 'Caano Geel'],
    ['Black Tea', 'Shaah Madow'],
    ['Green Tea', 'Shaah Cagaar'],
    ['Coffee Beans', 'Bun Qaxwo'],
    ['Dates', 'Timir'],
    ['Red Lentils', 'Misir Cas'],
    ['Kidney Beans', 'Digir Cas'],
    ['Tomato Paste', 'Yaanyo Qasacadeysan'],
    ['Sea Salt', 'Cusbo Badeed'],
    ['Red Onions', 'Basal Cas'],
    ['Potatoes', 'Baradho'],
    ['Bananas', 'Muus'],
    ['Mangoes', 'Cambe'],
    ['Eggs', 'Ukun'],
    ['Ghee', 'Subag'],
    ['Honey', 'Malab'],
    ['Goat Meat', 'Hilib Ari'],
    ['Camel Meat', 'Hilib Geel'],
    ['Chicken', 'Digaag'],
    ['Tuna Can', 'Tuuna Qasacad'],
    ['Biscuits', 'Buskud'],
    ['Bath Soap', 'Saabuun Maydhasho'],
    ['Laundry Detergent', 'Saabuun Dhar'],
    ['Sorghum', 'Masago'],
    ['Maize Flour', 'Bur Galley'],
    ['Cardamom', 'Hayl'],
    ['Cinnamon', 'Qorfe'],
    ['Ginger', 'Sinjibiil'],
    ['Garlic', 'Toon'],
    ['Green Peppers', 'Basbaas Cagaar'],
    ['Lemons', 'Liin Dhanaan'],
    ['Watermelon', 'Qare'],
    ['Papaya', 'Babaay'],
    ['Mango Juice', 'Casiir Cambe'],
    ['Yoghurt', 'Caano Fadhi'],
    ['Noodles', 'Nuudal'],
    ['Peanut Butter', 'Subag Lows'],
  ],
  food: [
    ['Canjeero with Ghee', 'Canjeero Subag'],
    ['Chapati', 'Sabaayad'],
    ['Spiced Rice', 'Bariis Iskukaris'],
    ['Pasta with Sauce', 'Baasto Suugo'],
    ['Beef Suqaar', 'Suqaar Hilib'],
    ['Goat Stew', 'Maraq Ari'],
    ['Sambuusa', 'Sambuusa'],
    ['Malawax', 'Malawax'],
    ['Muufo Bread', 'Muufo'],
    ['Lahooh', 'Lahooh'],
    ['Grilled Fish', 'Kalluun Duban'],
    ['Fried Chicken', 'Digaag Shiilan'],
    ['Spiced Tea', 'Shaah Cadays'],
    ['Halwa', 'Xalwo'],
    ['Kac Kac', 'Kac Kac'],
    ['Sponge Cake', 'Doolsho'],
    ['Beef Burger', 'Burger Hilib'],
    ['Chicken Pizza', 'Bisaaso Digaag'],
    ['Chicken Shawarma', 'Shawarma Digaag'],
    ['French Fries', 'Baradho Shiilan'],
    ['Fresh Juice', 'Casiir Cusub'],
    ['Bajiye', 'Bajiye'],
    ['Lentil Soup', 'Maraq Misir'],
    ['Liver Fry', 'Beer Shiilan'],
  ],
  water: [
    ['Bottled Water', 'Biyo Dhalo'],
    ['Mineral Water', 'Biyo Macdan'],
    ['Water Jerrycan', 'Joog Biyo'],
    ['Water Tanker Delivery', 'Booyad Biyo'],
    ['Dispenser Bottle', 'Dhalo Dispenser'],
    ['Water Dispenser', 'Qaboojiye Biyo'],
  ],
  gas: [
    ['Gas Cylinder', 'Dhalo Gaas'],
    ['Gas Refill', 'Buuxin Gaas'],
    ['Charcoal Sack', 'Joonyad Dhuxul'],
    ['Charcoal Stove', 'Burjiko Dhuxul'],
    ['Gas Stove', 'Burjiko Gaas'],
    ['Gas Regulator', 'Rayguleetar Gaas'],
  ],
};

export const BRANDS = words(`
  Daallo, Hormuud, Xamar, Barakaat, Jubba, Shabelle, Gedo, Sanaag, Nugaal, Hiiraan, Banaadir, Kismaayo,
  Berbera, Baydhabo, Afgooye, Marka, Jowhar, Beledweyne, Garoowe, Sahan, Ubax, Hodan, Nasteex, Dalsan,
  Amoud, Golis, Somtel, Raxmo, Barwaaqo, Karaan, Liido, Bakaaro, Tawfiiq, Salaam, Nuur, Olol, Sunrise,
  Royal, Golden, Ocean
`);
export const QUALITIES: readonly Pair[] = [
  ['Fresh', 'Cusub'],
  ['Premium', 'Heer Sare'],
  ['Family', 'Qoys'],
  ['Classic', 'Caadi'],
  ['Organic', 'Dabiici'],
  ['Local', 'Dalka'],
  ['Special', 'Gaar ah'],
];
export const SIZES: Record<IndustrySlug, readonly string[]> = {
  grocery: [
    '250 g',
    '500 g',
    '1 kg',
    '2 kg',
    '5 kg',
    '10 kg',
    '25 kg',
    '50 kg',
    '1 L',
    '3 L',
    '5 L',
    'pack of 6',
  ],
  food: ['small', 'regular', 'large', 'family', 'half', 'double'],
  water: ['500 ml', '1.5 L', '5 L', '10 L', '20 L', '1,000 L', '5,000 L'],
  gas: ['3 kg', '6 kg', '13 kg', '25 kg', '45 kg', 'one burner', 'two burners'],
};
export const PLACES = words(`
  Xamar, Hodan, Waaberi, Wadajir, Hawl Wadaag, Bondhere, Shibis, Karaan, Yaqshid, Dayniile, Kaaraan,
  Shangaani, Xamarweyne, Abdiaziz, Wardhiigley, Dharkenley, Kaxda, Heliwaa, Gubadley, Lido, Taleex,
  Bakaaro, Sayidka, KM4, Tarabuunka, Siinaay, Jaalle Siyaad, Afrik, Daljirka, Nasa Hablod, Barakaat,
  Tawakal, Amaan, Rajo, Horseed, Ilays, Barwaaqo, Hiil, Naruuro
`);
export const STORE_KINDS: Record<IndustrySlug, readonly string[]> = {
  grocery: ['Supermarket', 'Family Store', 'Fresh Market', 'Mini Market', 'Wholesale'],
  food: ['Restaurant', 'Cafe', 'Fast Food', 'Bakery', 'Grill'],
  water: ['Water', 'Water Company', 'Water Supply'],
  gas: ['Gas Supply', 'Gas and Charcoal', 'Energy'],
};
export const CATEGORY_NAMES: Record<IndustrySlug, readonly Pair[]> = {
  grocery: [
    ['Rice and Grains', 'Bariis iyo Miro'],
    ['Sugar and Tea', 'Sonkor iyo Shaah'],
    ['Oil and Ghee', 'Saliid iyo Subag'],
    ['Dairy and Eggs', 'Caano iyo Ukun'],
    ['Fruit', 'Miro'],
    ['Vegetables', 'Khudaar'],
    ['Meat', 'Hilib'],
    ['Spices', 'Xawaash'],
    ['Household', 'Alaabta Guriga'],
    ['Snacks', 'Cunto Fudud'],
    ['Canned Food', 'Cunto Qasacadeysan'],
    ['Flour and Baking', 'Bur iyo Dubid'],
  ],
  food: [
    ['Breakfast', 'Quraac'],
    ['Rice Dishes', 'Bariis'],
    ['Pasta Dishes', 'Baasto'],
    ['Grills', 'Solid'],
    ['Seafood', 'Cunto Badeed'],
    ['Drinks', 'Cabitaan'],
    ['Sweets', 'Macmacaan'],
    ['Wraps', 'Duub'],
  ],
  water: [
    ['Bottled Water', 'Biyo Dhalo'],
    ['Jerrycans', 'Joogag'],
    ['Tankers', 'Booyado'],
    ['Dispensers', 'Qaboojiyeyaal'],
  ],
  gas: [
    ['Gas Cylinders', 'Dhalooyin Gaas'],
    ['Refills', 'Buuxin'],
    ['Charcoal', 'Dhuxul'],
    ['Accessories', 'Qalab'],
  ],
};
export const INDUSTRY_ROWS: { slug: IndustrySlug; name: Pair }[] = [
  { slug: 'food', name: ['Food', 'Cunto'] },
  { slug: 'grocery', name: ['Grocery', 'Raashin'] },
  { slug: 'water', name: ['Water', 'Biyo'] },
  { slug: 'gas', name: ['Gas', 'Gaas'] },
];

/** Rotating search queries: English, Somali, brands, store names, and common typos. */
export const SEARCH_QUERIES: readonly string[] = words(`
  rice, bariis, bariss, basmati, basmatti, sugar, suger, sonkor, milk, caano, cano, camel milk, shaah,
  tea, coffe, gas, gass cylinder, dhalo gaas, dhuxul, charcoal, water, biyo, jerrycan, canjeero, canjero,
  sambuusa, sambusa, malawax, daallo, dalo, spagetti, tomato, tomatto, hilib, goat meat, kalluun, kaluun,
  fish, cooking oil, saliid, timir, dates, honey, malab, xamar, jubba, juba, hormuud supermarket,
  shawarma, burger, pizza, lentils, misir, flour, bur, eggs, ukun, banana, muus, mango, cambe, soap,
  saabuun
`);
