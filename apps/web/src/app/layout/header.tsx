import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useId } from '../../lib/use-id';
import { STICKY_HEADER_AFTER_PX } from '@suuq/shared/constants';
import { paths } from '../../lib/paths';
import { AccountLink } from '../../features/account/account-link';
import { loadFeatureMessages } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';
import { useT } from '../../lib/use-translation';
import { RouteErrorBoundary } from '../../components/errors/route-error-boundary';
import { Link } from '../../components/ui/link';
import { CartButton } from '../../components/layout/cart-button';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { useScrolledPast } from '../../components/layout/use-scrolled-past';
import { MENU_SETTINGS_ID } from './menu-settings';
import './header.css';

// The dialog and its modal are needed only once a shopper asks for them, so they stay out of the first download.
// Pointing at or focusing a Track Order button starts the download, a moment before the tap.
// Its messages come with it (in Somali, fetched before it shows).
const TrackOrderDialog = preloadable(() =>
  import('../../features/orders/track-order-dialog').then(async (module) => {
    await loadFeatureMessages();
    return module.TrackOrderDialog;
  }),
);
const preloadTrackOrderDialog = () => void TrackOrderDialog.preload().catch(() => {});
// The cart drawer likewise: the badge is all the first download knows of the cart.
const CartDrawer = preloadable(() =>
  import('../../features/cart/cart-drawer').then((module) => module.CartDrawer),
);
const preloadCartDrawer = () => void CartDrawer.preload().catch(() => {});
export function Header({ cartCount }: { cartCount: number }) {
  const t = useT();
  const fixed = useScrolledPast(STICKY_HEADER_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    closeMenu();
    toggleRef.current?.focus();
  };

  const menuLinks = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.privacy, label: t('nav.privacy') },
    { to: paths.terms, label: t('nav.terms') },
    { to: paths.contact, label: t('nav.contact') },
  ];

  return (
    <>
      <header className={fixed ? 'header header--fixed' : 'header'}>
        <div className="header__bar container">
          <Link to={paths.home} className="header__logo" aria-label={t('app.homeLink')}>
            <Logo />
          </Link>
          <div className="header__actions">
            <button
              type="button"
              className="button button--ghost header__wide-only"
              onPointerEnter={preloadTrackOrderDialog}
              onFocus={preloadTrackOrderDialog}
              onClick={() => setTrackingOpen(true)}
            >
              {t('header.trackOrder')}
            </button>
            <Link to={paths.book} className="button button--ghost header__wide-only">
              {t('nav.book')}
            </Link>
            <LanguageSwitch className="button button--ghost" />
            <AccountLink />
            <CartButton count={cartCount} onOpen={() => setCartOpen(true)} onPreload={preloadCartDrawer} />
            <button
              ref={toggleRef}
              type="button"
              className="icon-button header__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <nav
          id={menuId}
          className="mobile-menu"
          aria-label={t('nav.main')}
          hidden={!menuOpen}
          onKeyDown={onMenuKeyDown}
        >
          <ul className="mobile-menu__list container">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="mobile-menu__item" onClick={closeMenu}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className="mobile-menu__item" onSwitch={closeMenu} />
            </li>
            <li>
              <button
                type="button"
                className="mobile-menu__item"
                onPointerEnter={preloadTrackOrderDialog}
                onFocus={preloadTrackOrderDialog}
                // The dialog takes the menu's place: opened over it, the menu would show again when it closes.
                onClick={() => {
                  closeMenu();
                  setTrackingOpen(true);
                }}
              >
                {t('header.trackOrder')}
              </button>
            </li>
          </ul>
          {/* Beside the language, below the spec's seven entries: the footer's file fills it (footer.tsx). */}
          <div id={MENU_SETTINGS_ID} className="mobile-menu__settings container" />
        </nav>
      </header>
      {/* Takes the fixed header's place in the flow, so the page does not jump up when it detaches. */}
      {fixed ? <div className="header-spacer" aria-hidden="true" /> : null}
      {trackingOpen ? (
        // A dialog that cannot be downloaded shows the error panel, whose retry reloads the app.
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <TrackOrderDialog open onClose={() => setTrackingOpen(false)} onNavigate={closeMenu} />
          </Suspense>
        </RouteErrorBoundary>
      ) : null}
      {cartOpen ? (
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <CartDrawer onClose={() => setCartOpen(false)} />
          </Suspense>
        </RouteErrorBoundary>
      ) : null}
    </>
  );
}
