import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPanel } from '../components/errors/route-error-panel';
import { AppShell } from '../components/layout/app-shell';
import { Loading } from '../components/ui/load-state';
import { paths } from './paths';

/**
 * A route whose page module is fetched on first visit. The fallback is declared here, not in the module, so the
 * shell renders at once on a cold start and only the page area waits.
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), HydrateFallback: PageFallback };
}

function PageFallback() {
  return <Loading />;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // Only reached when the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorPanel />,
    children: [
      {
        errorElement: <RouteErrorPanel />,
        children: [
          page(paths.home, () => import('../features/catalog/home-page').then((m) => m.HomePage)),
          page(paths.storeDashes, () =>
            import('../features/catalog/store-dashes-page').then((m) => m.StoreDashesPage),
          ),
          page(paths.thankyouHomepage, () =>
            import('../features/orders/thankyou-homepage-page').then((m) => m.ThankyouHomepagePage),
          ),
          page(paths.underscoreProduct, () =>
            import('../features/catalog/underscore-product-page').then((m) => m.UnderscoreProductPage),
          ),
          page(paths.aboutStore, () =>
            import('../features/catalog/about-store-page').then((m) => m.AboutStorePage),
          ),
          page(paths.about, () => import('../features/pages/static-page').then((m) => m.AboutPage)),
          page(paths.addressBook, () =>
            import('../features/account/address-book-page').then((m) => m.AddressBookPage),
          ),
          page(paths.cartHomepage, () =>
            import('../features/cart/cart-homepage-page').then((m) => m.CartHomepagePage),
          ),
          page(paths.cart, () => import('../features/cart/cart-page').then((m) => m.CartPage)),
          page(paths.cart1, () => import('../features/cart/cart1-page').then((m) => m.Cart1Page)),
          page(paths.categoryHomepage, () =>
            import('../features/catalog/category-homepage-page').then((m) => m.CategoryHomepagePage),
          ),
          page(paths.category, () => import('../features/catalog/category-page').then((m) => m.CategoryPage)),
          page(paths.changePassword, () =>
            import('../features/account/change-password-page').then((m) => m.ChangePasswordPage),
          ),
          page(paths.checkoutHomepage, () =>
            import('../features/checkout/checkout-homepage-page').then((m) => m.CheckoutHomepagePage),
          ),
          page(paths.checkout, () =>
            import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
          ),
          page(paths.checkout2, () =>
            import('../features/checkout/checkout2-page').then((m) => m.Checkout2Page),
          ),
          page(paths.contact, () => import('../features/pages/static-page').then((m) => m.ContactPage)),
          page(paths.cook, () => import('../features/catalog/cook-page').then((m) => m.CookPage)),
          page(paths.delivery, () =>
            import('../features/checkout/delivery-page').then((m) => m.DeliveryPage),
          ),
          page(paths.editProfile, () =>
            import('../features/account/edit-profile-page').then((m) => m.EditProfilePage),
          ),
          page(paths.grid, () => import('../features/catalog/grid-page').then((m) => m.GridPage)),
          page(paths.industry, () => import('../features/catalog/industry-page').then((m) => m.IndustryPage)),
          page(paths.orderHistory, () =>
            import('../features/orders/order-history-page').then((m) => m.OrderHistoryPage),
          ),
          page(paths.paypal, () => import('../features/checkout/paypal-page').then((m) => m.PaypalPage)),
          page(paths.privacy, () => import('../features/pages/static-page').then((m) => m.PrivacyPage)),
          page(paths.productHomepage, () =>
            import('../features/catalog/product-homepage-page').then((m) => m.ProductHomepagePage),
          ),
          page(paths.profileHomepage, () =>
            import('../features/account/profile-homepage-page').then((m) => m.ProfileHomepagePage),
          ),
          page(paths.profile, () => import('../features/account/profile-page').then((m) => m.ProfilePage)),
          page(paths.sample, () => import('../features/pages/sample-page').then((m) => m.SamplePage)),
          page(paths.search, () => import('../features/catalog/search-page').then((m) => m.SearchPage)),
          page(paths.stepper, () => import('../features/checkout/stepper-page').then((m) => m.StepperPage)),
          page(paths.terms, () => import('../features/pages/static-page').then((m) => m.TermsPage)),
          page(paths.thankyou, () => import('../features/orders/thankyou-page').then((m) => m.ThankyouPage)),
          page(paths.wishList, () =>
            import('../features/account/wish-list-page').then((m) => m.WishListPage),
          ),
          // Also serves the spec's /products/_:slug (see paths.underscoreProductPattern).
          page(paths.productPattern, () =>
            import('../features/catalog/product-page').then((m) => m.ProductPage),
          ),
          page(paths.storePattern, () => import('../features/catalog/store-page').then((m) => m.StorePage)),
          page(paths.storeAboutPattern, () =>
            import('../features/catalog/store-about-page').then((m) => m.StoreAboutPage),
          ),
          page(paths.staff, () => import('../features/staff/staff-page').then((m) => m.StaffPage)),
          page(paths.notFound, () => import('../features/pages/not-found-page').then((m) => m.NotFoundPage)),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
