import { Globe, Laptop, Mail, Network, Plug, Server, ShieldAlert, User, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  domain: Globe,
  subdomain: Network,
  email: Mail,
  integration: Plug,
  host: Server,
  device: Laptop,
  user: User,
};

/** The asset's icon by type; a type the console does not know gets a neutral one. */
export function AssetTypeIcon({ type, size = 16 }: { type: string; size?: number }) {
  const Icon = ICONS[type] ?? ShieldAlert;
  return <Icon size={size} aria-hidden style={{ flexShrink: 0 }} />;
}
