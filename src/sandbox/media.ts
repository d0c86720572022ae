/**
 * Placeholder pictures for the demo data, drawn as SVG from their name: `/media/<seed>-<w>x<h>.svg`. Each seed gets
 * its own colours, so threads look varied, and nothing is fetched from the network.
 */
const NAME = /^([A-Za-z0-9_-]{1,64})-(\d{2,4})x(\d{2,4})\.svg$/;

function hue(seed: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return (h >>> 0) % 360;
}

/** The SVG for a media file name, or null when the name is not one the demo data uses. */
export function demoMediaSvg(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, seed, w, h] = match as unknown as [string, string, string, string];
  const [width, height] = [Math.min(Number(w), 2000), Math.min(Number(h), 2000)];
  const [a, b] = [hue(seed, 1), hue(seed, 2)];
  // The label is the seed, already limited to [A-Za-z0-9_-]: nothing in it needs escaping.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 55%)"/><stop offset="1" stop-color="hsl(${b} 70% 35%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.14}" fill="hsl(${(a + 40) % 360} 90% 85% / .55)"/>
<path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.55} ${width * 0.55} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="hsl(${b} 60% 20% / .45)"/>
<text x="24" y="${height - 24}" font-family="system-ui, sans-serif" font-size="${Math.round(height / 14)}" fill="#fff" opacity=".9">${seed}</text>
</svg>`;
}
