// The frame of every legal page: a slim header with the back button, the document's sections, the footer.
import { Document } from '../components/Document.tsx';
import { Footer } from '../components/Footer.tsx';
import { Logo } from '../components/Logo.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { backToHome } from '../content/pages.ts';
import type { Block, LegalDocument, Paragraph } from '../content/types.ts';
import { type PageEntry, paths } from '../routes.ts';

const back = { label: backToHome, href: paths.home, icon: 'arrow-left' } as const;

function Text({ paragraph }: { readonly paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((run) =>
    typeof run === 'string' ? (
      run
    ) : (
      <a key={`${run.href}${run.text}`} href={run.href} className="font-medium text-teal-800 underline break-words">
        {run.text}
      </a>
    ),
  );
}

function BlockView({ block }: { readonly block: Block }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-6">
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: legal list items are static and never reorder
          <li key={index}>
            <Text paragraph={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="whitespace-pre-line">
      <Text paragraph={block} />
    </p>
  );
}

function Blocks({ blocks }: { readonly blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: legal blocks are static and never reorder
    <BlockView key={index} block={block} />
  ));
}

export function LegalPage({ document, page }: { readonly document: LegalDocument; readonly page: PageEntry }) {
  return (
    <Document meta={page.meta} path={page.path}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="inhalt" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-legal>
        <ButtonLink action={back} variant="outline" size="sm" attributes={{ 'data-back': '' }} />
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{document.heading}</h1>
        <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
          {document.intro && <Blocks blocks={document.intro} />}
          {document.sections.map((section) => (
            // Off-screen sections skip layout and paint until they come near: long texts then show at once on phones.
            <section
              key={section.heading}
              className="space-y-3 pt-4 [content-visibility:auto] [contain-intrinsic-size:auto_320px]"
            >
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
          <p className="pt-6 text-sm text-slate-600">{document.asOf}</p>
        </div>
        <ButtonLink action={back} variant="primary" className="mt-10" />
      </main>
      <Footer />
    </Document>
  );
}
