// Writes the catalogue's product images and provider logos as small SVG files into
// server/uploads. Run once after changing the seed data, and commit the output:
//   node --import tsx server/src/features/catalog/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seedProviders } from './seed-data';
import { productImagePath, providerLogoPath } from './seed-rows';

const UPLOADS_DIR = join(__dirname, '..', '..', '..', 'uploads');

interface Palette {
  background: string;
  accent: string;
}

const PALETTES: Record<string, Palette> = {
  coffee: { background: '#F3E6D8', accent: '#8B5A3C' },
  tea: { background: '#E3F0DC', accent: '#5E8C4A' },
  pastries: { background: '#FBEBD0', accent: '#C98A2E' },
  cakes: { background: '#FBE3E8', accent: '#C2566F' },
  breakfast: { background: '#FFF4CC', accent: '#D9A400' },
  sandwiches: { background: '#F5EBDD', accent: '#A8743F' },
  starters: { background: '#FDE5D8', accent: '#C8553D' },
  bowls: { background: '#E0F2EE', accent: '#2F8F7A' },
  mains: { background: '#E6E9F7', accent: '#4B5BA8' },
  desserts: { background: '#F1E4F5', accent: '#8E5AA8' },
  drinks: { background: '#DDF0FA', accent: '#2C86B8' },
};
const FALLBACK_PALETTE: Palette = { background: '#EEEEEE', accent: '#666666' };

const INK = '#3B2A20';
const WHITE = '#FFFFFF';

/** A simple drawing per category, centred in a 400 x 300 canvas. */
function drawing(category: string, accent: string): string {
  switch (category) {
    case 'coffee':
      return `<ellipse cx="200" cy="232" rx="110" ry="16" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<path d="M120 120 h160 v50 a80 60 0 0 1 -160 0 z" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<path d="M280 135 a28 28 0 0 1 0 56" fill="none" stroke="${INK}" stroke-width="6"/>
<ellipse cx="200" cy="122" rx="74" ry="10" fill="${accent}"/>
<path d="M170 95 c-12 -18 12 -28 0 -46 M200 95 c-12 -18 12 -28 0 -46 M230 95 c-12 -18 12 -28 0 -46" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`;
    case 'tea':
      return `<path d="M130 110 h140 l-14 110 a16 16 0 0 1 -16 14 h-80 a16 16 0 0 1 -16 -14 z" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<path d="M137 140 h126 l-10 78 a10 10 0 0 1 -10 8 h-86 a10 10 0 0 1 -10 -8 z" fill="${accent}" opacity="0.75"/>
<path d="M240 110 v-40 h30" fill="none" stroke="${INK}" stroke-width="4"/>
<rect x="266" y="56" width="30" height="36" rx="4" fill="${accent}" stroke="${INK}" stroke-width="4"/>`;
    case 'pastries':
      return `<path d="M90 200 q110 -170 220 0 q-40 20 -70 -2 q-40 30 -80 0 q-30 22 -70 2 z" fill="${accent}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M160 198 q10 -60 40 -95 M240 198 q-10 -60 -40 -95" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;
    case 'cakes':
      return `<path d="M110 210 l180 -90 v100 h-180 z" fill="${WHITE}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M110 210 l180 -90 v22 l-180 90" fill="${accent}" opacity="0.8"/>
<rect x="110" y="196" width="180" height="24" fill="${accent}" opacity="0.5"/>
<circle cx="270" cy="108" r="14" fill="#D7263D" stroke="${INK}" stroke-width="4"/>`;
    case 'breakfast':
      return `<circle cx="200" cy="160" r="100" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<path d="M140 160 c0 -50 40 -60 70 -50 c40 -10 60 30 40 60 c10 40 -40 60 -70 40 c-30 10 -50 -20 -40 -50 z" fill="#FFFDF5" stroke="${INK}" stroke-width="4"/>
<circle cx="200" cy="160" r="26" fill="${accent}"/>`;
    case 'sandwiches':
      return `<path d="M100 210 l100 -120 l100 120 z" fill="#F6D9A8" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M118 190 h164" stroke="#6BA34D" stroke-width="12" stroke-linecap="round"/>
<path d="M132 172 h136" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`;
    case 'starters':
      return `<ellipse cx="200" cy="180" rx="140" ry="60" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<circle cx="150" cy="170" r="24" fill="${accent}" stroke="${INK}" stroke-width="4"/>
<circle cx="205" cy="160" r="24" fill="${accent}" stroke="${INK}" stroke-width="4"/>
<circle cx="255" cy="178" r="24" fill="${accent}" stroke="${INK}" stroke-width="4"/>`;
    case 'bowls':
      return `<path d="M90 150 h220 a110 90 0 0 1 -220 0 z" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<circle cx="140" cy="140" r="24" fill="#6BA34D"/>
<circle cx="195" cy="132" r="26" fill="${accent}"/>
<circle cx="252" cy="140" r="24" fill="#F2A541"/>`;
    case 'mains':
      return `<circle cx="200" cy="160" r="96" fill="${WHITE}" stroke="${INK}" stroke-width="6"/>
<circle cx="200" cy="160" r="62" fill="${accent}" opacity="0.8"/>
<path d="M76 80 v160 M64 80 v40 a12 12 0 0 0 24 0 v-40" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
<path d="M324 80 c20 20 20 70 0 80 v80" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;
    case 'desserts':
      return `<path d="M160 150 l40 100 l40 -100 z" fill="#E9B872" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<circle cx="200" cy="128" r="44" fill="${accent}" stroke="${INK}" stroke-width="6"/>
<circle cx="200" cy="78" r="12" fill="#D7263D" stroke="${INK}" stroke-width="4"/>`;
    case 'drinks':
      return `<path d="M150 80 h100 l-14 160 h-72 z" fill="${WHITE}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M156 130 h88 l-9 104 h-70 z" fill="${accent}" opacity="0.7"/>
<path d="M220 60 l-20 160" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
<circle cx="252" cy="88" r="22" fill="#F7E35A" stroke="${INK}" stroke-width="4"/>`;
    default:
      return `<circle cx="200" cy="150" r="80" fill="${accent}"/>`;
  }
}

function productSvg(category: string, label: string): string {
  const { background, accent } = PALETTES[category] ?? FALLBACK_PALETTE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(label)}">
<clipPath id="card"><rect width="400" height="300" rx="28"/></clipPath>
<g clip-path="url(#card)">
<rect width="400" height="300" fill="${background}"/>
<circle cx="350" cy="40" r="70" fill="${accent}" opacity="0.12"/>
<circle cx="40" cy="270" r="50" fill="${accent}" opacity="0.12"/>
</g>
${drawing(category, accent)}
</svg>
`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length >= 2 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : name.slice(0, 2)).toUpperCase();
}

function logoSvg(name: string, kind: string): string {
  const { background, accent } =
    kind === 'restaurant' ? (PALETTES.mains ?? FALLBACK_PALETTE) : (PALETTES.coffee ?? FALLBACK_PALETTE);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">
<rect width="200" height="200" rx="40" fill="${accent}"/>
<circle cx="100" cy="100" r="74" fill="none" stroke="${background}" stroke-width="4"/>
<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="64" font-weight="700" fill="${background}">${escapeXml(initials(name))}</text>
</svg>
`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function write(relativePath: string, content: string): void {
  const target = join(UPLOADS_DIR, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

for (const provider of seedProviders) {
  write(providerLogoPath(provider.slug), logoSvg(provider.name, provider.kind));
  for (const product of provider.products) {
    write(productImagePath(provider.slug, product.slug), productSvg(product.category, product.name));
  }
}
