// The shapes of every icon the pages may draw: lucide's outlines for the interface, and the WhatsApp and Instagram
// marks. Plain data and strings, no React: the build draws the sprite file and the pages' own symbols from it
// (build/icon-sprite.ts).
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Camera,
  Check,
  ChevronDown,
  ClipboardList,
  Clock,
  Download,
  Headset,
  Heart,
  type IconNode,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Microscope,
  Package,
  Pencil,
  Phone,
  Plane,
  RotateCcw,
  ShieldCheck,
  Star,
  Stethoscope,
  Upload,
  Users,
  X,
} from 'lucide';
import type { IconName } from '../src/content/types.ts';
import { instagramPath, whatsappPath } from './brand-paths.ts';

const outlined: Record<Exclude<IconName, 'whatsapp' | 'instagram'>, IconNode> = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  camera: Camera,
  check: Check,
  'chevron-down': ChevronDown,
  clipboard: ClipboardList,
  clock: Clock,
  download: Download,
  headset: Headset,
  heart: Heart,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  message: MessageCircle,
  microscope: Microscope,
  package: Package,
  pencil: Pencil,
  phone: Phone,
  plane: Plane,
  reset: RotateCcw,
  shield: ShieldCheck,
  star: Star,
  stethoscope: Stethoscope,
  upload: Upload,
  users: Users,
  x: X,
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

/** The inner SVG markup of one icon (24×24). */
function innerMarkup(name: IconName): string {
  if (name === 'whatsapp') return `<path d="${whatsappPath}"/>`;
  if (name === 'instagram') return `<path d="${instagramPath}"/>`;
  return markup(outlined[name]);
}

/** Every icon name, for the sprite. */
export const ICON_NAMES: readonly IconName[] = [...(Object.keys(outlined) as IconName[]), 'whatsapp', 'instagram'];

/** One icon as `<symbol id="i-<name>">`: in the sprite file, and in the pages that carry their icons themselves. */
export function iconSymbol(name: IconName): string {
  return `<symbol id="i-${name}" viewBox="0 0 24 24">${innerMarkup(name)}</symbol>`;
}

/** Every icon's symbol, by name. */
export function iconSymbols(): Record<IconName, string> {
  return Object.fromEntries(ICON_NAMES.map((name) => [name, iconSymbol(name)])) as Record<IconName, string>;
}

/** The sprite file: one <symbol id="i-<name>"> per icon, nothing else. */
export function spriteSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${ICON_NAMES.map(iconSymbol).join('')}</svg>`;
}
