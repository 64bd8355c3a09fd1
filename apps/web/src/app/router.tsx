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

const HomePage = page(() => import('../features/catalog/home-page').then((m) => m.HomePage));
const StoreDashesPage = page(() =>
  import('../features/catalog/store-dashes-page').then((m) => m.StoreDashesPage),
);
const ThankyouHomepagePage = page(() =>
  import('../features/orders/thankyou-homepage-page').then((m) => m.ThankyouHomepagePage),
);
const UnderscoreProductPage = page(() =>
  import('../features/catalog/underscore-product-page').then((m) => m.UnderscoreProductPage),
);
const AboutStorePage = page(() =>
  import('../features/catalog/about-store-page').then((m) => m.AboutStorePage),
);
const AboutPage = page(() => import('../features/pages/static-page').then((m) => m.AboutPage));
const AddressBookPage = page(() =>
  import('../features/account/address-book-page').then((m) => m.AddressBookPage),
);
const CartHomepagePage = page(() =>
  import('../features/cart/cart-homepage-page').then((m) => m.CartHomepagePage),
);
const CartPage = page(() => import('../features/cart/cart-page').then((m) => m.CartPage));
const Cart1Page = page(() => import('../features/cart/cart1-page').then((m) => m.Cart1Page));
const CategoryHomepagePage = page(() =>
  import('../features/catalog/category-homepage-page').then((m) => m.CategoryHomepagePage),
);
const CategoryPage = page(() => import('../features/catalog/category-page').then((m) => m.CategoryPage));
const ChangePasswordPage = page(() =>
  import('../features/account/change-password-page').then((m) => m.ChangePasswordPage),
);
const CheckoutHomepagePage = page(() =>
  import('../features/checkout/checkout-homepage-page').then((m) => m.CheckoutHomepagePage),
);
const CheckoutPage = page(() => import('../features/checkout/checkout-page').then((m) => m.CheckoutPage));
const Checkout2Page = page(() => import('../features/checkout/checkout2-page').then((m) => m.Checkout2Page));
const ContactPage = page(() => import('../features/pages/static-page').then((m) => m.ContactPage));
const CookPage = page(() => import('../features/catalog/cook-page').then((m) => m.CookPage));
const DeliveryPage = page(() => import('../features/checkout/delivery-page').then((m) => m.DeliveryPage));
const EditProfilePage = page(() =>
  import('../features/account/edit-profile-page').then((m) => m.EditProfilePage),
);
const GridPage = page(() => import('../features/catalog/grid-page').then((m) => m.GridPage));
const IndustryPage = page(() => import('../features/catalog/industry-page').then((m) => m.IndustryPage));
const OrderHistoryPage = page(() =>
  import('../features/orders/order-history-page').then((m) => m.OrderHistoryPage),
);
const PaypalPage = page(() => import('../features/checkout/paypal-page').then((m) => m.PaypalPage));
const PrivacyPage = page(() => import('../features/pages/static-page').then((m) => m.PrivacyPage));
const ProductHomepagePage = page(() =>
  import('../features/catalog/product-homepage-page').then((m) => m.ProductHomepagePage),
);
const ProfileHomepagePage = page(() =>
  import('../features/account/profile-homepage-page').then((m) => m.ProfileHomepagePage),
);
const ProfilePage = page(() => import('../features/account/profile-page').then((m) => m.ProfilePage));
const SamplePage = page(() => import('../features/pages/sample-page').then((m) => m.SamplePage));
const SearchPage = page(() => import('../features/catalog/search-page').then((m) => m.SearchPage));
const StepperPage = page(() => import('../features/checkout/stepper-page').then((m) => m.StepperPage));
const TermsPage = page(() => import('../features/pages/static-page').then((m) => m.TermsPage));
const ThankyouPage = page(() => import('../features/orders/thankyou-page').then((m) => m.ThankyouPage));
const WishListPage = page(() => import('../features/account/wish-list-page').then((m) => m.WishListPage));
const ProductPage = page(() => import('../features/catalog/product-page').then((m) => m.ProductPage));
const StorePage = page(() => import('../features/catalog/store-page').then((m) => m.StorePage));
const StoreAboutPage = page(() =>
  import('../features/catalog/store-about-page').then((m) => m.StoreAboutPage),
);
const StaffPage = page(() => import('../features/staff/staff-page').then((m) => m.StaffPage));
const NotFoundPage = page(() => import('../features/pages/not-found-page').then((m) => m.NotFoundPage));

/** Every route of the app, inside the shell. Page errors are caught in the shell, around the page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.storeDashes} element={<StoreDashesPage />} />
        <Route path={paths.thankyouHomepage} element={<ThankyouHomepagePage />} />
        <Route path={paths.underscoreProduct} element={<UnderscoreProductPage />} />
        <Route path={paths.aboutStore} element={<AboutStorePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.addressBook} element={<AddressBookPage />} />
        <Route path={paths.cartHomepage} element={<CartHomepagePage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.cart1} element={<Cart1Page />} />
        <Route path={paths.categoryHomepage} element={<CategoryHomepagePage />} />
        <Route path={paths.category} element={<CategoryPage />} />
        <Route path={paths.changePassword} element={<ChangePasswordPage />} />
        <Route path={paths.checkoutHomepage} element={<CheckoutHomepagePage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.checkout2} element={<Checkout2Page />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.cook} element={<CookPage />} />
        <Route path={paths.delivery} element={<DeliveryPage />} />
        <Route path={paths.editProfile} element={<EditProfilePage />} />
        <Route path={paths.grid} element={<GridPage />} />
        <Route path={paths.industry} element={<IndustryPage />} />
        <Route path={paths.orderHistory} element={<OrderHistoryPage />} />
        <Route path={paths.paypal} element={<PaypalPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.productHomepage} element={<ProductHomepagePage />} />
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
