// Draws an icon by name as inline SVG: lucide for the interface, the WhatsApp and Instagram marks from brand-paths.ts.
import {
  ArrowLeft,
  Award,
  Calendar,
  Check,
  ChevronDown,
  ClipboardList,
  Clock,
  Globe,
  Headset,
  Heart,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Microscope,
  Package,
  Phone,
  Plane,
  Quote,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  X,
} from 'lucide-react';
import type { IconName } from '../content/types.ts';
import { instagramPath, whatsappPath } from './brand-paths.ts';

const outlined: Record<Exclude<IconName, 'whatsapp' | 'instagram'>, LucideIcon> = {
  'arrow-left': ArrowLeft,
  award: Award,
  calendar: Calendar,
  check: Check,
  'chevron-down': ChevronDown,
  clipboard: ClipboardList,
  clock: Clock,
  close: X,
  globe: Globe,
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
  quote: Quote,
  shield: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  users: Users,
};

const brands = { whatsapp: whatsappPath, instagram: instagramPath } as const;

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  if (name === 'whatsapp' || name === 'instagram') {
    return (
      <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
        <path d={brands[name]} />
      </svg>
    );
  }
  const Glyph = outlined[name];
  return <Glyph className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
