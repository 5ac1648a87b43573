// Icons by name, as an SVG sprite: each icon a page uses is defined once, as a <symbol> at the end of the page
// (IconSprite), and every place that shows it draws it with <use>. The landing page shows 72 icons of 22 kinds; inline,
// each copy carried its own paths and attributes (48 KB of the HTML). lucide's outlines for the interface, and the
// WhatsApp and Instagram marks. How an icon is painted (stroke or fill) comes from two CSS classes in src/styles.css.
import {
  ArrowLeft,
  Award,
  Check,
  ChevronDown,
  ClipboardList,
  Clock,
  Headset,
  Heart,
  type IconNode,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Microscope,
  Package,
  Phone,
  Plane,
  ShieldCheck,
  Star,
  Users,
} from 'lucide';
import { createContext, type ReactNode, use } from 'react';
import type { IconName } from '../content/types.ts';
import { instagramPath, whatsappPath } from './brand-paths.ts';

const outlined: Record<Exclude<IconName, 'whatsapp' | 'instagram'>, IconNode> = {
  'arrow-left': ArrowLeft,
  award: Award,
  check: Check,
  'chevron-down': ChevronDown,
  clipboard: ClipboardList,
  clock: Clock,
  headset: Headset,
  heart: Heart,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  message: MessageCircle,
  microscope: Microscope,
  package: Package,
  phone: Phone,
  plane: Plane,
  shield: ShieldCheck,
  star: Star,
  users: Users,
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** lucide's node list as SVG markup; the data is lucide's own, never visitor input. */
function markup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
      return `<${tag}${pairs.join('')}/>`;
    })
    .join('');
}

const inner = new Map<IconName, string>();

function innerMarkup(name: IconName): string {
  let value = inner.get(name);
  if (value === undefined) {
    value =
      name === 'whatsapp' || name === 'instagram'
        ? `<path d="${name === 'whatsapp' ? whatsappPath : instagramPath}"/>`
        : markup(outlined[name]);
    inner.set(name, value);
  }
  return value;
}

/** The icons one render has drawn so far: each page's sprite holds exactly those (and a render has its own set). */
const UsedIcons = createContext<Set<IconName> | null>(null);

/**
 * Collects the icons drawn inside it; `IconSprite`, rendered last inside it, defines them. React renders a page's tree
 * in order and in one pass (no Suspense here), so by the time the sprite renders every icon above it is known.
 */
export function IconScope({ children }: { readonly children: ReactNode }) {
  return <UsedIcons value={new Set()}>{children}</UsedIcons>;
}

/** The <symbol> of every icon drawn so far in this scope; hidden, it only lends its shapes to <use>. */
export function IconSprite() {
  const used = use(UsedIcons);
  if (!used?.size) return null;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className="hidden" aria-hidden="true" data-icon-sprite>
      {[...used].map((name) => (
        <symbol
          key={name}
          id={`i-${name}`}
          viewBox="0 0 24 24"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's and simple-icons' path data, built above
          dangerouslySetInnerHTML={{ __html: innerMarkup(name) }}
        />
      ))}
    </svg>
  );
}

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  use(UsedIcons)?.add(name);
  const paint = name === 'whatsapp' || name === 'instagram' ? 'icon-fill' : 'icon-stroke';
  return (
    <svg className={`${paint} ${className}`} aria-hidden="true" focusable="false">
      <use href={`#i-${name}`} />
    </svg>
  );
}
