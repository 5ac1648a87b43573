// The fixed bottom bar on phones and tablets: WhatsApp and e-mail always one tap away. Shown exactly where the header
// shows its menu button instead of its own contact buttons (below 1024 px).
import { emailAction, mobileBar, whatsappAction } from '../content/navigation.ts';
import { ButtonLink } from './ui/ButtonLink.tsx';

export function MobileBar() {
  return (
    <nav
      aria-label={mobileBar.label}
      data-mobile-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 backdrop-blur lg:hidden"
    >
      <div className="mx-auto grid max-w-xl grid-cols-2 gap-2">
        <ButtonLink action={{ ...whatsappAction, label: mobileBar.whatsapp }} variant="whatsapp" />
        <ButtonLink action={{ ...emailAction, label: mobileBar.email }} variant="outline" />
      </div>
      {/* Last, and empty (no box): the bar is drawn once this has arrived, whole (src/site-rules.css). */}
      <i data-bar-whole />
    </nav>
  );
}
