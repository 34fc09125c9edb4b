import { Burger } from '@mantine/core';
import { ColorSchemeToggle } from '@parley/admin-ui/theme';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@parley/router';
import { headerLinks, resourceLinks } from '../../config/navigation';
import { paths } from '../../config/paths';
import { BrandMark } from '../BrandMark';
import typography from '../typography.module.css';
import classes from './Header.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The mobile menu is a native popover (`popover` on the menu, `popovertarget` on the burger): the
 * browser opens and closes it, so it works from first paint, before the page's scripts run, and
 * closes on Escape or a click outside; it also gives the burger its expanded state. The burger
 * turns into a cross by CSS (`:popover-open`). Once hydrated, the burger's name follows the menu
 * and a link closes the menu as it navigates in place.
 */
function useMobileMenu() {
  const menu = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    // It may have been opened before the page hydrated.
    setOpened(element.matches(':popover-open'));
    const follow = (event: Event) => setOpened((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, []);
  const close = useCallback(() => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, []);
  return { menu, opened, close };
}

/**
 * Every public page's header (docs/routes.md#header): links, the mobile menu with its Resources group.
 * Its layout and text are plain elements styled by Header.module.css, not Mantine components (it is
 * in every page rendered on request); the scheme toggle and the burger stay Mantine's.
 */
export interface HeaderProps {
  /**
   * The right-hand side (sign in, or the signed-in user's menu), composed by the layout: the header
   * is a shared component and knows no feature. `onNavigate` closes the mobile menu.
   */
  renderActions: (variant: 'desktop' | 'mobile', onNavigate?: () => void) => ReactNode;
}

export function Header({ renderActions }: HeaderProps) {
  const { menu, opened, close } = useMobileMenu();
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link
          to={paths.home}
          className={`mantine-focus-auto ${typography.textMd} ${typography.regular} ${typography.anchor}`}
          aria-label="Parley home"
          onClick={close}
        >
          <BrandMark />
        </Link>
        <nav aria-label="Main" className={`mantine-visible-from-lg ${classes.mainLinks}`}>
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <div className="mantine-visible-from-lg">{renderActions('desktop')}</div>
          <ColorSchemeToggle />
          <Burger
            hiddenFrom="lg"
            classNames={{ burger: classes.burgerLines }}
            popoverTarget={MOBILE_MENU_ID}
            aria-label={opened ? 'Close menu' : 'Open menu'}
          />
        </div>
      </div>
      <nav
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className={`${classes.mobile} mantine-hidden-from-lg`}
      >
        <div className={classes.mobileLinks}>
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <hr className={classes.divider} />
          <p
            className={`${typography.textXs} ${typography.bold} ${typography.dimmed} ${classes.groupLabel}`}
            id="mobile-resources"
          >
            Resources
          </p>
          <div className={classes.group} role="group" aria-labelledby="mobile-resources">
            {resourceLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link} onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </div>
          <hr className={classes.divider} />
          {renderActions('mobile', close)}
        </div>
      </nav>
    </header>
  );
}
