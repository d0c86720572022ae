/**
 * Measures libphonenumber-js metadata sets (min / mobile / max) for src/core/phone.ts: accuracy of `isValid` and
 * of the E.164 result against "max" (the full rules), on every country's example number in national and
 * international form and on perturbations of it (a digit changed, added, removed); and the gzip size of the lazy
 * chunk each set gives (esbuild, minified, the functions phone.ts uses). Not a test: run
 * `npx tsx test/node/core/phone-metadata-measure.ts`; the figures are recorded in docs/decisions/017-phone-metadata.md.
 */
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import examples from 'libphonenumber-js/examples.mobile.json';
import * as max from 'libphonenumber-js/max';
import * as mobile from 'libphonenumber-js/mobile';
import * as min from 'libphonenumber-js/min';

type Lib = typeof min;
const sets: Record<string, Lib> = { min, mobile: mobile as unknown as Lib, max: max as unknown as Lib };

/** mulberry32: a seeded generator, so every run measures the same inputs. */
let seed = 0x5eed;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const inputs: { text: string; country: string }[] = [];
for (const [country, national] of Object.entries(examples as Record<string, string>)) {
  const variants = new Set<string>([national]);
  for (let i = 0; i < 10; i++) variants.add(national.slice(0, -1) + String(i));
  variants.add(national + '5');
  variants.add(national.slice(0, -1));
  variants.add(national.slice(0, 2) + national.slice(3));
  for (const v of variants) inputs.push({ text: v, country });
  // Random numbers of the same length with the example's first digit: landlines, other mobiles, invalid ones.
  for (let k = 0; k < 30; k++) {
    let digits = national[0]!;
    for (let j = 1; j < national.length; j++) digits += String(Math.floor(random() * 10));
    inputs.push({ text: digits, country });
  }
  const e164 = max.parsePhoneNumberFromString(national, country as never)?.number;
  if (e164) {
    inputs.push({ text: e164, country: 'US' });
    inputs.push({ text: `00${e164.slice(1)}`, country }); // international prefix as dialled in most countries
  }
}

const truth = inputs.map(({ text, country }) => {
  const n = max.parsePhoneNumberFromString(text, country as never);
  return n?.isValid() ? n.number : null;
});
const fixed = inputs.filter(
  ({ text, country }, i) =>
    truth[i] && max.parsePhoneNumberFromString(text, country as never)?.getType() === 'FIXED_LINE',
).length;
console.log(`${inputs.length} inputs, ${truth.filter(Boolean).length} valid by max (${fixed} of them fixed-line only)`);

for (const [name, lib] of Object.entries(sets)) {
  let agree = 0;
  let falseValid = 0;
  let falseInvalid = 0;
  let notE164 = 0;
  inputs.forEach(({ text, country }, i) => {
    const n = lib.parsePhoneNumberFromString(text, country as never);
    const got = n?.isValid() ? n.number : null;
    if (got !== null && !/^\+[1-9]\d{6,14}$/.test(got)) notE164++;
    if (got === truth[i]) agree++;
    else if (got !== null && truth[i] === null) falseValid++;
    else if (got === null && truth[i] !== null) falseInvalid++;
  });
  const entry = `import { parsePhoneNumberFromString, AsYouType, isSupportedCountry } from 'libphonenumber-js/${name}'; export { parsePhoneNumberFromString, AsYouType, isSupportedCountry };`;
  const built = await esbuild.build({
    stdin: { contents: entry, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  const bytes = built.outputFiles[0]!.contents;
  // The whole entry, as the CDN phone chunk (vite.config.ts phoneChunkConfig) and a namespace import carry it.
  const whole = (
    await esbuild.build({
      stdin: { contents: `export * from 'libphonenumber-js/${name}';`, resolveDir: process.cwd() },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    })
  ).outputFiles[0]!.contents;
  console.log(
    `${name.padEnd(6)} agreement with max ${((100 * agree) / inputs.length).toFixed(2)}% · accepted but invalid ${falseValid} · refused but valid ${falseInvalid} · not E.164 ${notE164} · chunk ${(bytes.length / 1024).toFixed(1)} kB, gzip ${(gzipSync(bytes).length / 1024).toFixed(1)} kB · whole entry gzip ${(gzipSync(whole).length / 1024).toFixed(1)} kB`,
  );
}
