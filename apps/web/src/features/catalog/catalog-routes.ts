// The catalog pages behind the home page, as one download. They share nearly all their code (store frame, grid,
// cards, product detail), so the second page a shopper opens costs no round trip, and the entry chunk lists one
// file for them instead of one per page: on the home route's first download, every listed file costs bytes
// (docs/decisions/003-home-route-budget.md). What only some pages need stays lazy inside them: the product modal,
// the map, the HTML sanitizer.
export { AboutStorePage } from './about-store-page';
export { CategoryPage } from './category-page';
export { CookPage } from './cook-page';
export { IndustryPage } from './industry-page';
export { ProductHomepagePage } from './product-homepage-page';
export { ProductPage } from './product-page';
export { SearchPage } from './search-page';
export { StoreAboutPage } from './store-about-page';
export { StoreDashesPage } from './store-dashes-page';
export { StorePage } from './store-page';
