/**
 * The demo catalog: twelve invented Mogadishu businesses across the four industries, priced in US cents the way
 * shops in the city price in dollars. Every image path points at a file under apps/server/assets/images, drawn by
 * apps/server/scripts/draw-images.ts.
 */
import type {
  SeedCatalog,
  SeedCategory,
  SeedChoiceGroup,
  SeedIndustrySlug,
  SeedProduct,
  SeedStore,
  SeedText,
  SeedVariant,
} from './types';

type ImageFolder = 'industries' | 'stores' | 'categories' | 'products';
type Pair = [en: string, so: string];

const image = (folder: ImageFolder, file: string): string => `/images/${folder}/${file}.svg`;

/** English with its Somali form; the Somali is dropped where it reads the same, as the type asks. */
function t(en: string, so?: string): SeedText {
  return so === undefined || so === en ? { en } : { en, so };
}

/** Merchant HTML in both languages: a lead paragraph, then optional bullet points written side by side. */
function html(en: string, so: string, points: Pair[] = []): SeedText {
  const list = (lang: 0 | 1) =>
    points.length ? `<ul>${points.map((point) => `<li>${point[lang]}</li>`).join('')}</ul>` : '';
  return { en: `<p>${en}</p>${list(0)}`, so: `<p>${so}</p>${list(1)}` };
}

type Extra = Partial<Omit<SeedProduct, 'name' | 'shortDescription' | 'description' | 'image' | 'price'>>;

/** A packaged or counted item with a real shelf stock. */
function goods(
  name: SeedText,
  short: SeedText,
  description: SeedText,
  picture: string,
  price: number,
  extra: Extra = {},
): SeedProduct {
  return {
    name,
    shortDescription: short,
    description,
    image: image('products', picture),
    price,
    stock: 40,
    ...extra,
  };
}

/** A cooked dish: kitchens make it to order, so stock is not counted. */
function dish(
  name: SeedText,
  short: SeedText,
  description: SeedText,
  picture: string,
  price: number,
  extra: Extra = {},
): SeedProduct {
  return goods(name, short, description, picture, price, { stock: 100, unlimitedStock: true, ...extra });
}

function variant(
  name: SeedText,
  price: number,
  stock: number,
  values: string[],
  picture?: string,
): SeedVariant {
  return { name, price, stock, values, ...(picture ? { image: image('products', picture) } : {}) };
}

/** The product's own price and stock follow its variants: it shows "from" the cheapest and sells their total. */
function withVariants(product: SeedProduct, attributes: string[], variants: SeedVariant[]): SeedProduct {
  return {
    ...product,
    attributes,
    variants,
    price: Math.min(...variants.map((v) => v.price)),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
  };
}

function option(key: string, title: SeedText, items: [SeedText, number][]): SeedChoiceGroup {
  return { key, title, limit: 1, required: true, items: items.map(([item, price]) => ({ item, price })) };
}

function addons(key: string, title: SeedText, limit: number, items: [SeedText, number][]): SeedChoiceGroup {
  return { key, title, limit, required: false, items: items.map(([item, price]) => ({ item, price })) };
}

function category(name: SeedText, picture: string, products: SeedProduct[]): SeedCategory {
  return { name, image: image('categories', picture), products };
}

/** Slugs come from the name so the two never drift apart. */
const slugOf = (name: string): string => name.toLowerCase().replace(/ /g, '-');

type StoreSpec = Omit<SeedStore, 'slug' | 'image' | 'currency'>;

function store(spec: StoreSpec): SeedStore {
  const slug = slugOf(spec.name);
  return { slug, image: image('stores', slug), currency: 'USD', ...spec };
}

const branch = (district: string, so = district): SeedText => t(`${district} branch`, `Laanta ${so}`);

// ---------------------------------------------------------------- choice groups shared between dishes

const riceChoice = option('rice', t('Choose your rice', 'Dooro bariiska'), [
  [t('Spiced rice (iskukaris)', 'Bariis iskukaris'), 0],
  [t('Plain white rice', 'Bariis cad'), 0],
  [t('Basmati rice', 'Bariis basmati'), 50],
]);

const spiceLevel = option('spice', t('Spice level', 'Heerka basbaaska'), [
  [t('No chili', "Basbaas la'aan"), 0],
  [t('Mild', 'Basbaas yar'), 0],
  [t('Hot', 'Basbaas badan'), 0],
]);

const mealExtras = addons('extras', t('Extras', 'Wax dheeraad ah'), 3, [
  [t('Banana', 'Muus'), 25],
  [t('Extra meat', 'Hilib dheeraad ah'), 150],
  [t('Sambuusa (1 piece)', 'Sambuusa (1 xabbo)'), 30],
  [t('Cold drink', 'Cabitaan qabow'), 75],
]);

const sideChoice = option('side', t('Choose your side', 'Dooro waxa la socda'), [
  [t('Rice', 'Bariis'), 0],
  [t('Chapati (2 pieces)', 'Sabaayad (2 xabbo)'), 0],
  [t('French fries', 'Baradho shiilan'), 50],
]);

const juiceSize = option('size', t('Size', 'Cabbirka'), [
  [t('Small glass', 'Koob yar'), 0],
  [t('Large glass', 'Koob weyn'), 60],
]);

const teaSugar = option('sugar', t('Sugar', 'Sonkorta'), [
  [t('No sugar', "Sonkor la'aan"), 0],
  [t('A little sugar', 'Sonkor yar'), 0],
  [t('Normal sugar', 'Sonkor caadi ah'), 0],
]);

const breakfastExtras = addons('extras', t('Add to your breakfast', 'Ku dar quraacdaada'), 3, [
  [t('Liver and onions', 'Beer iyo basal'), 150],
  [t('Honey', 'Malab'), 50],
  [t('Spiced tea', 'Shaah xawaash leh'), 30],
  [t('Banana', 'Muus'), 20],
]);

const meatCut = option('cut', t('How should we cut it?', 'Sidee loo jarayaa?'), [
  [t('Large pieces (for stew)', 'Qaybo waaweyn (maraq)'), 0],
  [t('Small cubes (for suqaar)', 'Qaybo yaryar (suqaar)'), 0],
  [t('Leave it whole', 'Ha la jarin'), 0],
]);

const cylinderExtras = addons('extras', t('Add to your order', 'Ku dar dalabkaaga'), 3, [
  [t('Regulator', 'Regulator'), 700],
  [t('Hose (1.5 m)', 'Tuubo (1.5 mitir)'), 250],
  [t('Installation at home', 'Rakibid guriga'), 100],
]);

// ---------------------------------------------------------------- food

const nasiib = store({
  name: 'Nasiib Restaurant',
  industry: 'food',
  phone: '+252 61 523 4471',
  address: 'Maka Al-Mukarama Road, near KM4 junction, Hodan, Mogadishu',
  addressSo: 'Waddada Maka Al-Mukarama, u dhow isgoyska KM4, Hodan, Muqdisho',
  lat: 2.0335,
  lng: 45.3035,
  minOrder: 500,
  deliveryFee: 100,
  deliveryMethods: { dineIn: true, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Hodan'),
  about: html(
    'A family restaurant near the KM4 junction, cooking Somali rice, pasta and grilled meat since 2012. Lunch is our busiest time, so order before noon and your food reaches you quickly.',
    'Maqaayad qoyseed oo ku taal agagaarka isgoyska KM4. Tan iyo 2012 waxaan karinaynay bariis, baasto iyo hilib duban oo Soomaali ah. Duhurka waa waqtiga ugu mashquulsan, ee dalbo ka hor 12-ka si cuntadaadu kuugu soo gaarto si degdeg ah.',
    [
      ['Open every day, 10:00 to 22:00', 'Waan furan nahay maalin kasta, 10:00 ilaa 22:00'],
      ['Delivery across Hodan, Wadajir and Waberi', 'Keenis Hodan, Wadajir iyo Waberi oo dhan'],
      ['Family tables upstairs', 'Miisaska qoysaska waxay ku yaallaan dabaqa sare'],
    ],
  ),
  categories: [
    category(t('Rice dishes', 'Cuntooyinka bariiska'), 'rice-dishes', [
      dish(
        t('Rice with goat meat', 'Bariis iyo hilib ari'),
        t('Spiced rice with tender goat meat and banana', 'Bariis iskukaris ah, hilib ari jilicsan iyo muus'),
        html(
          'Our most ordered plate: rice cooked with <strong>xawaash</strong>, onion and raisins, topped with goat meat slow-cooked until it falls off the bone.',
          'Saxanka ugu badan ee nalaga dalbado: bariis lagu kariyey <strong>xawaash</strong>, basal iyo sabiib, oo lagu daray hilib ari oo si tartiib ah loo kariyey ilaa uu lafta ka dhaco.',
          [
            ['Served with banana and green chili sauce', 'Waxaa la socda muus iyo basbaas cagaar ah'],
            ['Enough for one hungry person', 'Wuxuu ku filan yahay hal qof oo gaajaysan'],
          ],
        ),
        'rice-goat',
        550,
        {
          tagline: t('Most popular', 'Kan ugu caansan'),
          options: [riceChoice, spiceLevel],
          addons: [mealExtras],
        },
      ),
      dish(
        t('Rice with camel meat', 'Bariis iyo hilib geel'),
        t(
          'Spiced rice with camel meat cooked in its own juices',
          'Bariis iskukaris ah iyo hilib geel oo dhadhan leh',
        ),
        html(
          'Camel meat from the Karaan market, cooked with garlic, cumin and black pepper and served on a bed of spiced rice.',
          'Hilib geel oo laga keenay suuqa Karaan, lagu kariyey toon, kamuun iyo filfil madow, lana dul saaray bariis iskukaris ah.',
        ),
        'rice-camel',
        550,
        { options: [riceChoice, spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Rice with chicken', 'Bariis iyo digaag'),
        t(
          'Spiced rice with a quarter chicken, fried golden',
          'Bariis iskukaris ah iyo rubuc digaag oo la shiilay',
        ),
        html(
          'A quarter chicken marinated in lemon and spices, fried until golden and served with spiced rice and salad.',
          'Rubuc digaag ah oo lagu qooyay liin iyo xawaash, la shiilay ilaa uu midab dahab yeesho, lana socda bariis iskukaris ah iyo saladh.',
        ),
        'rice-chicken',
        450,
        { options: [riceChoice, spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Rice with fish', 'Bariis iyo kalluun'),
        t('Spiced rice with fried kingfish from Lido', 'Bariis iskukaris ah iyo kalluun la shiilay'),
        html(
          'Fresh kingfish from the morning boats, seasoned with garlic and lemon, fried and served with spiced rice.',
          'Kalluun cusub oo doomaha subaxdii laga keenay, lagu daray toon iyo liin, la shiilay, lana socda bariis iskukaris ah.',
        ),
        'rice-fish',
        500,
        { options: [riceChoice, spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Rice with beef', "Bariis iyo hilib lo'aad"),
        t('Spiced rice with beef stew', "Bariis iskukaris ah iyo maraq hilib lo'aad"),
        html(
          'Beef cooked slowly with tomato, onion and potato, served over spiced rice.',
          "Hilib lo'aad oo si tartiib ah loogu kariyey yaanyo, basal iyo baradho, lana dul saaray bariis iskukaris ah.",
        ),
        'rice-beef',
        450,
        { options: [riceChoice, spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Family rice platter (4 people)', 'Saxanka qoyska (4 qof)'),
        t(
          'A large platter of rice with goat meat and chicken',
          'Saxan weyn oo bariis, hilib ari iyo digaag ah',
        ),
        html(
          'One big platter for the whole family: spiced rice, a kilo of goat meat, half a chicken, bananas and salad.',
          'Hal saxan oo weyn oo qoyska oo dhan ku filan: bariis iskukaris ah, kiilo hilib ari ah, nus digaag, muus iyo saladh.',
          [
            ['Serves four adults', 'Wuxuu ku filan yahay afar qof oo waaweyn'],
            ['Comes with four cold drinks', 'Waxaa la socda afar cabitaan oo qabow'],
          ],
        ),
        'rice-family',
        2000,
        { comparePrice: 2300, isDeal: true, isCombo: true, options: [spiceLevel] },
      ),
    ]),
    category(t('Pasta', 'Baasto'), 'pasta-dishes', [
      dish(
        t('Pasta with meat sauce', 'Baasto iyo suugo hilib'),
        t('Spaghetti in a rich tomato and beef sauce', "Baasto lagu daray suugo yaanyo iyo hilib lo'aad"),
        html(
          'Spaghetti the Mogadishu way, with a thick sauce of minced beef, tomato and xawaash, and a banana on the side.',
          "Baasto sida Xamar loo karsado, leh suugo adag oo hilib lo'aad shiidan, yaanyo iyo xawaash ah, iyo muus dhinaca ah.",
        ),
        'pasta-plate',
        350,
        { options: [spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Pasta with chicken', 'Baasto iyo digaag'),
        t('Spaghetti with chicken in tomato sauce', 'Baasto iyo digaag lagu kariyey suugo yaanyo'),
        html(
          'Spaghetti with pieces of chicken cooked in tomato, garlic and green pepper.',
          'Baasto iyo qaybo digaag ah oo lagu kariyey yaanyo, toon iyo basbaas cagaar ah.',
        ),
        'pasta-chicken',
        380,
        { options: [spiceLevel], addons: [mealExtras] },
      ),
      dish(
        t('Half rice, half pasta with goat meat', 'Nus bariis, nus baasto iyo hilib ari'),
        t(
          'Cannot choose? Have both, with goat meat',
          'Ma kala dooran kartid? Labadaba qaado, hilib ari la socdo',
        ),
        html(
          'Half a plate of spiced rice and half of spaghetti in meat sauce, with goat meat on top. A lunch favourite with office workers.',
          'Nus saxan bariis iskukaris ah iyo nus baasto suugo hilib leh, oo hilib ari lagu dul saaray. Qadada ay aad u jecel yihiin shaqaalaha xafiisyada.',
        ),
        'rice-pasta-goat',
        480,
        { options: [spiceLevel], addons: [mealExtras] },
      ),
    ]),
    category(t('Grills', 'Hilib duban'), 'grills', [
      dish(
        t('Goat meat suqaar', 'Suqaar hilib ari'),
        t(
          'Small cubes of goat meat fried with onion and pepper',
          'Hilib ari oo yaryar oo lagu shiilay basal iyo basbaas',
        ),
        html(
          'Goat meat cut into small cubes and fried quickly with onion, green pepper and coriander.',
          'Hilib ari oo loo jarjaray qaybo yaryar, lagu shiilay basal, basbaas cagaar ah iyo kabsar.',
        ),
        'suqaar-goat',
        400,
        {
          options: [
            option('side', t('Choose your side', 'Dooro waxa la socda'), [
              [t('Canjeero (3 pieces)', 'Canjeero (3 xabbo)'), 0],
              [t('Chapati (2 pieces)', 'Sabaayad (2 xabbo)'), 0],
              [t('Rice', 'Bariis'), 50],
            ]),
            spiceLevel,
          ],
        },
      ),
      dish(
        t('Camel meat suqaar', 'Suqaar hilib geel'),
        t('Camel meat cubes fried with onion', 'Hilib geel oo yaryar oo basal lagu shiilay'),
        html(
          'Lean camel meat, cubed and fried with onion and black pepper. Served with chapati.',
          'Hilib geel aan baruur lahayn, loo jarjaray qaybo yaryar, lagu shiilay basal iyo filfil madow. Waxaa la socda sabaayad.',
        ),
        'suqaar-camel',
        420,
        { options: [spiceLevel] },
      ),
      dish(
        t('Grilled half chicken', 'Nus digaag oo duban'),
        t('Half a chicken grilled over charcoal', 'Nus digaag oo dhuxul lagu dubay'),
        html(
          'Half a chicken marinated overnight in lemon, garlic and xawaash, then grilled over charcoal.',
          'Nus digaag oo habeen oo dhan lagu qooyay liin, toon iyo xawaash, kadibna dhuxul lagu dubay.',
        ),
        'roast-chicken',
        450,
        { options: [sideChoice, spiceLevel] },
      ),
      dish(
        t('Mixed grill platter', 'Saxan hilib isku jira oo duban'),
        t('Goat, chicken and camel meat from the grill', 'Hilib ari, digaag iyo hilib geel oo duban'),
        html(
          'A platter for two: goat ribs, chicken pieces and camel meat skewers, with chapati and salad.',
          'Saxan laba qof ku filan: feeraha ariga, qaybo digaag ah iyo hilib geel oo usha lagu dubay, waxaana la socda sabaayad iyo saladh.',
        ),
        'mixed-grill',
        900,
        { comparePrice: 1000, isCombo: true, options: [spiceLevel] },
      ),
    ]),
    category(t('Drinks', 'Cabitaanno'), 'drinks', [
      dish(
        t('Fresh mango juice', 'Casiir cambe'),
        t('Thick juice from ripe mangoes', 'Casiir adag oo laga sameeyey cambe bislaaday'),
        html(
          'Ripe mangoes blended with a little sugar and ice.',
          'Cambe bislaaday oo lagu qasay sonkor yar iyo baraf.',
        ),
        'juice-mango',
        150,
        { options: [juiceSize] },
      ),
      dish(
        t('Lemon juice with mint', 'Casiir liin iyo naanac'),
        t('Fresh lime juice with mint leaves', 'Casiir liin dhanaan iyo caleen naanac ah'),
        html(
          'Freshly squeezed lime with mint and sugar. Cold and sharp.',
          'Liin dhanaan oo hadda la tuujiyey, naanac iyo sonkor, oo qabow.',
        ),
        'juice-lemon-mint',
        120,
        { options: [juiceSize] },
      ),
      dish(
        t('Spiced tea', 'Shaah xawaash leh'),
        t('Black tea with cardamom and ginger', 'Shaah leh hayl iyo sinjibiil'),
        html(
          'Black tea boiled with cardamom, cinnamon and ginger.',
          'Shaah lagu kariyey hayl, qorfe iyo sinjibiil.',
        ),
        'tea-cup',
        50,
        { options: [teaSugar] },
      ),
      goods(
        t('Soft drink (330 ml can)', 'Cabitaan qabow (qasacad 330 ml)'),
        t('Chilled cola, orange or lemon', 'Kola, liin macaan ama liin, oo qabow'),
        html(
          'A chilled 330 ml can. Ask the rider for the flavour you prefer.',
          'Qasacad 330 ml ah oo qabow. Waydii qofka keenaya dhadhanka aad jeceshahay.',
        ),
        'soda-can',
        75,
        { stock: 48 },
      ),
      goods(
        t('Bottled water (500 ml)', 'Biyo dhalo ah (500 ml)'),
        t('Cold drinking water', 'Biyo la cabbo oo qabow'),
        html('A 500 ml bottle of purified drinking water.', 'Dhalo 500 ml ah oo biyo la sifeeyey ah.'),
        'water-bottle',
        30,
        { stock: 0 },
      ),
    ]),
  ],
});

const xamarCadey = store({
  name: 'Xamar Cadey Cafe',
  industry: 'food',
  phone: '+252 61 588 1207',
  address: 'Old market lane, Hamar Weyne, Mogadishu',
  addressSo: 'Luuqda suuqii hore, Xamar Weyne, Muqdisho',
  lat: 2.0362,
  lng: 45.344,
  minOrder: 0,
  deliveryFee: 0,
  deliveryMethods: { dineIn: true, pickup: false, delivery: false },
  isOpen: true,
  branch: branch('Hamar Weyne', 'Xamar Weyne'),
  about: html(
    'A small tea house in the old town of Hamar Weyne. Come in for canjeero, malawax, liver and onions and a glass of spiced tea. We do not deliver: sit down and stay a while.',
    'Maqaaxi yar oo ku taal magaalada qadiimiga ah ee Xamar Weyne. Kaalay oo nagala quraaco canjeero, malawax, beer iyo basal iyo koob shaah xawaash leh. Ma keenno dalabyo, ee soo fariiso oo nasasho qaado.',
    [
      [
        'Breakfast from 05:30, after the dawn prayer',
        'Quraacdu waxay bilaabataa 05:30, salaadda subax kadib',
      ],
      ['Tea and snacks until 21:00', 'Shaah iyo cunto fudud ilaa 21:00'],
    ],
  ),
  categories: [
    category(t('Breakfast', 'Quraac'), 'breakfast', [
      dish(
        t('Canjeero with ghee and sugar', 'Canjeero subag iyo sonkor'),
        t('Three soft canjeero with ghee and sugar', 'Saddex canjeero oo jilicsan, subag iyo sonkor leh'),
        html(
          'Three canjeero from batter fermented overnight, cooked on the griddle and finished with warm ghee and sugar.',
          'Saddex canjeero oo laga sameeyey cajiin habeenkii khamiiray, lagu dubay daawo, kadibna lagu daray subag diiran iyo sonkor.',
        ),
        'canjeero',
        100,
        { addons: [breakfastExtras] },
      ),
      dish(
        t('Canjeero with liver and onions', 'Canjeero iyo beer'),
        t('Goat liver fried with onion, with canjeero', 'Beer ari oo basal lagu shiilay iyo canjeero'),
        html(
          'Fresh goat liver fried with onion, tomato and green pepper, served with three canjeero.',
          'Beer ari oo cusub oo lagu shiilay basal, yaanyo iyo basbaas cagaar ah, waxaana la socda saddex canjeero.',
        ),
        'canjeero-liver',
        250,
        { options: [spiceLevel], addons: [breakfastExtras] },
      ),
      dish(
        t('Canjeero with suqaar', 'Canjeero iyo suqaar'),
        t('Goat meat suqaar with canjeero', 'Suqaar hilib ari iyo canjeero'),
        html(
          'A hearty breakfast: goat meat suqaar with three canjeero.',
          'Quraac culus: suqaar hilib ari ah iyo saddex canjeero.',
        ),
        'canjeero-suqaar',
        300,
        { options: [spiceLevel], addons: [breakfastExtras] },
      ),
      dish(
        t('Malawax with honey', 'Malawax iyo malab'),
        t('Two sweet rolled malawax with honey', 'Laba malawax oo macaan iyo malab'),
        html(
          'Thin sweet pancakes scented with cardamom, rolled and served with honey.',
          'Malawax khafiif ah oo hayl ku jiro, la duudduubay, lana socda malab.',
        ),
        'malawax',
        120,
        { addons: [breakfastExtras] },
      ),
      dish(
        t('Beans with bread', 'Digir iyo rooti'),
        t('Red beans in butter with fresh bread', 'Digir cas oo subag leh iyo rooti cusub'),
        html(
          'Red beans simmered with butter, onion and cumin, served with a fresh bread roll.',
          'Digir cas oo lagu kariyey subag, basal iyo kamuun, waxaana la socda rooti cusub.',
        ),
        'beans-bread',
        150,
      ),
      dish(
        t('Muufo with milk tea', 'Muufo iyo shaah caano leh'),
        t(
          'Two muufo from the tinaar oven with milk tea',
          'Laba muufo oo tinaar laga soo saaray iyo shaah caano leh',
        ),
        html(
          'Warm maize muufo and a glass of tea with milk.',
          'Muufo galley ah oo diiran iyo koob shaah caano leh.',
        ),
        'muufo-tea',
        100,
      ),
      dish(
        t('Breakfast for two', 'Quraac laba qof'),
        t('Canjeero, liver, malawax and two teas', 'Canjeero, beer, malawax iyo laba shaah'),
        html(
          'Everything we make in the morning, for two people to share.',
          'Wax kasta oo aan subaxdii samayno, oo laba qof wadaagaan.',
          [
            ['Six canjeero and two malawax', 'Lix canjeero iyo laba malawax'],
            ['One plate of liver and onions', 'Hal saxan oo beer iyo basal ah'],
            ['Two glasses of spiced tea', 'Laba koob oo shaah xawaash leh'],
          ],
        ),
        'breakfast-two',
        600,
        { comparePrice: 700, isDeal: true, isCombo: true },
      ),
    ]),
    category(t('Snacks', 'Cunto fudud'), 'snacks', [
      dish(
        t('Sambuusa (3 pieces)', 'Sambuusa (3 xabbo)'),
        t('Crisp triangles with a spiced filling', 'Sambuusa qallalan oo xawaash leh'),
        html(
          'Thin pastry folded around a spiced filling and fried crisp. Best with a squeeze of lime.',
          'Cajiin khafiif ah oo lagu duubay wax xawaash leh, kadibna la shiilay ilaa ay qallalato. Waxay ku fiican tahay liin dhanaan.',
        ),
        'sambuusa',
        90,
        {
          tagline: t('Fresh every hour', 'Saacad kasta waa cusub'),
          options: [
            option('filling', t('Filling', 'Waxa ku jira'), [
              [t('Minced meat', 'Hilib shiidan'), 0],
              [t('Tuna', 'Tuuna'), 0],
              [t('Vegetable', 'Khudaar'), 0],
            ]),
          ],
        },
      ),
      dish(
        t('Bajiye (6 pieces)', 'Bajiye (6 xabbo)'),
        t('Bean fritters with green chili sauce', 'Bajiye iyo basbaas cagaar ah'),
        html(
          'Soft fritters of ground beans and onion, fried to order.',
          'Bajiye jilicsan oo laga sameeyey digir shiidan iyo basal, markii la dalbado la shiilo.',
        ),
        'bajiye',
        80,
      ),
      dish(
        t('Kac kac (4 pieces)', 'Kac kac (4 xabbo)'),
        t('Sweet fried dough with cardamom', 'Cajiin macaan oo la shiilay, hayl leh'),
        html(
          'Crunchy sweet dough, fried and dusted with sugar.',
          'Cajiin macaan oo qallalan, la shiilay oo sonkor lagu saydhay.',
        ),
        'kac-kac-4',
        60,
      ),
      dish(
        t('Xalwo (one piece)', 'Xalwo (hal xabbo)'),
        t('A square of soft Somali xalwo', 'Xabbad xalwo Soomaali ah oo jilicsan'),
        html(
          'Made in our kitchen with sugar, ghee, cardamom and nutmeg.',
          'Waxaa lagu sameeyey jikadayada: sonkor, subag, hayl iyo jowsi.',
        ),
        'xalwo-piece',
        50,
      ),
    ]),
    category(t('Tea and coffee', 'Shaah iyo qaxwo'), 'drinks', [
      dish(
        t('Spiced tea', 'Shaah xawaash leh'),
        t('A glass of black tea with cardamom', 'Koob shaah ah oo hayl leh'),
        html(
          'Black tea boiled with cardamom, cloves and ginger.',
          'Shaah lagu kariyey hayl, dhegayare iyo sinjibiil.',
        ),
        'tea-cup',
        30,
        { options: [teaSugar] },
      ),
      dish(
        t('Milk tea', 'Shaah caano leh'),
        t('Spiced tea boiled with milk', 'Shaah xawaash leh oo caano lagu kariyey'),
        html(
          'Our spiced tea boiled with fresh milk.',
          'Shaahayaga xawaashka leh oo lagu kariyey caano cusub.',
        ),
        'tea-milk',
        40,
        {
          options: [
            teaSugar,
            option('milk', t('Milk', 'Caanaha'), [
              [t("Cow's milk", "Caano lo'aad"), 0],
              [t('Camel milk', 'Caano geel'), 10],
            ]),
          ],
        },
      ),
      dish(
        t('Flask of spiced tea (for the table)', 'Termuus shaah xawaash leh (miiska)'),
        t('About six glasses, to share', 'Qiyaastii lix koob, oo la wadaago'),
        html(
          'A flask of spiced tea for friends who sit and talk for a while.',
          'Termuus shaah xawaash leh oo loogu talagalay saaxiibada fadhiya ee wada sheekaysanaya.',
        ),
        'thermos',
        150,
        { options: [teaSugar] },
      ),
      dish(
        t('Somali coffee', 'Qaxwo'),
        t('Strong coffee with ginger', 'Qaxwo adag oo sinjibiil leh'),
        html(
          'Coffee brewed in the pot with ginger and a little cardamom.',
          'Qaxwo dheriga lagu kariyey, sinjibiil iyo hayl yar leh.',
        ),
        'coffee-pot',
        50,
      ),
      dish(
        t('Glass of camel milk', 'Koob caano geel'),
        t('Fresh camel milk, cold or warm', 'Caano geel cusub, qabow ama diiran'),
        html(
          'Camel milk delivered to us every morning from Karaan.',
          'Caano geel oo subax kasta nalooga keeno Karaan.',
        ),
        'camel-milk-glass',
        60,
      ),
    ]),
  ],
});

const lido = store({
  name: 'Lido Fish Corner',
  industry: 'food',
  phone: '+252 77 310 6652',
  address: 'Lido Beach Road, Abdiaziz, Mogadishu',
  addressSo: 'Waddada Xeebta Liido, Cabdicasiis, Muqdisho',
  lat: 2.0555,
  lng: 45.362,
  minOrder: 0,
  deliveryFee: 0,
  deliveryMethods: { dineIn: true, pickup: true, delivery: false },
  isOpen: true,
  branch: branch('Lido Beach', 'Xeebta Liido'),
  about: html(
    'Fish from the morning boats at Lido, grilled over charcoal and served with rice, chapati or fries, with fresh juice to drink. Eat on our terrace facing the sea or collect your order at the counter.',
    'Kalluun laga soo iibsaday doomaha subaxdii ee Liido, dhuxul lagu dubay, lana cuno bariis, sabaayad ama baradho shiilan, iyo casiir cusub. Ku cun barxaddayada badda u jeedda ama dalabkaaga ka qaado miiska.',
    [
      ['Open 12:00 to 23:00, every day', 'Waan furan nahay 12:00 ilaa 23:00, maalin kasta'],
      ['The catch of the day changes with the sea', 'Kalluunka maalinta wuxuu ku xiran yahay badda'],
    ],
  ),
  categories: [
    category(t('Grilled fish', 'Kalluun duban'), 'seafood', [
      dish(
        t('Whole grilled fish', 'Kalluun dhan oo duban'),
        t('A whole fish from the morning catch, grilled', 'Kalluun dhan oo subaxdii la soo qabtay, la dubay'),
        html(
          'A whole fish of about 700 g, rubbed with garlic, chili and lime and grilled over charcoal.',
          'Kalluun dhan oo qiyaastii 700 garaam ah, lagu marmariyey toon, basbaas iyo liin, kadibna dhuxul lagu dubay.',
        ),
        'grilled-fish',
        700,
        {
          tagline: t('Catch of the day', 'Kalluunka maanta'),
          options: [sideChoice, spiceLevel],
          addons: [
            addons('extras', t('Extras', 'Wax dheeraad ah'), 3, [
              [t('Fresh salad', 'Saladh cusub'), 50],
              [t('Extra chapati', 'Sabaayad dheeraad ah'), 30],
              [t('Chili sauce', 'Basbaas'), 0],
              [t('Cold drink', 'Cabitaan qabow'), 75],
            ]),
          ],
        },
      ),
      dish(
        t('Grilled tuna steak', 'Tuuna duban'),
        t('A thick slice of tuna with lime', 'Jeex tuuna ah oo weyn iyo liin'),
        html(
          'A thick tuna steak, grilled medium and served with lime and salad.',
          'Jeex tuuna ah oo weyn, si dhexdhexaad ah loo dubay, lana socda liin iyo saladh.',
        ),
        'tuna-steak',
        600,
        { options: [sideChoice] },
      ),
      dish(
        t('Fish pieces with rice', 'Kalluun la jarjaray iyo bariis'),
        t('Fried fish pieces on spiced rice', 'Kalluun la shiilay oo bariis iskukaris ah la socdo'),
        html(
          'Boneless fish pieces fried in a light batter, on a plate of spiced rice.',
          'Kalluun aan laf lahayn oo la jarjaray, la shiilay, lana dul saaray bariis iskukaris ah.',
        ),
        'fish-rice',
        550,
        { options: [spiceLevel] },
      ),
      goods(
        t('Grilled lobster', 'Aargoosto duban'),
        t('Whole lobster grilled with garlic butter', 'Aargoosto dhan oo lagu dubay subag toon leh'),
        html(
          'Lobster from the fishermen of Lido, grilled with garlic butter. We only have a few each day.',
          'Aargoosto laga keenay kalluumaysatada Liido, lagu dubay subag toon leh. Maalin kasta waxaan haynaa tiro yar oo kaliya.',
        ),
        'lobster',
        1500,
        { stock: 6 },
      ),
      dish(
        t('Fish suqaar', 'Suqaar kalluun'),
        t('Small fish cubes fried with onion and pepper', 'Kalluun yaryar oo lagu shiilay basal iyo basbaas'),
        html(
          'Firm white fish cut small and fried with onion, tomato and green pepper.',
          'Kalluun cad oo adag, la jarjaray oo lagu shiilay basal, yaanyo iyo basbaas cagaar ah.',
        ),
        'suqaar-fish',
        450,
        { options: [sideChoice, spiceLevel] },
      ),
      dish(
        t('Seafood platter for two', 'Saxan kalluun oo laba qof'),
        t('Grilled fish, tuna and fried fish with sides', 'Kalluun duban, tuuna iyo kalluun shiilan'),
        html(
          'A platter to share: one whole grilled fish, a tuna steak and fried fish pieces.',
          'Saxan la wadaago: hal kalluun dhan oo duban, jeex tuuna ah iyo kalluun la shiilay.',
          [
            ['Rice, fries and chapati', 'Bariis, baradho shiilan iyo sabaayad'],
            ['Two fresh juices', 'Laba casiir oo cusub'],
          ],
        ),
        'seafood-platter',
        1800,
        { comparePrice: 2100, isDeal: true, isCombo: true },
      ),
    ]),
    category(t('Sides', 'Cunto dheeraad ah'), 'snacks', [
      dish(
        t('Chapati (2 pieces)', 'Sabaayad (2 xabbo)'),
        t('Soft layered flatbread', 'Sabaayad jilicsan oo lakab leh'),
        html('Flaky chapati made to order.', 'Sabaayad lakab leh oo markii la dalbado la sameeyo.'),
        'chapati-2',
        50,
      ),
      dish(
        t('French fries', 'Baradho shiilan'),
        t('Crisp fries with salt and chili', 'Baradho shiilan oo cusbo iyo basbaas leh'),
        html('Fresh potatoes, cut and fried twice.', 'Baradho cusub oo la jarjaray, labo jeer la shiilay.'),
        'fries',
        150,
      ),
      dish(
        t('Fresh salad', 'Saladh cusub'),
        t('Tomato, onion, cucumber and lime', 'Yaanyo, basal, qajaar iyo liin'),
        html(
          'Chopped tomato, red onion and cucumber with lime juice.',
          'Yaanyo, basal cas iyo qajaar la jarjaray, oo lagu daray liin dhanaan.',
        ),
        'salad',
        100,
      ),
    ]),
    category(t('Fresh juice', 'Casiir cusub'), 'drinks', [
      dish(
        t('Mango juice', 'Casiir cambe'),
        t('Ripe mango, blended thick', 'Cambe bislaaday oo la qasay'),
        html(
          'Made from ripe mangoes from Afgooye.',
          'Waxaa laga sameeyey cambe bislaaday oo Afgooye laga keenay.',
        ),
        'juice-glass',
        150,
        { options: [juiceSize] },
      ),
      dish(
        t('Papaya juice', 'Casiir babaay'),
        t('Papaya with lime', 'Babaay iyo liin'),
        html('Sweet papaya blended with a squeeze of lime.', 'Babaay macaan oo lagu qasay liin dhanaan yar.'),
        'juice-papaya',
        130,
        { options: [juiceSize] },
      ),
      dish(
        t('Watermelon juice', 'Casiir qare'),
        t('Cold watermelon juice', 'Casiir qare oo qabow'),
        html('Watermelon blended with ice. No sugar added.', 'Qare lagu qasay baraf. Sonkor laguma darin.'),
        'juice-watermelon',
        130,
        { options: [juiceSize] },
      ),
      dish(
        t('Lime juice', 'Casiir liin'),
        t('Fresh lime with sugar', 'Liin dhanaan iyo sonkor'),
        html(
          'Freshly squeezed lime, sugar and cold water.',
          'Liin dhanaan oo hadda la tuujiyey, sonkor iyo biyo qabow.',
        ),
        'juice-lime',
        100,
        { options: [juiceSize] },
      ),
    ]),
  ],
});

const sahal = store({
  name: 'Sahal Fast Food',
  industry: 'food',
  phone: '+252 61 744 2390',
  address: 'Aden Adde Airport Road, Wadajir, Mogadishu',
  addressSo: 'Waddada Garoonka Aadan Cadde, Wadajir, Muqdisho',
  lat: 2.0195,
  lng: 45.295,
  minOrder: 500,
  deliveryFee: 150,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Wadajir'),
  about: html(
    'Burgers, pizza and shawarma made to order on the airport road in Wadajir, delivered hot across the south of the city.',
    'Burger, pizza iyo shawarma si cusub loogu sameeyo dalab kasta, oo ku yaal jidka garoonka diyaaradaha ee Wadajir, kuuna yimaada iyagoo kulul meel kasta oo koonfurta magaalada ah.',
    [
      ['Open 11:00 to midnight', 'Waan furan nahay 11:00 ilaa saqda dhexe'],
      ['Pickup or delivery only, no seating', 'Iska-qaadasho ama keenis oo kaliya, fadhi ma lihin'],
    ],
  ),
  categories: [
    category(t('Burgers', 'Burger'), 'burgers', [
      dish(
        t('Beef burger', "Burger hilib lo'aad"),
        t('Grilled beef patty with cheese and salad', "Hilib lo'aad duban, jiis iyo saladh"),
        html(
          'A beef patty grilled to order in a soft bun with cheese, lettuce, tomato and our house sauce.',
          "Hilib lo'aad oo markii la dalbado la dubay, rooti jilicsan, jiis, caleen saladh, yaanyo iyo suugadayada gaarka ah.",
        ),
        'burger-beef',
        350,
        {
          options: [
            option('meal', t('Make it a meal', 'Ka dhig cunto buuxda'), [
              [t('Burger only', 'Burger kaliya'), 0],
              [t('With fries and a drink', 'Baradho shiilan iyo cabitaan'), 150],
            ]),
          ],
        },
      ),
      dish(
        t('Chicken burger', 'Burger digaag'),
        t('Crispy chicken fillet burger', 'Burger digaag qallalan'),
        html(
          'Crispy fried chicken breast with lettuce and garlic sauce.',
          'Laab digaag ah oo la shiilay ilaa ay qallalato, caleen saladh iyo suugo toon leh.',
        ),
        'burger-chicken',
        320,
        {
          options: [
            option('meal', t('Make it a meal', 'Ka dhig cunto buuxda'), [
              [t('Burger only', 'Burger kaliya'), 0],
              [t('With fries and a drink', 'Baradho shiilan iyo cabitaan'), 150],
            ]),
          ],
        },
      ),
      dish(
        t('Double camel burger', 'Burger hilib geel oo labanlaab ah'),
        t('Two camel meat patties, cheese and onion', 'Laba hilib geel ah, jiis iyo basal'),
        html(
          'Two patties of spiced camel meat with cheese and grilled onion. For big appetites.',
          'Laba xabbo oo hilib geel xawaash leh ah, jiis iyo basal duban. Waxaa loogu talagalay kuwa aad u gaajaysan.',
        ),
        'burger-camel',
        500,
        { tagline: t('New', 'Cusub') },
      ),
      dish(
        t('French fries', 'Baradho shiilan'),
        t('Golden fries with salt', 'Baradho shiilan oo cusbo leh'),
        html('Fries cut from fresh potatoes.', 'Baradho shiilan oo laga jaray baradho cusub.'),
        'fries',
        150,
        {
          options: [
            option('size', t('Size', 'Cabbirka'), [
              [t('Regular', 'Caadi'), 0],
              [t('Large', 'Weyn'), 70],
            ]),
          ],
        },
      ),
    ]),
    category(t('Pizza', 'Pizza'), 'pizza', [
      dish(
        t('Cheese pizza', 'Pizza jiis'),
        t('Tomato sauce and melted cheese', 'Suugo yaanyo iyo jiis dhalaalay'),
        html(
          'Our simplest pizza, baked in a hot oven.',
          'Pizza-dayada ugu fudud, oo lagu dubay foorno kulul.',
        ),
        'pizza-cheese',
        600,
        {
          options: [
            option('size', t('Size', 'Cabbirka'), [
              [t('Medium (4 slices)', 'Dhexdhexaad (4 xabbo)'), 0],
              [t('Large (8 slices)', 'Weyn (8 xabbo)'), 300],
            ]),
          ],
          addons: [
            addons('toppings', t('Extra toppings', 'Wax dheeraad ah oo korka la saaro'), 4, [
              [t('Extra cheese', 'Jiis dheeraad ah'), 100],
              [t('Olives', 'Saytuun'), 50],
              [t('Green chili', 'Basbaas cagaar ah'), 0],
              [t('Onions', 'Basal'), 30],
            ]),
          ],
        },
      ),
      dish(
        t('Chicken pizza', 'Pizza digaag'),
        t('Spiced chicken, pepper and onion', 'Digaag xawaash leh, basbaas iyo basal'),
        html(
          'Pieces of spiced chicken with green pepper, onion and cheese.',
          'Qaybo digaag ah oo xawaash leh, basbaas cagaar ah, basal iyo jiis.',
        ),
        'pizza-chicken',
        750,
      ),
      dish(
        t('Tuna pizza', 'Pizza tuuna'),
        t('Tuna, onion and olives', 'Tuuna, basal iyo saytuun'),
        html(
          'Tuna, red onion, olives and cheese on a thin base.',
          'Tuuna, basal cas, saytuun iyo jiis oo dul saaran cajiin khafiif ah.',
        ),
        'pizza-tuna',
        700,
      ),
      dish(
        t('Meat pizza', 'Pizza hilib'),
        t('Minced beef, green pepper and cheese', "Hilib lo'aad shiidan, basbaas cagaar ah iyo jiis"),
        html(
          'Loaded with minced beef, green pepper and extra cheese.',
          "Waxaa ka buuxa hilib lo'aad shiidan, basbaas cagaar ah iyo jiis badan.",
        ),
        'pizza-meat',
        850,
        { comparePrice: 950 },
      ),
    ]),
    category(t('Wraps and snacks', 'Shawarma iyo cunto fudud'), 'wraps', [
      dish(
        t('Chicken shawarma', 'Shawarma digaag'),
        t('Chicken, garlic sauce and pickles in bread', 'Digaag, suugo toon leh iyo khudaar la qooyay'),
        html(
          'Chicken from the spit, rolled in thin bread with garlic sauce, pickles and fries.',
          'Digaag usha lagu dubay, lagu duubay rooti khafiif ah, suugo toon leh, khudaar la qooyay iyo baradho shiilan.',
        ),
        'shawarma-chicken',
        250,
        { options: [spiceLevel] },
      ),
      dish(
        t('Beef shawarma', "Shawarma hilib lo'aad"),
        t('Beef with tahini and onion', "Hilib lo'aad, tahiini iyo basal"),
        html(
          'Thin slices of spiced beef with tahini, onion and tomato.',
          "Hilib lo'aad oo xawaash leh oo khafiif loo jaray, tahiini, basal iyo yaanyo.",
        ),
        'shawarma-beef',
        280,
        { options: [spiceLevel] },
      ),
      dish(
        t('Bajiye with chili sauce', 'Bajiye iyo basbaas'),
        t('Eight bean fritters', 'Siddeed xabbo oo bajiye ah'),
        html('Hot bajiye with a green chili dip.', 'Bajiye kulul iyo basbaas cagaar ah.'),
        'bajiye-chili',
        100,
      ),
      dish(
        t('Family deal', 'Dalabka qoyska'),
        t(
          'Two large pizzas, fries and four drinks',
          'Laba pizza oo waaweyn, baradho shiilan iyo afar cabitaan',
        ),
        html(
          'Thursday night sorted: two large pizzas of your choice, a large fries and four cold drinks.',
          'Cashada habeenka Khamiista waa diyaar: laba pizza oo waaweyn oo aad dooratay, baradho shiilan oo weyn iyo afar cabitaan oo qabow.',
        ),
        'family-deal',
        1800,
        { comparePrice: 2200, isDeal: true, isCombo: true },
      ),
    ]),
    category(t('Drinks', 'Cabitaanno'), 'drinks', [
      goods(
        t('Soft drink (330 ml can)', 'Cabitaan qabow (qasacad 330 ml)'),
        t('Chilled can', 'Qasacad qabow'),
        html(
          'Cola, orange or lemon, cold from the fridge.',
          'Kola, liin macaan ama liin, oo qaboojiyaha laga soo saaray.',
        ),
        'soda-can',
        75,
        { stock: 120, isAddon: true },
      ),
      dish(
        t('Mango milkshake', 'Caano cambe leh'),
        t('Milk blended with mango and ice', 'Caano lagu qasay cambe iyo baraf'),
        html(
          'Thick and cold, made with fresh milk and ripe mango.',
          'Waxaa lagu sameeyey caano cusub iyo cambe bislaaday, waxaana lagu qasay baraf.',
        ),
        'milkshake',
        200,
      ),
      goods(
        t('Bottled water (500 ml)', 'Biyo dhalo ah (500 ml)'),
        t('Cold drinking water', 'Biyo la cabbo oo qabow'),
        html('A 500 ml bottle of purified water.', 'Dhalo 500 ml ah oo biyo la sifeeyey ah.'),
        'water-bottle',
        30,
        { stock: 200, isAddon: true },
      ),
    ]),
  ],
});

const tinaar = store({
  name: 'Tinaar Bakery',
  industry: 'food',
  phone: '+252 61 290 5518',
  address: 'Maka Al-Mukarama Road, Waberi, Mogadishu',
  addressSo: 'Waddada Maka Al-Mukarama, Waaberi, Muqdisho',
  lat: 2.028,
  lng: 45.318,
  minOrder: 0,
  deliveryFee: 0,
  deliveryMethods: { dineIn: true, pickup: true, delivery: false },
  isOpen: false,
  branch: branch('Waberi'),
  about: html(
    'Bread, muufo and cakes from our clay tinaar oven every morning. We are closed for a few weeks while we rebuild the oven, and will reopen soon.',
    'Rooti, muufo iyo doolsho ka soo baxa tinaartayada dhoobada ah subax kasta. Dhowr toddobaad ayaan xiran nahay inta aan tinaarta dib u dhisayno, dhowaan ayaanse dib u furi doonnaa.',
  ),
  categories: [
    category(t('Bread', 'Rooti iyo muufo'), 'bakery', [
      goods(
        t('Muufo (5 pieces)', 'Muufo (5 xabbo)'),
        t('Maize flatbread from the tinaar', 'Muufo galley ah oo tinaar laga soo saaray'),
        html(
          'Round maize and wheat flatbread, baked against the wall of the clay oven.',
          'Muufo wareegsan oo galley iyo bur ah, lagu dubay derbiga tinaarta dhoobada ah.',
        ),
        'muufo',
        100,
        { stock: 30 },
      ),
      goods(
        t('Sliced white bread', 'Rooti cad oo jarjaran'),
        t('A large soft loaf, sliced', 'Rooti weyn oo jilicsan, la jarjaray'),
        html('Soft white loaf, baked before sunrise.', 'Rooti cad oo jilicsan, oo la dubay qorrax ka hor.'),
        'bread-sliced',
        60,
        { stock: 25 },
      ),
      goods(
        t('Bread rolls (6 pieces)', 'Rooti yaryar (6 xabbo)'),
        t('Small soft rolls for breakfast', 'Rooti yaryar oo jilicsan oo quraacda ah'),
        html(
          'Six soft rolls, good with beans or liver.',
          'Lix rooti oo jilicsan oo ku fiican digirta ama beerka.',
        ),
        'bread-rolls',
        60,
        { stock: 40 },
      ),
      goods(
        t('Chapati (5 pieces)', 'Sabaayad (5 xabbo)'),
        t('Layered flatbread', 'Sabaayad lakab leh'),
        html(
          'Flaky layered chapati, cooked with a little oil.',
          'Sabaayad lakab leh, oo lagu dubay saliid yar.',
        ),
        'chapati-5',
        120,
        { stock: 20 },
      ),
      goods(
        t('Canjeero batter (1 kg)', 'Cajiin canjeero (1 kiilo)'),
        t('Ready batter for about 15 canjeero', 'Cajiin diyaar ah oo ku filan 15 canjeero'),
        html(
          'Fermented overnight and ready for your pan at home.',
          'Habeenkii ayuu khamiiray, wuxuuna diyaar u yahay daawadaada guriga.',
        ),
        'canjeero-batter',
        100,
        { stock: 0 },
      ),
      dish(
        t('Birthday cake', 'Doolsho dhalasho'),
        t('A soft sponge cake, made to order', 'Doolsho jilicsan oo dalab lagu sameeyo'),
        html(
          'Order one day ahead. Tell us the name to write on top when we call you.',
          'Hal maalin ka hor dalbo. Marka aan ku soo wacno noo sheeg magaca korka lagu qorayo.',
        ),
        'cake-birthday',
        1500,
        {
          options: [
            option('size', t('Cake size', 'Cabbirka doolshada'), [
              [t('1 kg (8 people)', '1 kiilo (8 qof)'), 0],
              [t('2 kg (16 people)', '2 kiilo (16 qof)'), 1200],
            ]),
            option('flavour', t('Flavour', 'Dhadhanka'), [
              [t('Vanilla', 'Fanilla'), 0],
              [t('Chocolate', 'Shukulaato'), 200],
              [t('Orange', 'Liin macaan'), 0],
            ]),
          ],
        },
      ),
    ]),
    category(t('Cakes and sweets', 'Doolsho iyo macmacaan'), 'sweets', [
      goods(
        t('Xalwo (250 g)', 'Xalwo (250 garaam)'),
        t('Soft xalwo with cardamom', 'Xalwo jilicsan oo hayl leh'),
        html(
          'Cooked for hours with sugar, ghee, cardamom and nutmeg.',
          'Saacado ayaa lagu kariyey sonkor, subag, hayl iyo jowsi.',
        ),
        'xalwo',
        250,
        { stock: 30 },
      ),
      goods(
        t('Xalwo gift box (1 kg)', 'Sanduuqa xalwada (1 kiilo)'),
        t('A box of xalwo for weddings and Eid', 'Sanduuq xalwo ah oo aroos iyo ciid ah'),
        html(
          'One kilo of xalwo in a gift box, the way families bring it to weddings and Eid visits.',
          'Hal kiilo oo xalwo ah oo ku jirta sanduuq hadiyad ah, sida qoysasku ugu keenaan arooska iyo booqashada ciidda.',
        ),
        'xalwo-gift-box',
        800,
        { comparePrice: 900, stock: 12 },
      ),
      goods(
        t('Kac kac (10 pieces)', 'Kac kac (10 xabbo)'),
        t('Sweet fried dough', 'Cajiin macaan oo la shiilay'),
        html('Crunchy outside, soft inside.', 'Dibadda waa qallalan yahay, gudahana waa jilicsan yahay.'),
        'kac-kac-10',
        120,
        { stock: 20 },
      ),
      goods(
        t('Homemade biscuits (500 g)', 'Buskud guri (500 garaam)'),
        t('Butter biscuits with sesame', 'Buskud subag iyo sisin leh'),
        html(
          'Small butter biscuits topped with sesame.',
          'Buskud yaryar oo subag leh oo sisin lagu dul saaray.',
        ),
        'biscuits',
        250,
        { stock: 0 },
      ),
      goods(
        t('Slice of cake', 'Xabbad doolsho'),
        t('Vanilla sponge with cream', 'Doolsho fanilla ah oo kareem leh'),
        html('A generous slice of our vanilla cake.', 'Xabbad weyn oo doolshadayada fanillada ah.'),
        'cake-slice',
        80,
        { stock: 16 },
      ),
      goods(
        t('Sesame bars (5 pieces)', 'Sisin macaan (5 xabbo)'),
        t('Crunchy sesame and sugar bars', 'Sisin iyo sonkor la isku dhejiyey'),
        html(
          'Toasted sesame set in caramel. Good with tea.',
          'Sisin la dubay oo sonkor la isku dhejiyey. Shaaha ayay ku fiican yihiin.',
        ),
        'sesame-bars',
        120,
        { stock: 25 },
      ),
    ]),
  ],
});

// ---------------------------------------------------------------- grocery

const barwaaqo = store({
  name: 'Barwaaqo Supermarket',
  industry: 'grocery',
  phone: '+252 61 500 7788',
  address: 'Taleex Street, off Maka Al-Mukarama Road, Hodan, Mogadishu',
  addressSo: 'Waddada Taleex, oo ka baxda Waddada Maka Al-Mukarama, Hodan, Muqdisho',
  lat: 2.041,
  lng: 45.301,
  minOrder: 1000,
  deliveryFee: 200,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Hodan'),
  about: html(
    'Everything a family kitchen needs under one roof: rice, flour, oil, pasta, fresh fruit and vegetables, milk and eggs, spices and household goods. Orders over $10 are packed within the hour.',
    'Wax kasta oo jikada qoysku u baahan tahay hal meel ayaad ka helaysaa: bariis, bur, saliid, baasto, miro iyo khudaar cusub, caano iyo ukun, xawaash iyo alaabta guriga. Dalabyada ka badan $10 saacad gudaheed ayaa la diyaariyaa.',
    [
      [
        'Open 07:00 to 22:00, Saturday to Thursday, and from 14:00 on Friday',
        'Waan furan nahay 07:00 ilaa 22:00, Sabti ilaa Khamiis, Jimcahana 14:00 kadib',
      ],
      ['Free parking in front of the shop', 'Baabuur dhigasho bilaash ah oo dukaanka hortiisa ah'],
    ],
  ),
  categories: [
    category(t('Rice, beans and lentils', 'Bariis, digir iyo misir'), 'rice-grains', [
      goods(
        t('Basmati rice (5 kg)', 'Bariis basmati (5 kiilo)'),
        t('Long, fragrant basmati from Pakistan', 'Bariis basmati udgoon oo Baakistaan laga keenay'),
        html(
          'Aged basmati that cooks into long, separate grains. The rice for weddings and Eid.',
          'Bariis basmati ah oo muddo kaydsanaa, marka la kariyona xabbadihiisu dhaadheer yihiin oo kala firdhaan. Waa bariiska arooska iyo ciidda.',
        ),
        'rice-basmati-5kg',
        750,
      ),
      goods(
        t('Long grain rice (25 kg)', 'Bariis xabbad dheer (25 kiilo)'),
        t('Everyday rice for a large family', 'Bariis maalin kasta ah oo qoys weyn ku filan'),
        html(
          'A 25 kg sack of long grain rice, enough for a family of eight for about a month.',
          'Jawaan 25 kiilo ah oo bariis xabbad dheer ah, kuna filan qoys siddeed qof ah qiyaastii bil.',
          [
            [
              'Delivered to your door, not left at the gate',
              'Waxaa laguu keenayaa albaabka, lagama tagayo irridda',
            ],
            ['Keep in a dry place off the floor', 'Ku kaydi meel qalalan oo aan dhulka ahayn'],
          ],
        ),
        'rice-long-25kg',
        2200,
        { tagline: t('Best value', 'Qiimaha ugu fiican') },
      ),
      goods(
        t('Red beans (1 kg)', 'Digir cas (1 kiilo)'),
        t('Dried red kidney beans', 'Digir cas oo qalalan'),
        html(
          'Soak overnight, then cook with butter and onion for breakfast.',
          'Habeenkii qooy, kadibna ku kari subag iyo basal si aad quraac uga dhigato.',
        ),
        'beans',
        160,
      ),
      goods(
        t('Red lentils (1 kg)', 'Misir cas (1 kiilo)'),
        t('Split red lentils that cook in 20 minutes', 'Misir cas oo 20 daqiiqo ku bislaada'),
        html(
          'Cleaned split lentils for soup and stew.',
          'Misir la nadiifiyey oo maraq iyo suugo loogu talagalay.',
        ),
        'lentils',
        150,
      ),
    ]),
    category(t('Flour and baking', 'Bur iyo khamiir'), 'flour-baking', [
      goods(
        t('Wheat flour (2 kg)', 'Bur (2 kiilo)'),
        t('All-purpose flour for canjeero and bread', 'Bur canjeero iyo rooti loogu talagalay'),
        html(
          'Fine white flour for canjeero, malawax, sabaayad and cakes.',
          'Bur cad oo jilicsan oo loogu talagalay canjeero, malawax, sabaayad iyo doolsho.',
        ),
        'flour-2kg',
        160,
      ),
      goods(
        t('Wheat flour (10 kg)', 'Bur (10 kiilo)'),
        t('A bag of flour for the month', 'Bac bur ah oo bisha ku filan'),
        html(
          'The same flour in a 10 kg bag for families who bake every day.',
          'Isla burkaas oo ku jira bac 10 kiilo ah, waxaana loogu talagalay qoysaska maalin kasta wax dubta.',
        ),
        'flour-10kg',
        700,
      ),
      goods(
        t('Maize flour (2 kg)', 'Bur galley (2 kiilo)'),
        t('Fine maize flour for muufo and soor', 'Bur galley oo muufo iyo soor loogu talagalay'),
        html('White maize flour, milled in Mogadishu.', 'Bur galley cad oo Muqdisho lagu shiiday.'),
        'maize-flour',
        150,
      ),
      goods(
        t('Baking yeast (100 g)', 'Khamiir (100 garaam)'),
        t('Dry yeast for canjeero and bread', 'Khamiir qalalan oo canjeero iyo rooti ah'),
        html(
          'Instant dry yeast. Keep the packet closed after opening.',
          'Khamiir qalalan oo degdeg u shaqeeya. Baakadda xir marka aad furto kadib.',
        ),
        'yeast',
        80,
      ),
    ]),
    category(t('Sugar, tea and coffee', 'Sonkor, shaah iyo qaxwo'), 'sugar-tea', [
      goods(
        t('Sugar (1 kg)', 'Sonkor (1 kiilo)'),
        t('White sugar', 'Sonkor cad'),
        html('Fine white sugar in a sealed bag.', 'Sonkor cad oo ku jirta bac xiran.'),
        'sugar-1kg',
        100,
      ),
      goods(
        t('Sugar (5 kg)', 'Sonkor (5 kiilo)'),
        t('White sugar, family bag', 'Sonkor cad, bacda qoyska'),
        html(
          'Five kilos of white sugar for tea all month.',
          'Shan kiilo oo sonkor cad ah oo shaaha bisha oo dhan ku filan.',
        ),
        'sugar-5kg',
        450,
        { comparePrice: 500 },
      ),
      goods(
        t('Loose black tea (500 g)', 'Shaah caleen (500 garaam)'),
        t('Strong Kenyan tea leaves', 'Caleen shaah Kiiniya ah oo xoog leh'),
        html(
          'Strong black tea from Kenya, the kind Mogadishu boils with spices.',
          'Shaah madow oo xoog leh oo Kiiniya laga keenay, kaas oo Xamar lagu kariyo xawaash.',
        ),
        'tea-box',
        250,
      ),
      goods(
        t('Tea spice mix (100 g)', 'Xawaashka shaaha (100 garaam)'),
        t('Cardamom, cinnamon, cloves and ginger', 'Hayl, qorfe, dhegayare iyo sinjibiil'),
        html(
          'Ground spices ready to add to the pot.',
          'Xawaash shiidan oo diyaar u ah in dheriga lagu daro.',
        ),
        'tea-spice',
        120,
      ),
      goods(
        t('Ground coffee (250 g)', 'Qaxwo shiidan (250 garaam)'),
        t('Ethiopian coffee, medium roast', 'Qaxwo Itoobiya ah oo si dhexdhexaad ah loo dubay'),
        html(
          'Roasted and ground in Mogadishu every week.',
          'Toddobaad kasta ayaa Muqdisho lagu dubaa lagana shiidaa.',
        ),
        'coffee-bag',
        300,
      ),
    ]),
    category(t('Oil and ghee', 'Saliid iyo subag'), 'oil-ghee', [
      goods(
        t('Cooking oil (3 L)', 'Saliid cunto (3 litir)'),
        t('Vegetable oil for frying and cooking', 'Saliid khudradeed oo wax lagu shiilo laguna karsado'),
        html(
          'Refined vegetable oil. Light taste, good for sambuusa.',
          'Saliid khudradeed oo la sifeeyey. Dhadhan fudud ayay leedahay, sambuusadana way ku fiican tahay.',
        ),
        'oil-bottle',
        500,
        { comparePrice: 580, isDeal: true },
      ),
      goods(
        t('Cooking oil (20 L jerrycan)', 'Saliid cunto (caag 20 litir)'),
        t(
          'Oil for restaurants and large families',
          'Saliid loogu talagalay maqaayadaha iyo qoysaska waaweyn',
        ),
        html('A 20 litre jerrycan of vegetable oil.', 'Caag 20 litir ah oo saliid khudradeed ah.'),
        'oil-jerrycan',
        3000,
        { stock: 8 },
      ),
      goods(
        t('Ghee (1 kg)', 'Subag (1 kiilo)'),
        t('Pure butter ghee', 'Subag saafi ah'),
        html(
          'Golden ghee for canjeero, rice and xalwo.',
          'Subag dahabi ah oo canjeero, bariis iyo xalwo loogu talagalay.',
        ),
        'ghee',
        700,
      ),
      goods(
        t('Sesame oil (1 L)', 'Saliid macsaro (1 litir)'),
        t('Cold pressed sesame oil', 'Saliid sisin oo macsaro lagu tuujiyey'),
        html(
          'Pressed in a traditional macsaro from Somali sesame.',
          'Waxaa lagu tuujiyey macsaro dhaqameed, laga soo saaray sisin Soomaaliyeed.',
        ),
        'sesame-oil',
        400,
        { stock: 0 },
      ),
    ]),
    category(t('Pasta', 'Baasto'), 'pasta', [
      goods(
        t('Spaghetti (500 g)', 'Baasto (500 garaam)'),
        t('Durum wheat spaghetti', 'Baasto qamadi adag ah'),
        html('Spaghetti that stays firm in a rich sauce.', 'Baasto aan jilcin marka lagu kariyo suugo.'),
        'pasta-pack',
        60,
        { stock: 200 },
      ),
      goods(
        t('Spaghetti carton (20 × 500 g)', 'Kartoon baasto (20 × 500 garaam)'),
        t('Twenty packets of spaghetti', 'Labaatan baakadood oo baasto ah'),
        html(
          'A full carton for the month, cheaper than single packets.',
          'Kartoon dhan oo bisha ku filan, kana jaban baakadaha kaliga ah.',
        ),
        'spaghetti-carton',
        1100,
        { comparePrice: 1200, isDeal: true, stock: 15 },
      ),
      goods(
        t('Macaroni (500 g)', 'Makarooni (500 garaam)'),
        t('Short pasta for soups and bakes', 'Baasto gaaban oo maraq iyo foorno ah'),
        html('Short elbow macaroni.', 'Makarooni gaagaaban.'),
        'macaroni',
        65,
      ),
    ]),
    category(t('Canned food', 'Cunto qasacadaysan'), 'canned', [
      goods(
        t('Tomato paste (70 g)', 'Salsa (70 garaam)'),
        t('A small tin of tomato paste', 'Qasacad yar oo salsa ah'),
        html(
          'Double concentrated tomato paste for sauces and rice.',
          'Salsa adag oo suugada iyo bariiska loogu talagalay.',
        ),
        'tomato-paste',
        30,
        { stock: 300 },
      ),
      goods(
        t('Tuna in oil (185 g)', 'Tuuna saliid leh (185 garaam)'),
        t('Tuna chunks in vegetable oil', 'Tuuna ku jirta saliid khudradeed'),
        html(
          'Good for sambuusa filling, pasta and sandwiches.',
          'Way ku fiican tahay sambuusada, baastada iyo rootiga.',
        ),
        'canned-fish',
        120,
      ),
      goods(
        t('Sardines (125 g)', 'Sardiin (125 garaam)'),
        t('Sardines in tomato sauce', 'Sardiin ku jirta suugo yaanyo'),
        html('A quick lunch with bread or canjeero.', 'Qado degdeg ah oo rooti ama canjeero lala cuno.'),
        'sardines',
        80,
      ),
      goods(
        t('Baked beans (400 g)', 'Digir qasacad (400 garaam)'),
        t('Beans in tomato sauce', 'Digir ku jirta suugo yaanyo'),
        html('Ready to heat and eat.', 'Kululee oo cun.'),
        'baked-beans',
        90,
      ),
    ]),
    category(t('Milk and eggs', 'Caano iyo ukun'), 'dairy-eggs', [
      goods(
        t('Full cream milk powder (400 g)', 'Caano boodhe (400 garaam)'),
        t('Powdered milk for tea and children', 'Caano boodhe oo shaaha iyo carruurta loogu talagalay'),
        html('Mix two spoons with a glass of warm water.', 'Laba qaaddo ku qas koob biyo diiran ah.'),
        'milk-powder',
        450,
      ),
      goods(
        t('Fresh camel milk (1 L)', 'Caano geel (1 litir)'),
        t('Delivered every morning', 'Subax kasta ayaa la keenaa'),
        html(
          'Fresh camel milk, kept cold. Drink within two days.',
          'Caano geel cusub oo qabow lagu hayo. Laba maalmood gudahood ku cab.',
        ),
        'camel-milk-1l',
        150,
        { stock: 20 },
      ),
      goods(
        t('Eggs (tray of 30)', 'Ukun (30 xabbo)'),
        t('Fresh eggs from local farms', 'Ukun cusub oo beeraha gudaha laga keenay'),
        html(
          'A tray of thirty eggs, packed carefully for delivery.',
          'Soddon ukun oo cusub, oo si taxaddar leh loogu xirxiray keenista.',
        ),
        'eggs',
        450,
      ),
      goods(
        t('Yoghurt (500 ml)', 'Caano fadhi (500 ml)'),
        t('Thick plain yoghurt', 'Caano fadhi adag'),
        html(
          'Plain yoghurt, good with rice and spicy food.',
          'Caano fadhi caadi ah, kuna fiican bariiska iyo cuntada basbaaska leh.',
        ),
        'yoghurt',
        120,
      ),
    ]),
    category(t('Fruit and vegetables', 'Miro iyo khudaar'), 'fruit', [
      goods(
        t('Bananas (12)', 'Muus (12 xabbo)'),
        t('Sweet bananas from the Shabelle valley', 'Muus macaan oo dooxada Shabeelle laga keenay'),
        html('The banana that goes with every plate of rice.', 'Muuska la socda saxan kasta oo bariis ah.'),
        'banana',
        100,
      ),
      goods(
        t('Mangoes (1 kg)', 'Cambe (1 kiilo)'),
        t('Ripe mangoes, about three per kilo', 'Cambe bislaaday, kiilo kasta qiyaastii saddex xabbo'),
        html('Picked ripe in Afgooye.', 'Afgooye ayaa laga gooyay iyagoo bislaaday.'),
        'mango',
        150,
      ),
      goods(
        t('Tomatoes (1 kg)', 'Yaanyo (1 kiilo)'),
        t('Firm red tomatoes', 'Yaanyo cas oo adag'),
        html('For sauces, salads and suqaar.', 'Waxay ku fiican yihiin suugada, saladhka iyo suqaarka.'),
        'tomato',
        120,
      ),
      goods(
        t('Red onions (1 kg)', 'Basal cas (1 kiilo)'),
        t('Red onions for every dish', 'Basal cas oo cunto kasta ah'),
        html('Dry red onions that keep for weeks.', 'Basal cas oo qalalan oo toddobaadyo fadhiya.'),
        'onion',
        100,
      ),
      goods(
        t('Potatoes (1 kg)', 'Baradho (1 kiilo)'),
        t('Potatoes for stew and fries', 'Baradho maraq iyo shiil ah'),
        html('Washed potatoes.', 'Baradho la dhaqay.'),
        'potato',
        100,
      ),
      goods(
        t('Limes (1 kg)', 'Liin dhanaan (1 kiilo)'),
        t('Juicy limes', 'Liin dhanaan oo biyo badan'),
        html(
          'Small green limes for tea, fish and juice.',
          'Liin dhanaan oo yaryar oo ku fiican shaaha, kalluunka iyo casiirka.',
        ),
        'lemon',
        150,
      ),
    ]),
    category(t('Spices and salt', 'Xawaash iyo cusbo'), 'spices', [
      goods(
        t('Xawaash spice mix (250 g)', 'Xawaash (250 garaam)'),
        t('The Somali spice blend for rice and meat', 'Xawaashka Soomaaliga ee bariiska iyo hilibka'),
        html(
          'Cumin, coriander, black pepper, cardamom, cinnamon, cloves and turmeric, roasted and ground together.',
          'Kamuun, kabsar, filfil madow, hayl, qorfe, dhegayare iyo huruud, oo la wada dubay lana wada shiiday.',
        ),
        'spices',
        200,
        { tagline: t('Ground in-store', 'Dukaanka ayaa lagu shiiday') },
      ),
      goods(
        t('Salt (1 kg)', 'Cusbo (1 kiilo)'),
        t('Iodised table salt', 'Cusbo iodine leh'),
        html('Fine iodised salt.', 'Cusbo jilicsan oo iodine leh.'),
        'salt',
        40,
      ),
      goods(
        t('Ground cumin (100 g)', 'Kamuun shiidan (100 garaam)'),
        t('For rice, beans and suqaar', 'Bariiska, digirta iyo suqaarka'),
        html('Freshly ground cumin.', 'Kamuun hadda la shiiday.'),
        'cumin',
        100,
      ),
      goods(
        t('Dried chili (100 g)', 'Basbaas qalalan (100 garaam)'),
        t('Hot dried red chili', 'Basbaas cas oo qalalan oo kulul'),
        html('Crush it into sauces. Very hot.', 'Ku burburi suugada. Aad buu u kulul yahay.'),
        'dried-chili',
        80,
      ),
    ]),
    category(t('Dates and honey', 'Timir iyo malab'), 'dates-honey', [
      goods(
        t('Dates (1 kg)', 'Timir (1 kiilo)'),
        t('Soft dates for breaking the fast', 'Timir jilicsan oo afurka ah'),
        html(
          'Soft, sweet dates. Families buy more in Ramadan.',
          'Timir jilicsan oo macaan. Qoysasku Ramadaanka way ka badsadaan.',
        ),
        'dates',
        300,
      ),
      goods(
        t('Somali honey (500 g)', 'Malab Soomaali (500 garaam)'),
        t('Pure honey from the bush', 'Malab saafi ah oo duurka laga keenay'),
        html(
          'Raw honey from beekeepers in the Bay region.',
          'Malab aan la karin oo laga keenay shinni-dhaqatada gobolka Baay.',
        ),
        'honey',
        800,
        { stock: 10 },
      ),
    ]),
    category(t('Household', 'Alaabta guriga'), 'household', [
      goods(
        t('Laundry powder (1 kg)', 'Saabuunta dharka (1 kiilo)'),
        t('Washing powder for hand and machine', 'Saabuun budo ah oo gacan iyo mashiinba ah'),
        html('Cleans well in cold water.', 'Si fiican ayay wax ugu nadiifisaa biyo qabow.'),
        'detergent',
        200,
      ),
      goods(
        t('Bath soap (3 bars)', 'Saabuun qubeys (3 xabbo)'),
        t('Gentle soap for the family', 'Saabuun jilicsan oo qoyska ah'),
        html('Three bars of mild soap.', 'Saddex xabbo oo saabuun jilicsan ah.'),
        'soap',
        150,
      ),
      goods(
        t('Dishwashing liquid (750 ml)', 'Saabuunta weelka (750 ml)'),
        t('Cuts grease from pots and plates', 'Dufanka ka saarta dheriyada iyo saxamada'),
        html('Lemon scented. A little goes a long way.', 'Udgoon liin ayay leedahay. Wax yar ayaa ku filan.'),
        'dish-soap',
        120,
      ),
      goods(
        t('Toothpaste (100 ml)', 'Daawada ilkaha (100 ml)'),
        t('Fluoride toothpaste', 'Daawo ilkaha oo fluoride leh'),
        html('Mint flavour.', 'Dhadhan naanac ah.'),
        'toothpaste',
        150,
      ),
      goods(
        t('Baby diapers (size 3, 40 pieces)', 'Xafaayad carruur (cabbirka 3, 40 xabbo)'),
        t('For babies of 6 to 10 kg', 'Ilmaha 6 ilaa 10 kiilo ah'),
        html(
          'Soft, with a stretchy waist. Back in stock next week.',
          'Jilicsan, dhexdana way kala baxdaa. Toddobaadka dambe ayay soo galaysaa.',
        ),
        'diapers',
        800,
        { stock: 0 },
      ),
      goods(
        t('Matches (10 boxes)', 'Kabriid (10 sanduuq)'),
        t('Safety matches', 'Kabriid ammaan ah'),
        html('Ten boxes of matches for the stove.', 'Toban sanduuq oo kabriid ah oo burjikada ah.'),
        'matches',
        30,
      ),
    ]),
  ],
});

const bakaaro = store({
  name: 'Bakaaro Family Store',
  industry: 'grocery',
  phone: '+252 61 436 9021',
  address: 'Bakara Market, Hawl Wadaag, Mogadishu',
  addressSo: 'Suuqa Bakaaraha, Hawlwadaag, Muqdisho',
  lat: 2.0445,
  lng: 45.32,
  minOrder: 2000,
  deliveryFee: 500,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Bakara Market', 'Suuqa Bakaaraha'),
  about: html(
    'Wholesale prices on full sacks and cartons, straight from Bakara market. Buy for the month, share with the neighbours, or stock your own small shop.',
    'Qiimo jumlo ah oo jawaanno iyo kartoonno dhan ah, si toos ah uga yimid Suuqa Bakaaraha. Iibso wax bisha ku filan, la qaybso deriskaaga, ama ku buuxi dukaankaaga yar.',
    [
      ['Minimum order $20', 'Dalabka ugu yar waa $20'],
      [
        'Our porters carry sacks inside your house',
        'Xammaaladayadu jawaannada ayay gurigaaga gudihiisa geeyaan',
      ],
    ],
  ),
  categories: [
    category(t('Sacks', 'Jawaanno'), 'wholesale-sacks', [
      withVariants(
        goods(
          t('Long grain rice sack', 'Jawaan bariis xabbad dheer'),
          t('Choose 10, 25 or 50 kg', 'Dooro 10, 25 ama 50 kiilo'),
          html('Long grain rice at Bakara prices.', 'Bariis xabbad dheer oo qiimaha Bakaaraha ah.'),
          'rice-long-sacks',
          0,
        ),
        ['Size'],
        [
          variant(t('10 kg', '10 kiilo'), 950, 30, ['10 kg'], 'rice-long-10kg'),
          variant(t('25 kg', '25 kiilo'), 2100, 40, ['25 kg'], 'rice-long-25kg'),
          variant(t('50 kg', '50 kiilo'), 4000, 25, ['50 kg'], 'rice-long-50kg'),
        ],
      ),
      goods(
        t('Basmati rice (25 kg)', 'Bariis basmati (25 kiilo)'),
        t('A sack of aged basmati', 'Jawaan bariis basmati ah'),
        html(
          'Basmati for celebrations, by the sack.',
          'Bariis basmati oo xafladaha loogu talagalay, jawaan ahaan.',
        ),
        'rice-basmati-25kg',
        3200,
        { stock: 15 },
      ),
      withVariants(
        goods(
          t('Sugar sack', 'Jawaan sonkor'),
          t('White sugar, 25 or 50 kg', 'Sonkor cad, 25 ama 50 kiilo'),
          html(
            'Sugar by the sack, for tea houses and large families.',
            'Sonkor jawaan ah oo loogu talagalay maqaaxiyada iyo qoysaska waaweyn.',
          ),
          'sugar-sacks',
          0,
        ),
        ['Size'],
        [
          variant(t('25 kg', '25 kiilo'), 2000, 30, ['25 kg'], 'sugar-sack-25kg'),
          variant(t('50 kg', '50 kiilo'), 3800, 20, ['50 kg'], 'sugar-sack-50kg'),
        ],
      ),
      goods(
        t('Wheat flour (50 kg)', 'Bur (50 kiilo)'),
        t('A full sack of flour', 'Jawaan bur ah oo dhan'),
        html(
          'For bakeries and families who make canjeero every day.',
          'Waxaa loogu talagalay foornooyinka iyo qoysaska maalin kasta canjeero sameeya.',
        ),
        'flour-50kg',
        2800,
        { stock: 20 },
      ),
      goods(
        t('Red beans (25 kg)', 'Digir cas (25 kiilo)'),
        t('A sack of red beans', 'Jawaan digir cas ah'),
        html('Cleaned and sorted red beans.', 'Digir cas oo la nadiifiyey lana kala soocay.'),
        'beans-25kg',
        2600,
        { stock: 10 },
      ),
      goods(
        t('Red lentils (25 kg)', 'Misir cas (25 kiilo)'),
        t('A sack of split lentils', 'Jawaan misir ah'),
        html('Split red lentils by the sack.', 'Misir cas oo jawaan ahaan ah.'),
        'lentils-25kg',
        2400,
        { stock: 10 },
      ),
      goods(
        t('Maize (50 kg)', 'Galley (50 kiilo)'),
        t('Whole white maize', 'Galley cad oo aan la shiidin'),
        html(
          'Whole maize from Lower Shabelle farms. Out until after the harvest.',
          'Galley aan la shiidin oo laga keenay beeraha Shabeellaha Hoose. Way dhammaatay ilaa goosashada kadib.',
        ),
        'maize-50kg',
        2000,
        { stock: 0 },
      ),
    ]),
    category(t('Cartons and oil', 'Kartoonno iyo saliid'), 'oil-ghee', [
      goods(
        t('Spaghetti carton (20 × 500 g)', 'Kartoon baasto (20 × 500 garaam)'),
        t('Twenty packets of spaghetti', 'Labaatan baakadood oo baasto ah'),
        html('A full carton at wholesale price.', 'Kartoon dhan oo qiimo jumlo ah.'),
        'spaghetti-carton',
        1050,
      ),
      goods(
        t('Cooking oil (20 L jerrycan)', 'Saliid cunto (caag 20 litir)'),
        t('Vegetable oil by the jerrycan', 'Saliid khudradeed oo caag ah'),
        html(
          'Refined vegetable oil in a sealed 20 litre jerrycan.',
          'Saliid khudradeed oo la sifeeyey, ku jirta caag 20 litir ah oo xiran.',
        ),
        'oil-jerrycan',
        2900,
        { comparePrice: 3100, isDeal: true, stock: 25 },
      ),
      goods(
        t('Cooking oil carton (12 × 1 L)', 'Kartoon saliid cunto (12 × 1 litir)'),
        t('Twelve one-litre bottles', 'Laba iyo toban dhalo oo hal litir ah'),
        html('Handy bottles to resell or share.', 'Dhalooyin fudud oo dib loo iibiyo ama la qaybsado.'),
        'oil-carton',
        2200,
        { stock: 18 },
      ),
      goods(
        t('Tomato paste carton (50 tins)', 'Kartoon salsa (50 qasacadood)'),
        t('Fifty small tins of tomato paste', 'Konton qasacadood oo salsa ah'),
        html(
          'Small 70 g tins, the size every kitchen uses.',
          'Qasacado yaryar oo 70 garaam ah, cabbirka jiko kasta isticmaasho.',
        ),
        'tomato-paste-carton',
        1200,
      ),
      goods(
        t('Milk powder (2.5 kg)', 'Caano boodhe (2.5 kiilo)'),
        t('Full cream milk powder, large tin', 'Caano boodhe, qasacad weyn'),
        html('Enough milk for tea for a month.', 'Caano shaaha bil ku filan.'),
        'milk-powder-2kg',
        2100,
        { stock: 12 },
      ),
      goods(
        t('Tuna carton (48 tins)', 'Kartoon tuuna (48 qasacadood)'),
        t('Tuna in oil, 185 g tins', 'Tuuna saliid leh, qasacado 185 garaam ah'),
        html(
          'For restaurants and sambuusa makers.',
          'Waxaa loogu talagalay maqaayadaha iyo dadka sambuusada sameeya.',
        ),
        'tuna-carton',
        5000,
        { stock: 6 },
      ),
    ]),
    category(t('Tea and dates', 'Shaah iyo timir'), 'sugar-tea', [
      goods(
        t('Loose black tea (5 kg)', 'Shaah caleen (5 kiilo)'),
        t('Kenyan tea leaves in bulk', 'Caleen shaah Kiiniya ah oo badan'),
        html(
          'Five kilos of strong tea for tea houses.',
          'Shan kiilo oo shaah xoog leh ah, oo loogu talagalay maqaaxiyada.',
        ),
        'tea-5kg',
        2000,
        { stock: 14 },
      ),
      goods(
        t('Dates carton (10 kg)', 'Kartoon timir (10 kiilo)'),
        t('Soft dates in bulk', 'Timir jilicsan oo badan'),
        html(
          'A carton of soft dates, popular before Ramadan.',
          'Kartoon timir jilicsan ah, oo Ramadaanka ka hor aad loo iibsado.',
        ),
        'dates-carton',
        2200,
        { stock: 20, tagline: t('Ramadan favourite', 'Aad loo iibsado Ramadaanka') },
      ),
    ]),
  ],
});

const karaan = store({
  name: 'Karaan Fresh Market',
  industry: 'grocery',
  phone: '+252 77 284 1130',
  address: 'Near the livestock market, Karaan, Mogadishu',
  addressSo: 'U dhow suuqa xoolaha, Kaaraan, Muqdisho',
  lat: 2.0755,
  lng: 45.36,
  minOrder: 0,
  deliveryFee: 100,
  deliveryMethods: { dineIn: false, pickup: false, delivery: true },
  isOpen: true,
  branch: branch('Karaan'),
  about: html(
    'Fruit and vegetables from the farms of Afgooye and the Shabelle valley, fresh goat and camel meat, and camel milk delivered the same morning it was milked.',
    'Miro iyo khudaar laga keenay beeraha Afgooye iyo dooxada Shabeelle, hilib ari iyo hilib geel oo cusub, iyo caano geel isla subaxdii la lisay laguu keeno.',
    [
      ['Delivery only, from 06:00 to 18:00', 'Keenis oo kaliya, 06:00 ilaa 18:00'],
      ['Meat is cut the way you ask', 'Hilibka waxaa loo jarayaa sida aad codsato'],
    ],
  ),
  categories: [
    category(t('Fruit', 'Miro'), 'fruit', [
      goods(
        t('Bananas (12)', 'Muus (12 xabbo)'),
        t('Ripe and sweet', 'Bislaaday oo macaan'),
        html(
          'A dozen bananas from the Shabelle valley.',
          'Laba iyo toban muus oo dooxada Shabeelle laga keenay.',
        ),
        'banana',
        80,
        { stock: 60 },
      ),
      goods(
        t('Mangoes (1 kg)', 'Cambe (1 kiilo)'),
        t('Juicy Afgooye mangoes', 'Cambe Afgooye oo biyo badan'),
        html('Ripe mangoes, picked this week.', 'Cambe bislaaday oo toddobaadkan la gooyay.'),
        'mango',
        120,
        { stock: 50 },
      ),
      goods(
        t('Watermelon (whole)', 'Qare (xabbad dhan)'),
        t('A whole watermelon, about 5 kg', 'Qare dhan oo qiyaastii 5 kiilo ah'),
        html(
          'Sweet red watermelon. We tap it before it leaves the shop.',
          'Qare cas oo macaan. Waan garaacnaa ka hor inta aanu dukaanka ka bixin.',
        ),
        'watermelon',
        200,
        { stock: 15 },
      ),
      goods(
        t('Papaya (whole)', 'Babaay (xabbad)'),
        t('One ripe papaya', 'Hal babaay oo bislaaday'),
        html('Ripe papaya, ready to eat today.', 'Babaay bislaaday oo maanta la cuni karo.'),
        'papaya',
        100,
        { stock: 20 },
      ),
      goods(
        t('Limes (1 kg)', 'Liin dhanaan (1 kiilo)'),
        t('Small green limes', 'Liin dhanaan oo yaryar'),
        html('Full of juice.', 'Biyo badan ayay leeyihiin.'),
        'lemon',
        130,
        { stock: 30 },
      ),
      goods(
        t('Oranges (1 kg)', 'Liin macaan (1 kiilo)'),
        t('Sweet oranges for juice', 'Liin macaan oo casiir ah'),
        html(
          'Green-skinned sweet oranges, full of juice.',
          'Liin macaan oo diirka cagaaran, biyo badanna leh.',
        ),
        'oranges',
        150,
        { stock: 30 },
      ),
    ]),
    category(t('Vegetables', 'Khudaar'), 'vegetables', [
      goods(
        t('Tomatoes (1 kg)', 'Yaanyo (1 kiilo)'),
        t('Red and firm', 'Cas oo adag'),
        html('Tomatoes from Afgooye.', 'Yaanyo Afgooye laga keenay.'),
        'tomato',
        100,
        { stock: 60 },
      ),
      goods(
        t('Red onions (1 kg)', 'Basal cas (1 kiilo)'),
        t('Dry red onions', 'Basal cas oo qalalan'),
        html('Red onions that keep well.', 'Basal cas oo muddo fadhiya.'),
        'onion',
        90,
        { stock: 80 },
      ),
      goods(
        t('Potatoes (1 kg)', 'Baradho (1 kiilo)'),
        t('Washed potatoes', 'Baradho la dhaqay'),
        html('Good for stew and fries.', 'Maraqa iyo shiilka way ku fiican yihiin.'),
        'potato',
        90,
        { stock: 70 },
      ),
      goods(
        t('Fresh maize (5 cobs)', 'Galley qoyan (5 xabbo)'),
        t('Sweet maize for roasting', 'Galley macaan oo la dubo'),
        html('Roast on charcoal with salt and lime.', 'Ku dub dhuxul, cusbo iyo liin dhanaan la mari.'),
        'maize',
        100,
        { stock: 25 },
      ),
      goods(
        t('Garlic (500 g)', 'Toon (500 garaam)'),
        t('Whole garlic heads', 'Toon madax dhan ah'),
        html('Strong, dry garlic.', 'Toon qalalan oo xoog leh.'),
        'garlic',
        150,
        { stock: 30 },
      ),
    ]),
    category(t('Meat and fish', 'Hilib iyo kalluun'), 'meat', [
      goods(
        t('Goat meat (1 kg)', 'Hilib ari (1 kiilo)'),
        t('Fresh goat meat, slaughtered this morning', 'Hilib ari cusub oo saaka la qalay'),
        html(
          'Halal goat meat from the Karaan market, slaughtered at dawn and delivered before noon.',
          'Hilib ari xalaal ah oo suuqa Karaan laga keenay, waaberigii la qalay, duhurka ka horna la keeno.',
          [
            ['Tell us how to cut it', 'Noo sheeg sida loo jarayo'],
            ['Bone-in, as Somali kitchens like it', 'Laf leh, sida jikada Soomaalidu jeceshahay'],
          ],
        ),
        'meat-goat',
        700,
        { stock: 25, options: [meatCut] },
      ),
      goods(
        t('Camel meat (1 kg)', 'Hilib geel (1 kiilo)'),
        t('Lean camel meat', 'Hilib geel aan baruur badan lahayn'),
        html(
          'Fresh halal camel meat. Lean and full of flavour.',
          'Hilib geel xalaal ah oo cusub. Baruur yar iyo dhadhan badan.',
        ),
        'meat-camel',
        600,
        { stock: 20, options: [meatCut] },
      ),
      goods(
        t('Beef (1 kg)', "Hilib lo'aad (1 kiilo)"),
        t('Fresh beef', "Hilib lo'aad cusub"),
        html(
          'Halal beef, good for stew and suqaar.',
          "Hilib lo'aad xalaal ah, kuna fiican maraqa iyo suqaarka.",
        ),
        'meat-beef',
        550,
        { stock: 20, options: [meatCut] },
      ),
      goods(
        t('Whole chicken', 'Digaag dhan'),
        t('Cleaned whole chicken, about 1.2 kg', 'Digaag dhan oo la nadiifiyey, qiyaastii 1.2 kiilo'),
        html(
          'Local chicken. Sold out today; back tomorrow morning.',
          'Digaag gudaha ah. Maanta wuu dhammaaday; berri subax ayuu soo noqonayaa.',
        ),
        'whole-chicken',
        600,
        { stock: 0 },
      ),
      goods(
        t('Fresh kingfish (1 kg)', 'Kalluun cusub (1 kiilo)'),
        t('Caught this morning off Mogadishu', 'Saaka laga soo qabtay badda Muqdisho'),
        html(
          'Kingfish from the morning boats, cleaned and cut into steaks if you ask.',
          'Kalluun doomaha subaxdii laga keenay, la nadiifiyey, haddii aad codsatana la jarjaray.',
        ),
        'fish-fresh',
        500,
        { stock: 12 },
      ),
      goods(
        t('Goat liver (1 kg)', 'Beer ari (1 kiilo)'),
        t('For the classic breakfast', 'Quraacda caanka ah'),
        html('Fresh goat liver to fry with onions.', 'Beer ari oo cusub oo basal lagu shiilo.'),
        'liver',
        500,
        { stock: 10 },
      ),
    ]),
    category(t('Milk and eggs', 'Caano iyo ukun'), 'dairy-eggs', [
      withVariants(
        goods(
          t('Fresh camel milk', 'Caano geel'),
          t('Milked this morning, kept cold', 'Saaka la lisay, qabow lagu hayo'),
          html(
            'Camel milk from herds outside the city, brought in every morning in cooled containers.',
            'Caano geel oo laga keenay geela magaalada bannaankeeda jooga, subax kasta weel qabow lagu keeno.',
          ),
          'camel-milk-can',
          0,
        ),
        ['Size'],
        [
          variant(t('1 litre', '1 litir'), 150, 40, ['1 L']),
          variant(t('3 litres', '3 litir'), 420, 15, ['3 L']),
        ],
      ),
      goods(
        t("Cow's milk (1 L)", "Caano lo'aad (1 litir)"),
        t('Fresh cow milk', "Caano lo'aad cusub"),
        html('Boil before drinking.', 'Karkari ka hor intaadan cabbin.'),
        'cow-milk',
        100,
        { stock: 30 },
      ),
      goods(
        t('Local eggs (30)', 'Ukun gudaha ah (30 xabbo)'),
        t('Eggs from farms in Afgooye', 'Ukun beeraha Afgooye laga keenay'),
        html('A tray of thirty fresh eggs.', 'Soddon ukun oo cusub.'),
        'local-eggs',
        450,
        { stock: 20 },
      ),
    ]),
  ],
});

// ---------------------------------------------------------------- water

const biyoMacaan = store({
  name: 'Biyo Macaan Water',
  industry: 'water',
  phone: '+252 61 817 4402',
  address: 'Afgooye Road, Dharkenley, Mogadishu',
  addressSo: 'Waddada Afgooye, Dharkeenley, Muqdisho',
  lat: 2.023,
  lng: 45.286,
  minOrder: 0,
  deliveryFee: 50,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Dharkenley'),
  about: html(
    'Purified drinking water from our own borehole and filter plant, delivered in clean sealed jerrycans by bajaaj across Dharkenley, Hodan and Wadajir.',
    'Biyo la cabbo oo laga soo saaray ceelkayaga iyo warshaddayada sifeynta, oo lagu keeno caag nadiif ah oo xiran, bajaaj ahaan, Dharkenley, Hodan iyo Wadajir oo dhan.',
    [
      [
        'Every jerrycan is washed and sealed before it leaves',
        'Caag kasta waa la dhaqaa lana xiraa ka hor inta aanu bixin',
      ],
      ['Bring your empty jerrycan back for a refill', 'Caaggaaga madhan soo celi si laguugu buuxiyo'],
    ],
  ),
  categories: [
    category(t('Water in jerrycans', 'Biyo caag ah'), 'jerrycans', [
      withVariants(
        goods(
          t('Drinking water refill', 'Buuxinta biyaha la cabbo'),
          t('5, 10 or 20 litres in a sealed jerrycan', '5, 10 ama 20 litir oo caag xiran ah'),
          html(
            'We swap your empty jerrycan for a clean, full one. Water is filtered, treated and tested every day.',
            'Caaggaaga madhan waxaan ku beddelnaa mid nadiif ah oo buuxa. Biyaha maalin kasta waa la sifeeyaa, la daaweeyaa lana baaraa.',
            [
              [
                '20 L lasts a family of six about two days',
                '20 litir waxay ku filan yihiin qoys lix qof ah qiyaastii laba maalmood',
              ],
              ['Delivered within two hours', 'Laba saacadood gudahood ayaa lagu keenaa'],
            ],
          ),
          'water-refill',
          0,
          {
            tagline: t('Most ordered', 'Kan ugu badan ee la dalbado'),
            addons: [
              addons('extras', t('Add to your order', 'Ku dar dalabkaaga'), 2, [
                [t('Tap for the jerrycan', 'Qasabadda caagga'), 100],
                [t('Spare lid', 'Dabool dheeraad ah'), 25],
              ]),
            ],
          },
        ),
        ['Size'],
        [
          variant(t('5 litres', '5 litir'), 35, 200, ['5 L'], 'jerrycan-5l'),
          variant(t('10 litres', '10 litir'), 60, 150, ['10 L'], 'jerrycan-10l'),
          variant(t('20 litres', '20 litir'), 100, 300, ['20 L'], 'jerrycan-20l'),
        ],
      ),
      withVariants(
        goods(
          t('New jerrycan with water', 'Caag cusub oo biyo leh'),
          t('A new jerrycan, filled', 'Caag cusub oo la buuxiyey'),
          html(
            'For first-time customers who have no jerrycan to swap.',
            'Waxaa loogu talagalay macaamiisha cusub ee aan haysan caag ay beddelaan.',
          ),
          'jerrycan-new',
          0,
        ),
        ['Size'],
        [
          variant(t('10 litres', '10 litir'), 250, 40, ['10 L'], 'jerrycan-10l'),
          variant(t('20 litres', '20 litir'), 350, 60, ['20 L'], 'jerrycan-20l'),
        ],
      ),
      goods(
        t('Empty jerrycan (20 L)', 'Caag madhan (20 litir)'),
        t('A spare food-grade jerrycan', 'Caag dheeraad ah oo cuntada ku habboon'),
        html(
          'New and washed. Out of stock until the next delivery from the factory.',
          'Cusub oo la dhaqay. Wuu dhammaaday ilaa warshadda laga keeno mid kale.',
        ),
        'jerrycan-empty',
        150,
        { stock: 0 },
      ),
      goods(
        t('Weekly plan: 7 × 20 L', 'Qorshaha toddobaadka: 7 × 20 litir'),
        t('One 20 L jerrycan every day for a week', 'Caag 20 litir ah maalin kasta toddobaad'),
        html(
          'Pay once and we bring a full jerrycan every morning for seven days.',
          'Hal mar bixi, waxaana kuu keenaynaa caag buuxa subax kasta toddoba maalmood.',
        ),
        'weekly-plan',
        600,
        { comparePrice: 700, isDeal: true, isCombo: true, unlimitedStock: true, stock: 100 },
      ),
    ]),
    category(t('Bottled water', 'Biyo dhalo ah'), 'bottled-water', [
      withVariants(
        goods(
          t('Bottled water packs', 'Baakadaha biyaha dhalada'),
          t('Packs of small or large bottles', 'Baakado dhalooyin yaryar ama waaweyn'),
          html(
            'Our own purified water, bottled and shrink-wrapped.',
            'Biyahayaga la sifeeyey, oo dhalo lagu shubay lana duubay.',
          ),
          'water-pack',
          0,
        ),
        ['Pack'],
        [
          variant(t('12 × 500 ml', '12 × 500 ml'), 250, 80, ['12 × 500 ml']),
          variant(t('24 × 500 ml', '24 × 500 ml'), 450, 50, ['24 × 500 ml']),
          variant(t('6 × 1.5 L', '6 × 1.5 litir'), 300, 60, ['6 × 1.5 L']),
        ],
      ),
      goods(
        t('Bottled water (1.5 L)', 'Biyo dhalo ah (1.5 litir)'),
        t('A single large bottle', 'Hal dhalo oo weyn'),
        html('One 1.5 litre bottle.', 'Hal dhalo oo 1.5 litir ah.'),
        'water-bottle-1-5l',
        60,
        { stock: 150, isAddon: true },
      ),
    ]),
    category(t('Water tanker', 'Booyad biyo'), 'water-tanker', [
      withVariants(
        goods(
          t('Water tanker delivery', 'Booyad biyo'),
          t('Fill your house tank', 'Buuxi haanta gurigaaga'),
          html(
            'Our tanker fills the water tank on your roof or in your yard. Book in the morning for delivery the same day.',
            'Booyaddayadu waxay buuxisaa haanta saqafka ama barxadda gurigaaga. Subaxdii dalbo si isla maalintaas laguugu keeno.',
          ),
          'water-tanker',
          0,
        ),
        ['Size'],
        [
          variant(t('2,000 litres', '2,000 litir'), 1400, 10, ['2,000 L']),
          variant(t('5,000 litres', '5,000 litir'), 3000, 6, ['5,000 L']),
        ],
      ),
    ]),
  ],
});

const daryeel = store({
  name: 'Daryeel Water Company',
  industry: 'water',
  phone: '+252 77 650 3349',
  address: 'Suuq Bacaad area, Yaqshid, Mogadishu',
  addressSo: 'Agagaarka Suuq Bacaad, Yaaqshiid, Muqdisho',
  lat: 2.066,
  lng: 45.339,
  minOrder: 300,
  deliveryFee: 100,
  deliveryMethods: { dineIn: false, pickup: false, delivery: true },
  isOpen: true,
  branch: branch('Yaqshid'),
  about: html(
    'Bottled water, 20 litre dispenser bottles and water dispensers for homes and offices in the north of the city: Yaqshid, Karaan, Shibis and Bondhere.',
    'Biyo dhalo ah, dhalooyin 20 litir ah iyo mashiinnada biyaha oo loogu talagalay guryaha iyo xafiisyada waqooyiga magaalada: Yaqshid, Karaan, Shibis iyo Bondheere.',
    [
      ['Water treated by reverse osmosis', 'Biyaha waxaa lagu sifeeyaa reverse osmosis'],
      ['Delivery from 07:00 to 19:00', 'Keenis 07:00 ilaa 19:00'],
    ],
  ),
  categories: [
    category(t('Dispenser bottles', 'Dhalooyinka 20 litir'), 'dispensers', [
      withVariants(
        goods(
          t('20 L dispenser bottle', 'Dhalada biyaha 20 litir'),
          t('Refill your bottle or buy a new one', 'Dhaladaada buuxi ama mid cusub iibso'),
          html(
            'Sealed 20 litre bottles for water dispensers. Swap your empty bottle for a refill, or buy your first bottle with the water in it.',
            'Dhalooyin 20 litir ah oo xiran oo mashiinnada biyaha loogu talagalay. Dhaladaada madhan ku beddel mid buuxda, ama iibso dhaladaada ugu horraysa oo biyo ku jiraan.',
          ),
          'dispenser-bottle',
          0,
        ),
        ['Type'],
        [
          variant(t('Refill (swap your empty bottle)', 'Buuxin (dhaladaada madhan beddel)'), 150, 200, [
            'Refill',
          ]),
          variant(t('New bottle with water', 'Dhalo cusub oo biyo leh'), 650, 30, ['New bottle']),
        ],
      ),
      goods(
        t('Monthly plan: 8 refills', 'Qorshaha bisha: 8 buuxin'),
        t('Two bottles a week for a month', 'Laba dhalo toddobaadkii, bil'),
        html(
          'Pay once and we bring two 20 L bottles every week.',
          'Hal mar bixi, waxaana kuu keenaynaa laba dhalo oo 20 litir ah toddobaad kasta.',
        ),
        'monthly-plan',
        1100,
        { comparePrice: 1200, isDeal: true, isCombo: true, unlimitedStock: true, stock: 100 },
      ),
      goods(
        t('Water dispenser, hot and cold', 'Mashiinka biyaha (kulul iyo qabow)'),
        t('Floor-standing dispenser for 20 L bottles', 'Mashiin dhulka taagan oo dhalooyinka 20 litir ah'),
        html(
          'Cold water for the afternoon heat and hot water for tea. Needs electricity.',
          'Biyo qabow kulaylka galabta iyo biyo kulul shaaha. Wuxuu u baahan yahay koronto.',
          [
            ['One year warranty', 'Dammaanad hal sano ah'],
            [
              'We install it and bring the first bottle free',
              'Waan kuu rakibaynaa, dhalada ugu horraysana bilaash ayaan kuu keenaynaa',
            ],
          ],
        ),
        'water-dispenser',
        9500,
        { stock: 5 },
      ),
      goods(
        t('Hand pump for 20 L bottles', 'Bambada gacanta ee dhalada 20 litir'),
        t('No electricity needed', 'Koronto uma baahna'),
        html(
          'Fits on top of the bottle. Press to pour.',
          'Dhalada korkeeda ayay fadhidaa. Riix si biyuhu u soo baxaan.',
        ),
        'hand-pump',
        500,
        { stock: 25 },
      ),
    ]),
    category(t('Bottled water', 'Biyo dhalo ah'), 'bottled-water', [
      withVariants(
        goods(
          t('Bottled water carton', 'Kartoon biyo dhalo ah'),
          t('Twelve bottles in three sizes', 'Laba iyo toban dhalo oo saddex cabbir ah'),
          html(
            'Cartons of twelve bottles for home, office or a wedding.',
            'Kartoonno laba iyo toban dhalo ah oo guriga, xafiiska ama arooska ah.',
          ),
          'water-carton',
          0,
        ),
        ['Pack'],
        [
          variant(t('12 × 330 ml', '12 × 330 ml'), 200, 100, ['12 × 330 ml']),
          variant(t('12 × 500 ml', '12 × 500 ml'), 240, 100, ['12 × 500 ml']),
          variant(t('12 × 1.5 L', '12 × 1.5 litir'), 450, 0, ['12 × 1.5 L']),
        ],
      ),
      goods(
        t('Bottled water (500 ml)', 'Biyo dhalo ah (500 ml)'),
        t('A single small bottle', 'Hal dhalo oo yar'),
        html('One 500 ml bottle.', 'Hal dhalo oo 500 ml ah.'),
        'water-bottle',
        25,
        { stock: 300, isAddon: true },
      ),
    ]),
    category(t('Water in jerrycans', 'Biyo caag ah'), 'jerrycans', [
      goods(
        t('Jerrycan refill (20 L)', 'Buuxin caag (20 litir)'),
        t('Swap your 20 L jerrycan', 'Caaggaaga 20 litir ah beddel'),
        html(
          'Treated drinking water in your own jerrycan, refilled at our plant.',
          'Biyo la cabbo oo la sifeeyey, oo caaggaaga lagu buuxiyo warshaddayada.',
        ),
        'jerrycan-refill-20l',
        90,
        { unlimitedStock: true, stock: 100 },
      ),
    ]),
  ],
});

// ---------------------------------------------------------------- gas

const olol = store({
  name: 'Olol Gas Supply',
  industry: 'gas',
  phone: '+252 61 399 2765',
  address: 'Warshadaha Road, Warta Nabadda, Mogadishu',
  addressSo: 'Waddada Warshadaha, Warta Nabadda, Muqdisho',
  lat: 2.047,
  lng: 45.3255,
  minOrder: 1000,
  deliveryFee: 150,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Warta Nabadda'),
  about: html(
    'Cooking gas refills, new cylinders and stoves. Every cylinder is weighed and checked for leaks before it leaves our depot.',
    'Buuxinta gaaska cuntada, dhalooyin cusub iyo burjikooyin. Dhalo kasta waa la miisaamaa, waxaana la hubiyaa inaanay wax ka dhuumin ka hor inta aanay bakhaarkayaga ka bixin.',
    [
      ['Our riders carry the cylinder into your kitchen', 'Qofka keenaya dhalada wuxuu geeyaa jikadaada'],
      ['Open 07:00 to 20:00, every day', 'Waan furan nahay 07:00 ilaa 20:00, maalin kasta'],
    ],
  ),
  categories: [
    category(t('Gas refills', 'Buuxinta gaaska'), 'gas-refills', [
      withVariants(
        goods(
          t('Cooking gas refill', 'Buuxinta gaaska cuntada'),
          t('Swap your empty cylinder for a full one', 'Dhaladaada madhan ku beddel mid buuxda'),
          html(
            'We take your empty cylinder and leave a full, sealed one of the same size.',
            'Dhaladaada madhan ayaan qaadanaynaa, waxaana kaaga tagaynaa mid buuxda oo xiran oo isla cabbirkaas ah.',
            [
              [
                '6 kg lasts a small family about two weeks',
                '6 kiilo waxay ku filan tahay qoys yar qiyaastii laba toddobaad',
              ],
              [
                '13 kg is the usual size for family kitchens',
                '13 kiilo waa cabbirka caadiga ah ee jikada qoyska',
              ],
              ['25 kg for restaurants and large households', '25 kiilo waa maqaayadaha iyo qoysaska waaweyn'],
            ],
          ),
          'gas-refill',
          0,
          { tagline: t('Delivered in two hours', 'Laba saacadood gudahood ayaa lagu keenaa') },
        ),
        ['Size'],
        [
          variant(t('6 kg refill', 'Buuxin 6 kiilo'), 1200, 40, ['6 kg'], 'gas-cylinder-6kg'),
          variant(t('13 kg refill', 'Buuxin 13 kiilo'), 2500, 30, ['13 kg'], 'gas-cylinder-13kg'),
          variant(t('25 kg refill', 'Buuxin 25 kiilo'), 4500, 10, ['25 kg'], 'gas-cylinder-25kg'),
        ],
      ),
    ]),
    category(t('New cylinders', 'Dhalooyin gaas oo cusub'), 'gas-cylinders', [
      withVariants(
        goods(
          t('New gas cylinder, full', 'Dhalo gaas cusub oo buuxda'),
          t('A new cylinder, filled and sealed', 'Dhalo cusub oo la buuxiyey lana xiray'),
          html(
            'For homes cooking with gas for the first time. The price includes the cylinder and the gas.',
            'Waxaa loogu talagalay guryaha markii ugu horraysay gaas ku karsanaya. Qiimaha waxaa ku jira dhalada iyo gaaska.',
          ),
          'gas-cylinder-new',
          0,
          { addons: [cylinderExtras] },
        ),
        ['Size'],
        [
          variant(t('6 kg cylinder', 'Dhalo 6 kiilo'), 4000, 10, ['6 kg'], 'gas-cylinder-6kg'),
          variant(t('13 kg cylinder', 'Dhalo 13 kiilo'), 6000, 6, ['13 kg'], 'gas-cylinder-13kg'),
          variant(t('25 kg cylinder', 'Dhalo 25 kiilo'), 9500, 0, ['25 kg'], 'gas-cylinder-25kg'),
        ],
      ),
      goods(
        t(
          'Starter kit: 6 kg cylinder, burner and regulator',
          'Xirmada bilowga: dhalo 6 kiilo, burjiko iyo regulator',
        ),
        t(
          'Everything you need to start cooking with gas',
          'Wax kasta oo aad u baahan tahay si aad gaas ugu karsato',
        ),
        html(
          'A full 6 kg cylinder, a single burner that sits on top and a regulator with hose. We set it up in your kitchen.',
          'Dhalo 6 kiilo ah oo buuxda, burjiko hal af ah oo dhalada korkeeda fadhida iyo regulator tuubo leh. Jikadaada ayaan kuugu rakibaynaa.',
        ),
        'gas-starter-kit',
        5500,
        { comparePrice: 6200, isDeal: true, isCombo: true, stock: 8 },
      ),
    ]),
    category(t('Stoves and parts', 'Burjiko iyo qalab'), 'gas-accessories', [
      goods(
        t('Single burner for 6 kg cylinder', 'Burjiko hal af ah oo dhalada 6 kiilo'),
        t('Screws onto the top of the cylinder', 'Dhalada korkeeda ayaa lagu xiraa'),
        html(
          'The small burner most Mogadishu kitchens use with a 6 kg cylinder.',
          'Burjikada yar ee jikooyinka Muqdisho intooda badan ay la isticmaalaan dhalada 6 kiilo.',
        ),
        'burner-single',
        1000,
        { stock: 20 },
      ),
      goods(
        t('Two-burner gas stove', 'Burjiko gaas oo laba af ah'),
        t('Table-top stove with two burners', 'Burjiko miis oo laba af leh'),
        html(
          'Cook rice and sauce at the same time. Steel top, easy to clean.',
          'Bariiska iyo suugada isku mar kari. Korka waa bir, si fududna waa loo nadiifiyaa.',
        ),
        'gas-stove',
        3500,
        { comparePrice: 4000, stock: 12 },
      ),
      goods(
        t('Regulator and hose', 'Regulator iyo tuubo gaas'),
        t('Safe regulator with 1.5 m hose', 'Regulator ammaan ah iyo tuubo 1.5 mitir'),
        html(
          'Replace your hose every two years, or sooner if it cracks.',
          'Tuubada beddel labadii sanaba mar, ama ka hor haddii ay dillaacdo.',
        ),
        'gas-regulator',
        800,
        { stock: 30 },
      ),
      goods(
        t('Spare gas hose (1.5 m)', 'Tuubo gaas (1.5 mitir)'),
        t('Fits all home regulators', 'Waxay ku habboon tahay regulator kasta oo guri'),
        html('Hose made for cooking gas.', 'Tuubo loogu talagalay gaaska cuntada.'),
        'gas-hose',
        300,
        { stock: 0 },
      ),
    ]),
  ],
});

const nuur = store({
  name: 'Nuur Gas and Charcoal',
  industry: 'gas',
  phone: '+252 77 721 0584',
  address: 'Main road, Shibis, Mogadishu',
  addressSo: 'Waddada weyn, Shibis, Muqdisho',
  lat: 2.052,
  lng: 45.344,
  minOrder: 0,
  deliveryFee: 100,
  deliveryMethods: { dineIn: false, pickup: true, delivery: true },
  isOpen: true,
  branch: branch('Shibis'),
  about: html(
    'A family shop selling cooking gas and charcoal in Shibis for over fifteen years. Whether you cook on gas or on a burjiko, we have the fuel.',
    'Dukaan qoys oo gaaska cuntada iyo dhuxusha ka iibinayay Shibis in ka badan shan iyo toban sano. Haddii aad gaas ku karsato iyo haddii aad burjiko ku karsatoba, shidaalka waan haynaa.',
  ),
  categories: [
    category(t('Cooking gas', 'Gaaska cuntada'), 'gas-refills', [
      withVariants(
        goods(
          t('Cooking gas', 'Gaaska cuntada'),
          t('Refill or new cylinder, in three sizes', 'Buuxin ama dhalo cusub, saddex cabbir'),
          html(
            'Choose the size, then whether you are swapping an empty cylinder or buying a new one.',
            'Dooro cabbirka, kadibna dooro inaad dhalo madhan beddelayso ama mid cusub iibsanayso.',
          ),
          'gas-cylinders',
          0,
        ),
        ['Size', 'Type'],
        [
          variant(t('6 kg refill', 'Buuxin 6 kiilo'), 1150, 30, ['6 kg', 'Refill'], 'gas-cylinder-6kg'),
          variant(
            t('6 kg new cylinder', 'Dhalo cusub 6 kiilo'),
            3900,
            8,
            ['6 kg', 'New cylinder'],
            'gas-cylinder-6kg',
          ),
          variant(t('13 kg refill', 'Buuxin 13 kiilo'), 2450, 20, ['13 kg', 'Refill'], 'gas-cylinder-13kg'),
          variant(
            t('13 kg new cylinder', 'Dhalo cusub 13 kiilo'),
            5900,
            4,
            ['13 kg', 'New cylinder'],
            'gas-cylinder-13kg',
          ),
          variant(t('25 kg refill', 'Buuxin 25 kiilo'), 4400, 0, ['25 kg', 'Refill'], 'gas-cylinder-25kg'),
        ],
      ),
      goods(
        t('Regulator', 'Regulator'),
        t('Standard regulator for home cylinders', 'Regulator caadi ah oo dhalooyinka guriga'),
        html('Fits 6 kg and 13 kg cylinders.', 'Wuxuu ku habboon yahay dhalooyinka 6 iyo 13 kiilo.'),
        'regulator',
        750,
        { stock: 15 },
      ),
    ]),
    category(t('Charcoal', 'Dhuxul'), 'charcoal', [
      withVariants(
        goods(
          t('Charcoal sack', 'Jawaan dhuxul'),
          t('Hardwood charcoal, small or large sack', 'Dhuxul adag, jawaan yar ama weyn'),
          html(
            'Dense hardwood charcoal that burns long and hot. Good for the burjiko, grilling and the tinaar.',
            'Dhuxul adag oo muddo dheer gubata oo kulul. Waxay ku fiican tahay burjikada, wax dubista iyo tinaarta.',
          ),
          'charcoal-sacks',
          0,
        ),
        ['Size'],
        [
          variant(t('Small sack (10 kg)', 'Jawaan yar (10 kiilo)'), 500, 40, ['10 kg'], 'charcoal-sack-10kg'),
          variant(
            t('Large sack (25 kg)', 'Jawaan weyn (25 kiilo)'),
            1100,
            25,
            ['25 kg'],
            'charcoal-sack-25kg',
          ),
        ],
      ),
      goods(
        t('Charcoal (3 kg bag)', 'Dhuxul (bac 3 kiilo)'),
        t('Enough for a day of cooking', 'Wax karinta hal maalin ku filan'),
        html(
          'A small bag for families who buy day by day.',
          'Bac yar oo loogu talagalay qoysaska maalinba maalinta wax iibsada.',
        ),
        'charcoal-bag-3kg',
        150,
        { stock: 100 },
      ),
      goods(
        t('Matches (10 boxes)', 'Kabriid (10 sanduuq)'),
        t('Safety matches', 'Kabriid ammaan ah'),
        html('Ten boxes.', 'Toban sanduuq.'),
        'matches',
        40,
        { stock: 60, isAddon: true },
      ),
    ]),
    category(t('Stoves', 'Burjikooyin'), 'gas-accessories', [
      goods(
        t('Charcoal stove (burjiko)', 'Burjiko dhuxul'),
        t('Metal stove with a clay lining', 'Burjiko bir ah oo dhoobo gudaha ka leh'),
        html(
          'Made by smiths in Mogadishu. The clay lining saves charcoal.',
          'Waxaa sameeyey tumaalada Muqdisho. Dhoobada gudaha ku jirta dhuxusha way badbaadisaa.',
        ),
        'charcoal-stove',
        400,
        { stock: 18 },
      ),
      goods(
        t('Two-burner gas stove', 'Burjiko gaas oo laba af ah'),
        t('Table-top stove', 'Burjiko miis'),
        html('Two burners with a glass top.', 'Laba af oo korka quraarad ka ah.'),
        'gas-stove',
        3300,
        { stock: 6 },
      ),
    ]),
  ],
});

// ---------------------------------------------------------------- export

const industryNames: Record<SeedIndustrySlug, SeedText> = {
  food: t('Food', 'Cunto'),
  grocery: t('Grocery', 'Raashin'),
  water: t('Water', 'Biyo'),
  gas: t('Gas', 'Gaas'),
};

export const catalog: Omit<SeedCatalog, 'pages'> = {
  industries: (Object.keys(industryNames) as SeedIndustrySlug[]).map((slug) => ({
    slug,
    name: industryNames[slug],
    image: image('industries', slug),
  })),
  stores: [
    nasiib,
    xamarCadey,
    lido,
    sahal,
    tinaar,
    barwaaqo,
    bakaaro,
    karaan,
    biyoMacaan,
    daryeel,
    olol,
    nuur,
  ],
};
