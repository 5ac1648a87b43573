// The fixed header: logo, section links, e-mail and WhatsApp buttons; on phones a menu that opens without script (popover).
import { editMode } from '../content/interaction.ts';
import { emailAction, header, headerLinks, whatsappAction } from '../content/navigation.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { Logo } from './Logo.tsx';
import { ButtonLink } from './ui/ButtonLink.tsx';

const MENU_ID = 'mobile-menu';

/** The anchors to the landing sections, in the desktop bar and in the phone menu. */
function SectionLinks({ listClass, linkClass }: { readonly listClass: string; readonly linkClass: string }) {
  return (
    <ul className={listClass}>
      {headerLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur" data-header>
      <a
        href="#inhalt"
        className="sr-only rounded-md bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3"
      >
        {header.skipLink}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={header.navLabel} className="hidden md:block">
          <SectionLinks
            listClass="flex items-center gap-1"
            linkClass="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          />
        </nav>
        <div className="hidden items-center gap-2 md:flex" data-header-actions>
          <Island name="EditControls" props={{ text: editMode }} />
          <ButtonLink action={emailAction} variant="outline" size="sm" />
          <ButtonLink action={whatsappAction} variant="whatsapp" size="sm" />
        </div>
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 md:hidden"
          aria-label={header.menuOpen}
          aria-controls={MENU_ID}
          data-menu-toggle
          data-label-open={header.menuOpen}
          data-label-close={header.menuClose}
        >
          <Icon name="menu" className="size-6" />
        </button>
      </div>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={header.menuTitle}
        className="m-0 mt-16 w-full max-w-none border-b border-slate-200 bg-white p-4 shadow-lg backdrop:bg-slate-900/30 md:hidden"
      >
        <SectionLinks
          listClass="flex flex-col gap-1"
          linkClass="block rounded-lg px-4 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
        />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <ButtonLink action={emailAction} variant="outline" />
          <ButtonLink action={whatsappAction} variant="whatsapp" />
        </div>
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          className="mt-3 w-full rounded-full py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
        >
          {header.menuClose}
        </button>
      </nav>
    </header>
  );
}
