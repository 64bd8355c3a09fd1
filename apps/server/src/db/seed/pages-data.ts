/**
 * The four static pages, written out in full in English and Somali. Suuq serves customers in Somalia only, so
 * the privacy notice and the terms speak to that one country rather than hedging for several.
 */
import type { SeedPage } from './types';

const about: SeedPage = {
  slug: 'about',
  title: { en: 'About Suuq', so: 'Nagu saabsan Suuq' },
  body: {
    en: [
      '<p><strong>Suuq</strong> connects families in Mogadishu with the local businesses they already trust: restaurants and tea houses, grocery shops and markets, drinking water sellers and cooking gas depots. Everything a household needs for the day, ordered from one place in English or Somali.</p>',
      '<p>We started Suuq because a simple week at home still means many phone calls: one for a jerrycan of water, one for a gas refill, one for a sack of rice, and another for lunch. Now you can see what each shop has, what it costs and whether it is open, then order with a few taps.</p>',
      '<h2>How it works</h2>',
      '<ul><li>Choose a store by what you need: food, groceries, water or gas.</li><li>Add items to your cart. One cart holds items from one store, so each order goes to a single shop.</li><li>Pick delivery, pickup or, where the store offers it, eating in.</li><li>Pay the way you choose: {{payment_methods}}.</li></ul>',
      '<h2>Why local</h2>',
      '<p>Every store on Suuq is a business in Mogadishu, many of them run by the same family for years. When you order through Suuq, the shop keeps its customers and its prices, and the rider who brings your order is from your own district.</p>',
    ].join(''),
    so: [
      '<p><strong>Suuq</strong> wuxuu qoysaska Muqdisho ku xiraa ganacsiyada maxalliga ah ee ay horeba u aamineen: maqaayadaha iyo maqaaxiyada, dukaamada raashinka iyo suuqyada, iibiyeyaasha biyaha la cabbo iyo bakhaarada gaaska cuntada. Wax kasta oo gurigu maalinta u baahan yahay, hal meel ayaad ka dalban kartaa, Af-Ingiriis ama Af-Soomaali.</p>',
      '<p>Waxaan bilownay Suuq maxaa yeelay toddobaad caadi ah oo guriga lagu jiro wuxuu weli u baahan yahay wicitaanno badan: mid caag biyo ah, mid buuxinta gaaska, mid jawaan bariis ah, iyo mid kale oo qadada ah. Hadda waxaad arki kartaa waxa dukaan kasta haysto, qiimahooda iyo inuu furan yahay iyo in kale, kadibna dhowr taabasho ku dalbo.</p>',
      '<h2>Sida uu u shaqeeyo</h2>',
      '<ul><li>Dukaan dooro adigoo eegaya waxaad u baahan tahay: cunto, raashin, biyo ama gaas.</li><li>Alaabta ku dar dambiisha. Hal dambiil waxay qaadaa alaabta hal dukaan, sidaas darteed dalab kasta wuxuu aadaa hal dukaan.</li><li>Dooro keenis, iska-qaadasho ama, haddii dukaanku bixiyo, inaad halkaas wax ku cunto.</li><li>Ku bixi sida aad doorato: {{payment_methods}}.</li></ul>',
      '<h2>Sababta ganacsiga maxalliga ah</h2>',
      '<p>Dukaan kasta oo Suuq ku jira waa ganacsi ku yaal Muqdisho, qaar badanna sannado ayay isla qoys maamulayeen. Markaad Suuq ka dalbato, dukaanku wuxuu haystaa macaamiishiisa iyo qiimihiisa, qofka dalabkaaga kuu keenayana waa qof degmadaada ku nool.</p>',
    ].join(''),
  },
};

const privacy: SeedPage = {
  slug: 'privacy',
  title: { en: 'Privacy policy', so: 'Siyaasadda asturnaanta' },
  body: {
    en: [
      '<p>This policy explains how Suuq handles the personal information of people who use the Suuq website in Somalia. Suuq is offered only to customers in Somalia, and this policy is written for them.</p>',
      '<h2>What we collect</h2>',
      '<ul><li><strong>Your name</strong>, so the store and the rider know who the order is for.</li><li><strong>Your phone number</strong>, so they can call you about your order.</li><li><strong>Your delivery address</strong> and, if you share it, your location on the map.</li><li><strong>Your order history</strong>: what you ordered, from which store, when, the amount and how you paid.</li><li>Messages you send to our support team.</li></ul>',
      '<p>We do not ask for your national ID, and we never see or store card numbers: PayPal payments are handled by PayPal, and bank transfers by your bank.</p>',
      '<h2>Why we use it</h2>',
      '<p>We use your information to take and deliver your orders, to let the store and the rider reach you, to answer your questions, to stop fraud and to improve Suuq. We share with a store only what it needs to fulfil your order: your name, phone number, address and the items you ordered. We do not sell your information, and we do not share it with advertisers.</p>',
      '<h2>How long we keep it</h2>',
      '<p>We keep your account details for as long as your account is open. We keep order records for three years, for accounting and to settle disputes, and then delete them or remove your name from them. Support messages are deleted after twelve months. If you close your account, we delete your personal details within 30 days; order records are kept, without contact details, until their three years are over.</p>',
      '<h2>Your rights</h2>',
      '<ul><li>Ask for a copy of the information we hold about you.</li><li>Ask us to correct anything that is wrong.</li><li>Ask us to delete your account and your personal details.</li><li>Tell us to stop sending you offers by SMS or WhatsApp.</li></ul>',
      '<p>Write to <strong>support@suuq.so</strong> or call us, and we will answer within 30 days. We may ask you to confirm your phone number before we act, so that nobody else can see or change your information.</p>',
      '<h2>Keeping it safe</h2>',
      '<p>Our website uses encrypted connections, and only the staff who need your details to handle an order or a complaint can see them. If we change this policy, we will publish the new version here with the date it takes effect.</p>',
    ].join(''),
    so: [
      '<p>Siyaasaddan waxay sharraxaysaa sida Suuq u maamulo xogta shakhsiyeed ee dadka ku isticmaala bogga Suuq gudaha Soomaaliya. Suuq waxaa loo fidiyaa oo kaliya macaamiisha Soomaaliya joogta, siyaasaddanna iyaga ayaa loogu talagalay.</p>',
      '<h2>Xogta aan ururinno</h2>',
      '<ul><li><strong>Magacaaga</strong>, si dukaanka iyo qofka keenaya ay u ogaadaan cidda dalabku leeyahay.</li><li><strong>Lambarka taleefankaaga</strong>, si ay kuugu soo wacaan wax ku saabsan dalabkaaga.</li><li><strong>Cinwaanka keenista</strong> iyo, haddii aad noo oggolaato, goobtaada khariidadda.</li><li><strong>Taariikhda dalabyadaada</strong>: waxaad dalbatay, dukaanka aad ka dalbatay, waqtiga, lacagta iyo sida aad u bixisay.</li><li>Fariimaha aad u soo dirto kooxdayada adeegga macaamiisha.</li></ul>',
      '<p>Kaama codsanno kaarka aqoonsiga, weligeenna ma aragno mana kaydinno lambarrada kaararka: lacag bixinta PayPal waxaa maamula PayPal, wareejinta bangigana bangigaaga.</p>',
      '<h2>Sababta aan u isticmaalno</h2>',
      "<p>Xogtaada waxaan u isticmaalnaa inaan qaadno oo kuu keenno dalabyadaada, inaan dukaanka iyo qofka keenaya u suurtagelinno inay kula xiriiraan, inaan ka jawaabno su'aalahaaga, inaan ka hortagno khiyaanada iyo inaan Suuq hagaajinno. Dukaanka waxaan la wadaagnaa oo kaliya waxa uu u baahan yahay si uu dalabkaaga u fuliyo: magacaaga, lambarka taleefankaaga, cinwaankaaga iyo alaabta aad dalbatay. Xogtaada ma iibinno, lamana wadaagno shirkadaha xayeysiinta.</p>",
      '<h2>Muddada aan haynno</h2>',
      '<p>Faahfaahinta akoonkaaga waan haynaa inta akoonkaagu furan yahay. Diiwaanka dalabyada waxaan haynaa saddex sano, xisaabaadka iyo xallinta khilaafaadka awgood, kadibna waan tirtirnaa ama magacaaga ayaan ka saarnaa. Fariimaha adeegga macaamiisha waxaa la tirtiraa laba iyo toban bilood kadib. Haddii aad xirto akoonkaaga, xogtaada shakhsiyeed waxaan tirtirnaa 30 maalmood gudahood; diiwaanka dalabyada, iyagoon lahayn xogta xiriirka, waxaa la hayaa ilaa saddexdooda sano ka dhammaanayaan.</p>',
      '<h2>Xuquuqdaada</h2>',
      '<ul><li>Inaad weydiisato koobi ka mid ah xogta aan kaa hayno.</li><li>Inaad naga codsato inaan saxno wax kasta oo khaldan.</li><li>Inaad naga codsato inaan tirtirno akoonkaaga iyo xogtaada shakhsiyeed.</li><li>Inaad noo sheegto inaan joojinno dalacsiinta aan kuugu soo dirno SMS ama WhatsApp.</li></ul>',
      '<p>Noogu soo qor <strong>support@suuq.so</strong> ama na soo wac, waxaana kaaga jawaabi doonnaa 30 maalmood gudahood. Waxaa laga yaabaa inaan kaa codsanno inaad xaqiijiso lambarka taleefankaaga ka hor intaanan waxba qaban, si aan qof kale u arkin ama u beddelin xogtaada.</p>',
      '<h2>Ilaalinta xogta</h2>',
      '<p>Boggayagu wuxuu isticmaalaa xiriir sir ah, xogtaadana waxaa arki kara oo kaliya shaqaalaha u baahan si ay u maareeyaan dalab ama cabasho. Haddii aan beddelno siyaasaddan, nuqulka cusub halkan ayaan ku daabici doonnaa, oo ay la socoto taariikhda uu dhaqan galayo.</p>',
    ].join(''),
  },
};

const terms: SeedPage = {
  slug: 'terms',
  title: { en: 'Terms of service', so: 'Shuruudaha adeegga' },
  body: {
    en: [
      '<p>These terms apply when you order through Suuq in Somalia. By placing an order you agree to them. Suuq is the marketplace; each store on Suuq sells its own goods and is responsible for them.</p>',
      '<h2>Ordering</h2>',
      '<p>Prices are shown in US dollars and are set by each store. Some stores have a minimum order, shown on the store page and at checkout. A cart holds items from one store at a time. Your order is confirmed when the store accepts it; if an item has run out, the store will call you to offer a replacement or remove it from the order.</p>',
      '<h2>Payment</h2>',
      '<ul><li><strong>Cash</strong>: pay the rider on delivery, or pay at the counter when you collect. Please have the exact amount in US dollars where you can.</li><li><strong>PayPal</strong>: you pay when you place the order.</li><li><strong>Bank transfer</strong>: transfer the total to the account shown at checkout and use your order number as the reference. We send your order to the store once the money arrives.</li></ul>',
      '<h2>Delivery</h2>',
      '<p>Stores deliver within the Mogadishu districts they serve, and the delivery fee is shown before you confirm. Delivery times are estimates; the rider will call you when close. If we cannot reach you after two calls, the order may be returned to the store and the delivery fee charged. For gas refills and water jerrycans, have your empty cylinder or jerrycan ready to swap; the rider checks that a cylinder is the right size and in safe condition before exchanging it.</p>',
      '<h2>Cancelling an order</h2>',
      '<p>You can cancel free of charge until the store starts preparing your order. After that, a restaurant may refuse to cancel a dish that is already cooking, and a water or gas order that has already left the depot can only be cancelled by paying the delivery fee.</p>',
      '<h2>Refunds</h2>',
      '<p>If an item is missing, wrong or damaged, tell us within 24 hours, or on the same day for cooked food and fresh produce. When a refund is due, we return the money the way you paid: PayPal refunds within 7 days, bank transfers within 7 working days, and cash orders by bank transfer or as a credit on your next order, whichever you prefer. Gas cylinders and opened food cannot be returned unless they are faulty.</p>',
      '<h2>Other things</h2>',
      '<p>Please give a correct address and phone number and treat riders and shop staff with respect. We may close accounts used for fraud or abuse. These terms are governed by the laws of the Federal Republic of Somalia, and disputes are settled in Mogadishu.</p>',
    ].join(''),
    so: [
      "<p>Shuruudahan waxay khuseeyaan markaad Suuq wax ka dalbato gudaha Soomaaliya. Markaad dalab sameyso waxaad oggolaatay shuruudahan. Suuq waa suuqa isku xira; dukaan kasta oo Suuq ku jira wuxuu iibiyaa alaabtiisa, waana mas'uul ka ah.</p>",
      '<h2>Dalabka</h2>',
      '<p>Qiimayaasha waxaa lagu muujiyaa doollarka Maraykanka, waxaana dejiya dukaan kasta. Dukaamada qaarkood waxay leeyihiin qadar ugu yar oo dalab ah, kaas oo ka muuqda bogga dukaanka iyo marka lacagta la bixinayo. Dambiishu waxay qaadaa alaabta hal dukaan oo kaliya markiiba. Dalabkaaga waxaa la xaqiijiyaa marka dukaanku aqbalo; haddii alaab dhammaatay, dukaanku wuu ku soo wacayaa si uu kuugu soo jeediyo mid kale ama uga saaro dalabka.</p>',
      '<h2>Lacag bixinta</h2>',
      '<ul><li><strong>Lacag caddaan ah</strong>: lacagta sii qofka keenaya marka uu kuu keeno, ama ku bixi miiska dukaanka marka aad qaadanayso. Haddii ay suurtagal tahay, diyaarso lacagta saxda ah ee doollarka ah.</li><li><strong>PayPal</strong>: waxaad bixinaysaa marka aad dalabka sameyso.</li><li><strong>Wareejin bangi</strong>: wadarta u wareeji akoonka ka muuqda marka lacagta la bixinayo, tixraac ahaanna u isticmaal lambarka dalabkaaga. Dalabkaaga waxaan u dirnaa dukaanka marka lacagtu soo gaarto.</li></ul>',
      '<h2>Keenista</h2>',
      '<p>Dukaamadu waxay wax keenaan degmooyinka Muqdisho ee ay u adeegaan, lacagta keenistana waa lagu tusayaa ka hor intaadan xaqiijin. Waqtiga keenistu waa qiyaas; qofka keenaya wuu ku soo wacayaa marka uu soo dhowaado. Haddii aanan kula xiriiri karin laba wicitaan kadib, dalabka waxaa laga yaabaa in dukaanka loo celiyo, lacagta keenistana lagaa qaado. Buuxinta gaaska iyo caagga biyaha, diyaarso dhaladaada ama caaggaaga madhan si loo beddelo; qofka keenaya wuxuu hubiyaa in dhaladu tahay cabbirka saxda ah oo ay ammaan tahay ka hor inta uusan beddelin.</p>',
      '<h2>Joojinta dalabka</h2>',
      '<p>Dalabkaaga bilaash ayaad u joojin kartaa ilaa dukaanku bilaabo diyaarintiisa. Intaas kadib, maqaayaddu way diidi kartaa inay joojiso cunto horey loo bilaabay karinteeda, dalab biyo ama gaas ah oo bakhaarka ka baxayna waxaa lagu joojin karaa oo kaliya adigoo bixinaya lacagta keenista.</p>',
      '<h2>Lacag celinta</h2>',
      '<p>Haddii alaab maqan tahay, khaldan tahay ama dhaawac leedahay, noo sheeg 24 saacadood gudahood, ama isla maalintaas haddii ay tahay cunto la kariyey ama khudaar iyo miro cusub. Marka lacag celin lagu leeyahay, lacagta waxaan ku celinaa sidii aad u bixisay: PayPal 7 maalmood gudahood, wareejinta bangiga 7 maalmood oo shaqo gudahood, dalabyada lacagta caddaanka ahna wareejin bangi ama in laga jaro qiimaha dalabkaaga xiga, midkaad doorato. Dhalooyinka gaaska iyo cuntada la furay dib looma celin karo haddii aysan cillad lahayn mooyaane.</p>',
      '<h2>Arrimo kale</h2>',
      '<p>Fadlan bixi cinwaan iyo lambar taleefan oo sax ah, ixtiraamna dadka wax keena iyo shaqaalaha dukaamada. Waxaan xiri karnaa akoonnada loo isticmaalo khiyaano ama xadgudub. Shuruudahan waxaa xukuma sharciyada Jamhuuriyadda Federaalka Soomaaliya, khilaafaadkana waxaa lagu xalliyaa Muqdisho.</p>',
    ].join(''),
  },
};

const contact: SeedPage = {
  slug: 'contact',
  title: { en: 'Contact us', so: 'Nala soo xiriir' },
  body: {
    en: [
      '<p>Questions about an order, a store or your account? Our support team in Mogadishu speaks Somali and English and is happy to help.</p>',
      // Suuq's phone, WhatsApp and email, written in by the server from its configuration.
      '{{contact}}',
      '<h2>Office</h2>',
      '<p>Suuq, second floor, Maka Al-Mukarama Road, Hodan, Mogadishu, Somalia.</p>',
      '<h2>Hours</h2>',
      '<ul><li>Saturday to Thursday: 08:00 to 20:00</li><li>Friday: 14:00 to 20:00</li></ul>',
      '<p>For a problem with an order that is on its way, call or WhatsApp us and have your order number ready. If you own a shop in Mogadishu and would like to sell on Suuq, email us with your shop name, district and phone number.</p>',
    ].join(''),
    so: [
      "<p>Su'aal ma ka qabtaa dalab, dukaan ama akoonkaaga? Kooxdayada adeegga macaamiisha ee Muqdisho waxay ku hadlaan Af-Soomaali iyo Af-Ingiriis, waxayna diyaar u yihiin inay ku caawiyaan.</p>",
      // Suuq's phone, WhatsApp and email, written in by the server from its configuration.
      '{{contact}}',
      '<h2>Xafiiska</h2>',
      '<p>Suuq, dabaqa labaad, Jidka Makka Al-Mukarama, Hodan, Muqdisho, Soomaaliya.</p>',
      '<h2>Saacadaha shaqada</h2>',
      '<ul><li>Sabti ilaa Khamiis: 08:00 ilaa 20:00</li><li>Jimce: 14:00 ilaa 20:00</li></ul>',
      '<p>Haddii dhibaato ku timaado dalab soo socda, na soo wac ama WhatsApp noogu soo qor, diyaarsona lambarka dalabkaaga. Haddii aad dukaan ku leedahay Muqdisho oo aad jeclaan lahayd inaad Suuq wax ku iibiso, noogu soo dir iimayl ay ku qoran yihiin magaca dukaankaaga, degmada iyo lambarka taleefankaaga.</p>',
    ].join(''),
  },
};

export const pages: SeedPage[] = [about, privacy, terms, contact];
