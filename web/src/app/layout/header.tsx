// Header links by state (docs/product.md#header-and-footer): always Shop, Pre-Order, Size Guide, Cart; signed in adds
// My Orders, Account and Logout; staff and admin add Admin; signed out shows Login and Register.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCart } from '../../lib/cart/cart-provider';
import { imageUrl } from '../../lib/images';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { whatsappHref, whatsappMessage } from '../../lib/whatsapp';
import { WhatsAppIcon } from '../../components/whatsapp-link';

const navClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'nav__link nav__link--active' : 'nav__link';

/** One link of the main menu; the current page's link is marked active unless the link has its own look. */
function NavItem({
  to,
  className,
  children,
}: {
  readonly to: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} className={className ?? navClass}>
        {children}
      </NavLink>
    </li>
  );
}

export function Header() {
  const settings = useSettings();
  const session = useSession();
  const { count } = useCart();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { brandName, logoUrl } = settings.branding;

  // The mobile menu closes once a link or button in it is used.
  const closeOnUse = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="brand" aria-label={`${brandName} home`}>
          <img className="brand__logo" src={imageUrl(logoUrl)} alt="" width={40} height={40} fetchPriority="low" />
          <span className="brand__name">{brandName}</span>
        </Link>
        {/* Below 1280 px WhatsApp lives here rather than in a bubble over the page's cards (layout.css). */}
        <a
          className="header-whatsapp"
          href={whatsappHref(
            settings.notifications.whatsappNumber || settings.notifications.supportPhone,
            whatsappMessage(brandName),
          )}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp"
        >
          <WhatsAppIcon />
        </a>
        <Link
          to={paths.cart.getHref()}
          className="cart-pill"
          aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
        >
          <CartIcon />
          <span aria-hidden="true">{count}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id={menuId} className={open ? 'nav nav--open' : 'nav'} aria-label="Main" onClick={closeOnUse}>
          <ul className="nav__list">
            <NavItem to={paths.shop.getHref()}>Shop</NavItem>
            <NavItem to={paths.preorder.getHref()}>Pre-Order</NavItem>
            <NavItem to={paths.sizeGuide.getHref()}>Size Guide</NavItem>
            <NavItem to={paths.cart.getHref()}>
              Cart{count > 0 ? <span className="nav__count"> ({count})</span> : null}
            </NavItem>
            {session.status === 'signed-in' ? (
              <>
                <NavItem to={paths.orders.getHref()}>My Orders</NavItem>
                <NavItem to={paths.account.getHref()}>Account</NavItem>
                {session.isStaff ? <NavItem to={paths.admin.root.getHref()}>Admin</NavItem> : null}
                <li>
                  <button type="button" className="nav__button" onClick={() => void navigate(paths.logout.getHref())}>
                    Logout
                  </button>
                </li>
              </>
            ) : null}
            {session.status === 'signed-out' ? (
              <>
                <NavItem to={paths.login.getHref()}>Login</NavItem>
                <NavItem to={paths.register.getHref()} className="nav__link nav__link--cta">
                  Register
                </NavItem>
              </>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
      />
    </svg>
  );
}
