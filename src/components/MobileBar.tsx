// The fixed bottom bar on phones: WhatsApp and e-mail always one tap away. Hidden from tablet width up.
import { emailAction, mobileBar, whatsappAction } from '../content/navigation.ts';
import { ButtonLink } from './ui/ButtonLink.tsx';

export function MobileBar() {
  return (
    <nav
      aria-label={mobileBar.label}
      data-mobile-bar
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white/95 p-3 backdrop-blur md:hidden"
    >
      <ButtonLink action={{ ...whatsappAction, label: mobileBar.whatsapp }} variant="whatsapp" />
      <ButtonLink action={{ ...emailAction, label: mobileBar.email }} variant="outline" />
    </nav>
  );
}
