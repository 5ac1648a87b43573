// The frame of every legal page: the site's header and phone bar, the back button, a table of contents where the
// document is long, the document's sections, the footer.
import { PageFrame } from '../components/PageFrame.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { MAIN_ID } from '../content/navigation.ts';
import { backToHome, tableOfContents } from '../content/pages.ts';
import type { Block, LegalDocument } from '../content/types.ts';
import { TextRuns } from '../lib/text-runs.tsx';
import { typeset } from '../lib/typeset.tsx';
import type { Page } from '../render.tsx';
import { paths } from '../routes.ts';

const back = { label: backToHome, href: paths.home, icon: 'arrow-left' } as const;

function BlockView({ block }: { readonly block: Block }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-6">
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: legal list items are static and never reorder
          <li key={index}>
            <TextRuns paragraph={item} typeset={typeset} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="whitespace-pre-line">
      <TextRuns paragraph={block} typeset={typeset} />
    </p>
  );
}

function Blocks({ blocks }: { readonly blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: legal blocks are static and never reorder
    <BlockView key={index} block={block} />
  ));
}

/** A section's anchor from its heading: '§ 8 Stornierung' -> 'stornierung-8'. */
export function sectionId(heading: string): string {
  const words = heading
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const number = words.filter((word) => /^\d+$/.test(word));
  return [...words.filter((word) => !/^\d+$/.test(word)), ...number].join('-');
}

function Contents({ document }: { readonly document: LegalDocument }) {
  return (
    <nav
      aria-labelledby="inhaltsverzeichnis"
      className="mt-6 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:p-5"
    >
      <h2 id="inhaltsverzeichnis" className="text-base font-semibold text-slate-900">
        {tableOfContents}
      </h2>
      <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {document.sections.map((section) => (
          <li key={section.heading}>
            <a
              href={`#${section.id ?? sectionId(section.heading)}`}
              className="block py-1.5 text-sm text-teal-800 underline-offset-2 hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function LegalPage({ document }: { readonly document: LegalDocument }) {
  return (
    <PageFrame>
      <main id={MAIN_ID} className="mx-auto max-w-3xl px-4 pt-24 pb-10 sm:px-6 sm:pt-28 sm:pb-14">
        <ButtonLink action={back} variant="outline" size="sm" />
        <h1 className="mt-8 font-display text-4xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {document.heading}
        </h1>
        {document.contents && <Contents document={document} />}
        <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
          {document.intro && <Blocks blocks={document.intro} />}
          {document.sections.map((section) => (
            // Off-screen sections skip layout and paint until they come near: long texts then show at once on phones.
            <section
              key={section.heading}
              id={section.id ?? sectionId(section.heading)}
              className="space-y-3 pt-4 [content-visibility:auto] [contain-intrinsic-size:auto_320px]"
            >
              <h2 className="font-display text-2xl leading-snug font-semibold text-balance text-slate-900">
                {section.heading}
              </h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
          <p className="pt-6 text-sm text-slate-600">{document.asOf}</p>
        </div>
        <ButtonLink action={back} variant="primary" className="mt-10" />
      </main>
    </PageFrame>
  );
}

/** A legal page: its document's title, description and text. */
export function legalPage(document: LegalDocument): Page {
  return {
    head: { meta: document.meta, firstScreenEnd: MAIN_ID },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page as the screen table loads, never in a render
    Body: () => <LegalPage document={document} />,
  };
}
