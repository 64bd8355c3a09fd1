import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { DataSaverSwitch } from '../../components/layout/data-saver-switch';
import { useLayoutT } from '../../components/layout/messages';
import { mailtoHref, telHref, whatsappHref } from '@suuq/shared/contact-links';
import { useConfig } from '../../lib/use-config';
import { MENU_SETTINGS_ID } from './menu-settings';
import './footer.css';

// Brand names are the same in every language, so they are data rather than messages.
const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/suuq.so' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@suuq.so' },
];

/**
 * The data saver's switch in the header's menu too, beside the language: the menu keeps a place for it and this file,
 * which every page fetches just after its first paint, fills it, so the switch costs the first download nothing.
 */
function MenuDataSaver() {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => setPlace(document.getElementById(MENU_SETTINGS_ID)), []);
  return place ? createPortal(<DataSaverSwitch className="mobile-menu__item" />, place) : null;
}

export function Footer() {
  const t = useT();
  const tl = useLayoutT();
  // Read at render time, not at module load, so a tab left open over New Year shows the new year.
  const year = new Date().getFullYear();
  // Phone, email and WhatsApp come from the server's configuration, as on the contact page: one source of truth.
  const config = useConfig();
  const contact = config.status === 'ready' ? config.config.contact : undefined;
  const social = contact
    ? [SOCIAL_LINKS[0]!, { name: 'WhatsApp', href: whatsappHref(contact.whatsapp) }, SOCIAL_LINKS[1]!]
    : SOCIAL_LINKS;
  const titleIds = {
    contact: 'footer-contact',
    nav: 'footer-nav',
    social: 'footer-social',
    settings: 'footer-settings',
  };

  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby={titleIds.contact}>
          <h2 id={titleIds.contact} className="footer__title">
            {tl('footer.contactTitle')}
          </h2>
          <ul className="footer__list">
            {contact ? (
              <>
                <li>
                  {tl('footer.phoneLabel')}: <a href={telHref(contact.phone)}>{contact.phone}</a>
                </li>
                <li>
                  {tl('footer.emailLabel')}: <a href={mailtoHref(contact.email)}>{contact.email}</a>
                </li>
              </>
            ) : null}
            <li>{tl('footer.address')}</li>
          </ul>
        </section>
        <nav aria-labelledby={titleIds.nav}>
          <h2 id={titleIds.nav} className="footer__title">
            {tl('footer.navTitle')}
          </h2>
          <ul className="footer__list">
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('nav.terms')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.sell}>{tl('footer.sell')}</Link>
            </li>
            <li>
              <Link to={paths.drive}>{tl('footer.drive')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby={titleIds.social}>
          <h2 id={titleIds.social} className="footer__title">
            {tl('footer.socialTitle')}
          </h2>
          <ul className="footer__list">
            {social.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={titleIds.settings}>
          <h2 id={titleIds.settings} className="footer__title">
            {tl('dataSaver.title')}
          </h2>
          <DataSaverSwitch className="footer__setting" />
          <MenuDataSaver />
        </section>
      </div>
      <div className="container">
        <div className="footer__bottom">
          <p>{t('footer.copyright', { year })}</p>
          <p>{tl('footer.credit')}</p>
        </div>
      </div>
    </footer>
  );
}
