// A vector picture's drawing in the page itself, named like an image (role img, its alt text as the name). Its ids get
// a prefix of this copy, so that two copies on one page (the logo in header and footer) never share one.
import { useId } from 'react';
import { type InlineSvg as Drawing, INLINE_ID_PREFIX } from '../lib/pictures.ts';

interface InlineSvgProps {
  readonly drawing: Drawing;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly className?: string;
}

export function InlineSvg({ drawing, width, height, alt, className }: InlineSvgProps) {
  const prefix = `${useId().replaceAll(/[^\w-]/g, '')}-`;
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox={drawing.viewBox}
      width={width}
      height={height}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own drawing, checked for what may stand in a page (build/pictures/inline-svg.ts), never visitor input
      dangerouslySetInnerHTML={{ __html: drawing.body.replaceAll(INLINE_ID_PREFIX, prefix) }}
    />
  );
}
