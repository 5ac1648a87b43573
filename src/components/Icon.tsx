// Draws an icon by name as inline SVG: lucide's outlines for the interface, and the WhatsApp and Instagram marks.
// Each icon's inner markup is built once per worker instance, so React renders one element per icon instead of a
// tree: icons were half of the landing page's render time.
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

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  const brand = name === 'whatsapp' || name === 'instagram';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      {...(brand
        ? { fill: 'currentColor' }
        : { fill: 'none', stroke: 'currentColor', strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round' })}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's and simple-icons' path data, built above
      dangerouslySetInnerHTML={{ __html: innerMarkup(name) }}
    />
  );
}
