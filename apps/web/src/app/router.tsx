import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { loadFeatureMessages } from '../lib/i18n';
import { paths } from './paths';

/**
 * A page whose module is fetched on first visit. The shell's Suspense boundary shows the loading state meanwhile,
 * so header and footer render at once on a cold start and only the page area waits.
 */
function page(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const component = await load();
    // The page's chunk registered its messages; in Somali, fetch them before the page shows.
    await loadFeatureMessages();
    return { default: component };
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
const CheckoutPage = page(() => import('../features/checkout/checkout-page').then((m) => m.CheckoutPage));
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
const WishListPage = page(() => import('../features/account/wish-list-page').then((m) => m.WishListPage));
const ProductPage = page(() => catalogPages().then((m) => m.ProductPage));
const StorePage = page(() => catalogPages().then((m) => m.StorePage));
const StoreAboutPage = page(() => catalogPages().then((m) => m.StoreAboutPage));
const StaffPage = page(() => import('../features/staff/staff-page').then((m) => m.StaffPage));
const NotFoundPage = page(() => import('../features/pages/not-found-page').then((m) => m.NotFoundPage));

/**
 * Every route of the app, inside the shell. Page errors are caught in the shell, around the page. Several of the
 * spec's odd route names are twins of another route and render the same page at their own URL (query and state
 * included); README.md, section "Routes", lists each choice.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.storeDashes} element={<StoreDashesPage />} />
        <Route path={paths.thankyouHomepage} element={<ThankyouPage />} />
        {/* Twin of /product-homepage: products to browse when no product is named. */}
        <Route path={paths.underscoreProduct} element={<ProductHomepagePage />} />
        <Route path={paths.aboutStore} element={<AboutStorePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.addressBook} element={<AddressBookPage />} />
        <Route path={paths.cartHomepage} element={<CartPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.cart1} element={<CartPage />} />
        {/* Twins of /category: without a store it lists every category; with one, its product grid. */}
        <Route path={paths.categoryHomepage} element={<CategoryPage />} />
        <Route path={paths.category} element={<CategoryPage />} />
        <Route path={paths.changePassword} element={<ChangePasswordPage />} />
        <Route path={paths.checkoutHomepage} element={<CheckoutPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.checkout2} element={<CheckoutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.cook} element={<CookPage />} />
        {/* The delivery-method step is the top of the checkout form. */}
        <Route path={paths.delivery} element={<CheckoutPage />} />
        <Route path={paths.editProfile} element={<EditProfilePage />} />
        <Route path={paths.grid} element={<CategoryPage />} />
        <Route path={paths.industry} element={<IndustryPage />} />
        <Route path={paths.orderHistory} element={<OrderHistoryPage />} />
        <Route path={paths.paypal} element={<PaypalPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.productHomepage} element={<ProductHomepagePage />} />
        {/* The account's home: a greeting and the way to each profile page. */}
        <Route path={paths.profileHomepage} element={<ProfileHomepagePage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.sample} element={<SamplePage />} />
        <Route path={paths.search} element={<SearchPage />} />
        <Route path={paths.stepper} element={<StepperPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.thankyou} element={<ThankyouPage />} />
        <Route path={paths.wishList} element={<WishListPage />} />
        {/* Also serves the spec's /products/_:slug (see paths.underscoreProductPattern). */}
        <Route path={paths.productPattern} element={<ProductPage />} />
        <Route path={paths.storePattern} element={<StorePage />} />
        <Route path={paths.storeAboutPattern} element={<StoreAboutPage />} />
        <Route path={paths.staff} element={<StaffPage />} />
        <Route path={paths.signIn} element={<SignInPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.notFound} element={<NotFoundPage />} />
      </Route>
    </Routes>
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
