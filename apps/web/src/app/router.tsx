import type { ComponentType } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LinkNavigationProvider } from '../components/ui/link';
import { AppShell, PageArea } from './layout/app-shell';
import { loadFeatureMessages } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';
import { paths } from '../lib/paths';

/**
 * A page whose module is fetched on first visit. The shell's Suspense boundary shows the loading state meanwhile,
 * so header and footer render at once on a cold start and only the page area waits.
 */
function page(load: () => Promise<ComponentType>) {
  return preloadable(async () => {
    const component = await load();
    // The page's chunk registered its messages; in Somali, fetch them before the page shows.
    await loadFeatureMessages();
    return component;
  });
}

// Every catalog page but home comes in one file (see features/catalog/catalog-routes.ts).
const catalogPages = () => import('../features/catalog/catalog-routes');
const HomePage = page(() => import('../features/catalog/home-page').then((m) => m.HomePage));
const StoreDashesPage = page(() => catalogPages().then((m) => m.StoreDashesPage));
const AboutStorePage = page(() => catalogPages().then((m) => m.AboutStorePage));
const AboutPage = page(() => import('../features/pages/static-page').then((m) => m.AboutPage));
const AddressBookPage = page(() =>
  import('../features/account/address-book-page').then((m) => m.AddressBookPage),
);
const CartPage = page(() => import('../features/cart/cart-page').then((m) => m.CartPage));
const CategoryPage = page(() => catalogPages().then((m) => m.CategoryPage));
const ChangePasswordPage = page(() =>
  import('../features/account/change-password-page').then((m) => m.ChangePasswordPage),
);
const CheckoutPage = page(() => import('./routes/checkout-route').then((m) => m.CheckoutRoute));
const ContactPage = page(() => import('../features/pages/static-page').then((m) => m.ContactPage));
const CookPage = page(() => catalogPages().then((m) => m.CookPage));
const EditProfilePage = page(() =>
  import('../features/account/edit-profile-page').then((m) => m.EditProfilePage),
);
const IndustryPage = page(() => catalogPages().then((m) => m.IndustryPage));
const OrderHistoryPage = page(() =>
  import('../features/account/order-history-page').then((m) => m.OrderHistoryPage),
);
const PaypalPage = page(() => import('../features/orders/paypal-page').then((m) => m.PaypalPage));
const PrivacyPage = page(() => import('../features/pages/static-page').then((m) => m.PrivacyPage));
const ProductHomepagePage = page(() => catalogPages().then((m) => m.ProductHomepagePage));
const ProfilePage = page(() => import('../features/account/profile-page').then((m) => m.ProfilePage));
const ProfileHomepagePage = page(() =>
  import('../features/account/profile-homepage-page').then((m) => m.ProfileHomepagePage),
);
const SignInPage = page(() => import('../features/account/sign-in-page').then((m) => m.SignInPage));
const RegisterPage = page(() => import('../features/account/register-page').then((m) => m.RegisterPage));
const SamplePage = page(() => import('../features/pages/sample-page').then((m) => m.SamplePage));
const SearchPage = page(() => catalogPages().then((m) => m.SearchPage));
const StepperPage = page(() => import('../features/checkout/stepper-page').then((m) => m.StepperPage));
const TermsPage = page(() => import('../features/pages/static-page').then((m) => m.TermsPage));
const ThankyouPage = page(() => import('../features/orders/thankyou-page').then((m) => m.ThankyouPage));
const WishListPage = page(() => import('./routes/wish-list-route').then((m) => m.WishListRoute));
const ProductPage = page(() => catalogPages().then((m) => m.ProductPage));
const StorePage = page(() => catalogPages().then((m) => m.StorePage));
const StoreAboutPage = page(() => catalogPages().then((m) => m.StoreAboutPage));
const StaffPage = page(() => import('../features/staff/staff-page').then((m) => m.StaffPage));
// The captain's and the operator's consoles share one small route module (app/routes/consoles.tsx).
const ConsolePage = page(() => import('./routes/consoles').then((m) => m.default));
const BookingPage = page(() => import('../features/booking/booking-page').then((m) => m.BookingPage));
// Also the joining pages, /sell and /drive (routes/catch-all-route.tsx).
const NotFoundPage = page(() => import('./routes/catch-all-route').then((m) => m.CatchAllRoute));

/**
 * Every route of the app, in order. Several of the spec's odd route names are twins of another route and render the
 * same page at their own URL (query and state included); README.md, section "Routes", lists each choice.
 */
export const ROUTES: [path: string, Page: ReturnType<typeof page>][] = [
  [paths.home, HomePage],
  [paths.storeDashes, StoreDashesPage],
  [paths.thankyouHomepage, ThankyouPage],
  // Twin of /product-homepage: products to browse when no product is named.
  [paths.underscoreProduct, ProductHomepagePage],
  [paths.aboutStore, AboutStorePage],
  [paths.about, AboutPage],
  [paths.addressBook, AddressBookPage],
  [paths.cartHomepage, CartPage],
  [paths.cart, CartPage],
  [paths.cart1, CartPage],
  // Twins of /category: without a store it lists every category; with one, its product grid.
  [paths.categoryHomepage, CategoryPage],
  [paths.category, CategoryPage],
  [paths.changePassword, ChangePasswordPage],
  [paths.checkoutHomepage, CheckoutPage],
  [paths.checkout, CheckoutPage],
  [paths.checkout2, CheckoutPage],
  [paths.contact, ContactPage],
  [paths.cook, CookPage],
  // The delivery-method step is the top of the checkout form.
  [paths.delivery, CheckoutPage],
  [paths.editProfile, EditProfilePage],
  [paths.grid, CategoryPage],
  [paths.industry, IndustryPage],
  [paths.orderHistory, OrderHistoryPage],
  [paths.paypal, PaypalPage],
  [paths.privacy, PrivacyPage],
  [paths.productHomepage, ProductHomepagePage],
  // The account's home: a greeting and the way to each profile page.
  [paths.profileHomepage, ProfileHomepagePage],
  [paths.profile, ProfilePage],
  [paths.sample, SamplePage],
  [paths.search, SearchPage],
  [paths.stepper, StepperPage],
  [paths.terms, TermsPage],
  [paths.thankyou, ThankyouPage],
  [paths.wishList, WishListPage],
  // Also serves the spec's /products/_:slug (see paths.underscoreProductPattern).
  [paths.productPattern, ProductPage],
  [paths.storePattern, StorePage],
  [paths.storeAboutPattern, StoreAboutPage],
  [paths.book, BookingPage],
  [paths.signIn, SignInPage],
  [paths.register, RegisterPage],
  // The sign-in page's chunk holds the forgotten-password page too (the home route's entry stays as small).
  [paths.forgotPassword, SignInPage],
  [paths.notFound, NotFoundPage],
];

/** Pages with a frame of their own, outside the shop's shell. */
const FRAMED: [path: string, Page: ReturnType<typeof page>][] = [
  [paths.staff, StaffPage],
  [paths.captain, ConsolePage],
  // Not in lib/paths.ts: nothing links to the operator's console, and the entry it ships in is at its budget.
  ['/admin', ConsolePage],
];

/** The staff board, the captain console and the operator's console bring their own frames
 * (features/staff/staff-layout.tsx, features/captain/captain-layout.tsx, features/admin/admin-layout.tsx): no cart,
 * no shop footer. */
const FRAMED_ROUTES: RouteObject[] = FRAMED.map(([path, Page]) => ({
  path,
  element: (
    <PageArea>
      <Page />
    </PageArea>
  ),
}));
/** Every other page, inside the shell, which catches page errors. */
const SHELL = <AppShell />;
const SHELL_PAGES: RouteObject[] = ROUTES.map(([path, Page]) => ({ path, element: <Page /> }));

/**
 * Every route of the app. A table made once: written as `<Route>` elements, the router rebuilt it from them on every
 * render of the page area (every navigation, and the page's first render, which on a cheap phone is a long task
 * already).
 */
export const ROUTE_TABLE: RouteObject[] = [...FRAMED_ROUTES, { element: SHELL, children: SHELL_PAGES }];

/** A path as the router compares it with a route's: each part decoded, in any case, without trailing slashes. */
function comparable(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // Compared as written, as the router does.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

const isStatic = (route: RouteObject) => route.path !== undefined && !/[:*]/.test(route.path);

/**
 * Each route without parameters, as a table of that route alone, by its path. The router ranks a route's fixed parts
 * above any parameter, so a path that is one of these exactly is always that route's.
 */
const STATIC_TABLES = new Map<string, RouteObject[]>();
for (const route of FRAMED_ROUTES.filter(isStatic)) {
  if (!STATIC_TABLES.has(comparable(route.path!))) STATIC_TABLES.set(comparable(route.path!), [route]);
}
for (const route of SHELL_PAGES.filter(isStatic)) {
  if (!STATIC_TABLES.has(comparable(route.path!)))
    STATIC_TABLES.set(comparable(route.path!), [{ element: SHELL, children: [route] }]);
}
/** The routes with parameters, and the page for no route: any other path is one of theirs. */
const DYNAMIC_TABLE: RouteObject[] = [
  ...FRAMED_ROUTES.filter((route) => !isStatic(route)),
  { element: SHELL, children: SHELL_PAGES.filter((route) => !isStatic(route)) },
];

/**
 * The part of the route table that can match `pathname`: the router flattens, ranks and matches every route it is
 * given on every render, about fifty here, which on a cheap phone made the page's first render a long task.
 */
export const routeTableFor = (pathname: string): RouteObject[] =>
  STATIC_TABLES.get(comparable(pathname)) ?? DYNAMIC_TABLE;

function RouteTable() {
  const { pathname } = useLocation();
  return useRoutes(routeTableFor(pathname));
}

export function AppRoutes() {
  return (
    <LinkNavigationProvider>
      <RouteTable />
    </LinkNavigationProvider>
  );
}

/**
 * The app's router. Transitions are off: a page not downloaded yet shows the loading state at once, instead of the
 * previous page staying on screen with no sign that the tap did anything.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
