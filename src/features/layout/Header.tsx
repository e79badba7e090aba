import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { Icon } from '../../components/Icon.tsx';
import { selectIsDesktop, selectTopBarShow, topBarShown } from '../../state/settings/settingsSlice.ts';
import { DrawerContact, TopBar, hasTopBar } from './TopBar.tsx';
import { MainMenu } from './MainMenu.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { FavouritesLink } from './FavouritesLink.tsx';

interface Props {
  lng: Lng;
  isHome: boolean;
  headerFixed: boolean;
  trail: string[];
  alternates: Partial<Record<Lng, string>>;
  /** A list with pages of its own: the language switcher keeps the page (LanguageSwitcher). */
  paged: boolean;
}

/**
 * At the top of the page the header is absolute (transparent over the home banner); beyond
 * 30 px it is fixed with a smaller logo and the top bar folds away. It is out of the flow
 * in both states, so the switch never moves the content.
 */
function HeaderView({ lng, isHome, headerFixed, trail, alternates, paged }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const topBarShow = useAppSelector(selectTopBarShow) && hasTopBar;
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawer, setDrawer] = useState({ open: false, pathname });
  // It is the phone's and tablet's menu: on a desktop (a turned tablet, a wider window) the
  // desktop menu shows and the drawer closes.
  const isDesktop = useAppSelector(selectIsDesktop);
  const drawerOpen = drawer.open && drawer.pathname === pathname && !isDesktop;
  const setDrawerOpen = (open: boolean) => setDrawer({ open, pathname });

  useEffect(() => {
    dispatch(topBarShown(!headerFixed));
  }, [dispatch, headerFixed]);

  const state = headerFixed ? 'is-fixed' : `is-top${isHome ? ' is-transparent' : ''}`;
  const evaluation = (where: string) =>
    site.freeEvaluation.enabled ? (
      <Link to={hrefFor('contact-demand', lng)} className={`button button--accent ${where}__cta`}>
        {t('header.freeEvaluation')}
      </Link>
    ) : null;

  return (
    <header className={`header ${state}${topBarShow ? ' has-topbar' : ''}`}>
      {topBarShow && <TopBar lng={lng} />}
      <div className="header__bar container">
        <Link to={hrefFor('home', lng)} className="header__logo">
          <img
            src={site.logo.src}
            width={site.logo.width}
            height={site.logo.height}
            alt={t('site.homeLink', { name: site.agency.name })}
          />
        </Link>
        <MainMenu lng={lng} trail={trail} label={t('nav.main')} className="menu--desktop" />
        <div className="header__tools">
          {evaluation('header')}
          <FavouritesLink lng={lng} />
          <LanguageSwitcher lng={lng} alternates={alternates} paged={paged} />
          <button
            type="button"
            className="icon-button header__menu-button"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
            <span>{t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <MainMenu lng={lng} trail={trail} label={t('nav.mobileMenu')} className="menu--drawer" />
        {evaluation('drawer')}
        <DrawerContact lng={lng} />
        <LanguageSwitcher lng={lng} alternates={alternates} paged={paged} />
      </MobileDrawer>
    </header>
  );
}

// Memoised: the layout re-renders when the cookie dialog opens or closes, and the header has
// nothing to do with it (on a phone its render cost ~10 ms at each change).
export const Header = memo(HeaderView);
