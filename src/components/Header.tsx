// The fixed header of every page, after the skip link: logo, section links, e-mail and WhatsApp buttons (the landing page
// adds edit mode); on phones a menu that opens without script (popover) with the sections and every way to reach us,
// calling included.
import { editMode } from '../content/interaction.ts';
import {
  emailAction,
  header,
  headerPhone,
  MAIN_ID,
  menuContacts,
  phoneAction,
  sectionLinks,
  whatsappAction,
} from '../content/navigation.ts';
import type { LinkAction } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { Logo } from './Logo.tsx';
import { ButtonLink } from './ui/ButtonLink.tsx';

const MENU_ID = 'mobile-menu';

/** The anchors to the landing sections, in the desktop bar and in the phone menu. */
function SectionLinks({
  links,
  listClass,
  linkClass,
}: {
  readonly links: readonly LinkAction[];
  readonly listClass: string;
  readonly linkClass: string;
}) {
  return (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface HeaderProps {
  /** On the landing page: in-page section anchors and the owner's edit controls. */
  readonly landing?: boolean;
}

export function Header({ landing = false }: HeaderProps) {
  const links = sectionLinks(landing);
  return (
    <>
      {/* Before the header, not in it: the consent notice, which the keyboard reaches right after this link, is placed
          after it (client/consent/notice.ts), and inside the header, whose blur makes it the frame of every fixed
          element in it, the notice would be drawn in the header instead of at the bottom. Focused, the link is drawn
          fixed above everything (src/site-rules.css, .skip-link): the header's bar, a layer of its own while it
          animates, drew the logo over it (docs/verhalten.md). */}
      <a href={`#${MAIN_ID}`} className="skip-link">
        {header.skipLink}
      </a>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur" data-header>
        {/* The desktop bar from 1024 px (lg); below, the menu button and the bottom bar (MobileBar), which appear and
          disappear at the same width, so that WhatsApp is always one tap away (docs/verhalten.md). */}
        <div className="header-bar" data-header-bar>
          <Logo />
          {/* Beside the logo, not between logo and buttons: the owner's tools grow in edit mode (Fertig, Exportieren,
            Importieren), and a navigation spaced between them moved 100 px to the left when he switched it on. */}
          <nav aria-label={header.navLabel} className="hidden lg:mr-auto lg:ml-4 lg:block">
            <SectionLinks
              links={links}
              listClass="flex items-center gap-0.5 xl:gap-1"
              linkClass="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            />
          </nav>
          <div className="hidden items-center gap-2 lg:flex" data-header-actions>
            {landing && (
              <>
                <Island name="EditControls" props={{ text: editMode }} />
                <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
              </>
            )}
            {/* A text link, not a fifth button (the spec's four stay as they are), where the bar has room for it. */}
            <a href={headerPhone.href} className="header-phone" data-header-phone>
              <Icon name="phone" className="size-4 text-teal-700" />
              {headerPhone.label}
            </a>
            <ButtonLink action={emailAction} variant="outline" size="sm" />
            <ButtonLink action={whatsappAction} variant="whatsapp" size="sm" />
          </div>
          {/* Below lg, one tap to call beside the menu: the bottom bar holds the spec's WhatsApp and E-Mail, and who
              prefers to call found the number only in the menu or far down the page (docs/gestaltung.md). */}
          <a
            href={headerPhone.href}
            className="header-call"
            data-header-call
            aria-label={`${phoneAction.label}: ${headerPhone.label}`}
          >
            <Icon name="phone" className="size-5" />
          </a>
          <button
            type="button"
            popoverTarget={MENU_ID}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-base font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-label={header.menuOpen}
            aria-controls={MENU_ID}
            data-menu-toggle
            data-label-open={header.menuOpen}
            data-label-close={header.menuClose}
          >
            {/* The icon turns into a cross while the menu is open (src/styles.css), with or without script. */}
            <span className="inline-flex" data-menu-closed>
              <Icon name="menu" className="size-6" />
            </span>
            <span className="inline-flex" data-menu-open>
              <Icon name="x" className="size-6" />
            </span>
            {/* Below 360 px the icon alone, so that logo, call and menu fit a 320 px phone; the button's name says it. */}
            <span className="max-[359px]:sr-only">{header.menuLabel}</span>
          </button>
        </div>
        <nav id={MENU_ID} popover="auto" aria-label={header.menuTitle} className="menu-sheet">
          <SectionLinks
            links={links}
            listClass="flex flex-col gap-1"
            linkClass="block rounded-lg px-4 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
          />
          <h2 className="mt-4 px-4 text-sm font-semibold text-slate-600">{header.contactTitle}</h2>
          <ul className="mt-2 grid gap-2" data-menu-contacts>
            {menuContacts.map((action) => (
              <li key={action.href}>
                <ButtonLink
                  action={action}
                  variant={action.icon === 'whatsapp' ? 'whatsapp' : 'outline'}
                  wrap
                  className="w-full"
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="mt-3 min-h-11 w-full rounded-full text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            {header.menuClose}
          </button>
        </nav>
      </header>
    </>
  );
}
