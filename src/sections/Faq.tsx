// The FAQ as an exclusive accordion that works without script: <details> elements sharing one name. Engines without
// exclusive <details> (Safari < 17.2) get it from script (client/behaviours/fallbacks.ts), found by data-accordion.
import { Icon } from '../components/Icon.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { FaqContent } from '../content/faq.ts';
import { Typeset } from '../lib/typeset.tsx';

export function Faq({ id, content }: { readonly id: string; readonly content: FaqContent }) {
  return (
    <Section id={id} title={content.title} subtitle={content.subtitle} subtitleFromSm>
      <div className="faq-list" data-accordion>
        {content.items.map((item, index) => (
          <details key={item.question} name="faq" className="group" data-faq-item={index}>
            <summary className="disclosure">
              {item.question}
              <Icon name="chevron-down" className="chevron" />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-pretty text-slate-600 sm:px-6" data-faq-answer>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <Typeset text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {/* Phones have the bottom bar for this. */}
      <div className="mx-auto mt-8 hidden max-w-3xl flex-wrap items-center justify-center gap-3 md:flex" data-faq-more>
        <p className="w-full text-center font-medium text-slate-800 lg:w-auto lg:pr-2">{content.more.text}</p>
        {content.more.actions.map((action) => (
          <ButtonLink
            key={action.href}
            action={action}
            variant={action.icon === 'whatsapp' ? 'whatsapp' : 'outline'}
            size="sm"
          />
        ))}
      </div>
    </Section>
  );
}
