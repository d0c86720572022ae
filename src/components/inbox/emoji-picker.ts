/**
 * The emoji beyond the reaction picker's six, loaded when "More reactions" is pressed: a
 * curated few hundred with English keywords for search (no emoji dataset: a full one is ~200 kB), and the
 * keyboard model of a grid — arrows move by cell and by row, Home/End go to the row's ends, ArrowDown from the
 * search box enters the grid, ArrowUp from the first row returns to it.
 */
import './first-screen.js';
import { css, html, type TemplateResult } from 'lit';

/** `emoji keywords` pairs, space separated, grouped as pickers usually are (faces, hands, hearts, things, symbols). */
const DATA =
  `😀 grin smile happy|😃 smile happy|😄 laugh smile|😁 grin beam|😆 laugh|😅 sweat relief|🤣 rofl laugh|😂 joy tears laugh|🙂 slight smile|🙃 upside down|😉 wink|😊 blush smile|😇 angel innocent|🥰 love hearts|😍 heart eyes love|🤩 star struck|😘 kiss|😗 kiss|😚 kiss|😙 kiss|😋 yum tasty|😛 tongue|😜 wink tongue|🤪 zany crazy|😝 tongue|🤑 money|🤗 hug|🤭 oops giggle|🤫 shush quiet|🤔 think hmm|🤐 zipper quiet|🤨 raised eyebrow|😐 neutral|😑 expressionless|😶 speechless|😏 smirk|😒 unamused|🙄 eye roll|😬 grimace|😮‍💨 exhale relief|🤥 lie|😌 relieved|😔 pensive sad|😪 sleepy|🤤 drool|😴 sleep|😷 mask sick|🤒 sick thermometer|🤕 hurt|🤢 nausea|🤮 vomit|🤧 sneeze|🥵 hot|🥶 cold|🥴 woozy|😵 dizzy|🤯 mind blown|🤠 cowboy|🥳 party celebrate|😎 cool sunglasses|🤓 nerd|🧐 monocle|😕 confused|😟 worried|🙁 frown|😮 wow surprised|😯 hushed|😲 astonished|😳 flushed|🥺 pleading|😦 frown|😧 anguished|😨 fearful|😰 anxious|😥 sad relieved|😢 cry sad|😭 sob cry|😱 scream|😖 confounded|😣 persevere|😞 disappointed|😓 sweat|😩 weary|😫 tired|🥱 yawn|😤 triumph huff|😡 angry pout|😠 angry|🤬 swear|😈 devil|💀 skull dead|💩 poop|🤡 clown|👻 ghost|👽 alien|🤖 robot|😺 cat smile|😸 cat grin|😹 cat joy|😻 cat love|🙈 see no evil|🙉 hear no evil|🙊 speak no evil|` +
  `👋 wave hello bye|🤚 raised back hand|✋ hand stop high five|🖖 vulcan|👌 ok perfect|🤌 pinched fingers|🤏 pinch small|✌️ victory peace|🤞 fingers crossed luck|🤟 love you|🤘 rock|🤙 call me|👈 point left|👉 point right|👆 point up|👇 point down|☝️ index up|👍 thumbs up yes like|👎 thumbs down no dislike|✊ fist|👊 punch fist bump|🤛 fist left|🤜 fist right|👏 clap applause|🙌 raise hands hooray|👐 open hands|🤲 palms|🤝 handshake deal|🙏 pray please thanks|✍️ write|💪 strong muscle|👀 eyes look|🧠 brain|` +
  `❤️ heart love red|🧡 heart orange|💛 heart yellow|💚 heart green|💙 heart blue|💜 heart purple|🖤 heart black|🤍 heart white|🤎 heart brown|💔 broken heart|❣️ heart exclamation|💕 hearts|💞 revolving hearts|💓 beating heart|💗 growing heart|💖 sparkling heart|💘 cupid|💝 gift heart|💯 hundred perfect|💢 anger|💥 boom collision|💫 dizzy star|💦 sweat drops|💨 dash fast|💬 speech chat|💭 thought|💤 zzz sleep|` +
  `🎉 party tada celebrate|🎊 confetti|🎈 balloon|🎁 gift present|🎂 birthday cake|🏆 trophy win|🥇 gold medal first|🥈 silver medal|🥉 bronze medal|⚽ soccer|🏀 basketball|🎯 target bullseye|🎮 game|🎵 music note|🎶 music notes|🎤 microphone|🎧 headphones|📷 camera photo|🎬 movie|📚 books|📖 book|✏️ pencil|📝 memo note|📌 pin|📎 paperclip|✂️ scissors|📅 calendar date|📆 calendar|⏰ alarm clock|⌛ hourglass|⏳ hourglass waiting|📱 phone mobile|💻 laptop computer|⌨️ keyboard|🖨️ printer|💡 idea bulb|🔋 battery|🔌 plug|🔑 key|🔒 lock|🔓 unlock|🔔 bell|📣 megaphone|📢 loudspeaker|✉️ envelope mail|📧 email|📦 package box delivery|🛒 cart shopping|💳 card payment|💰 money bag|💵 dollar cash|🧾 receipt|🏷️ label tag|🔍 search magnifier|🔧 wrench fix|🔨 hammer|⚙️ gear settings|🧰 toolbox|🚗 car|🚕 taxi|🚌 bus|🚲 bike|✈️ plane flight travel|🚀 rocket launch|🚚 truck delivery|⛽ fuel|🏠 house home|🏢 office building|🏪 store shop|🏥 hospital|⛱️ beach umbrella|🌍 earth world|🗺️ map|🧭 compass|⛰️ mountain|🏖️ beach|` +
  `☕ coffee hot drink|🍵 tea|🧋 bubble tea|🥤 cup drink|🍺 beer|🍻 cheers beers|🍷 wine|🥂 champagne toast|🍸 cocktail|🍕 pizza|🍔 burger|🍟 fries|🌭 hot dog|🌮 taco|🥗 salad|🍣 sushi|🍜 ramen noodles|🍩 donut|🍪 cookie|🍰 cake|🧁 cupcake|🍫 chocolate|🍿 popcorn|🥐 croissant|🥯 bagel|🥞 pancakes|🍳 egg cooking|🥑 avocado|🍎 apple|🍌 banana|🍓 strawberry|🍉 watermelon|🍋 lemon|🍒 cherries|🥛 milk|🧊 ice|` +
  `🐶 dog|🐱 cat|🐭 mouse|🐰 rabbit bunny|🦊 fox|🐻 bear|🐼 panda|🐨 koala|🐯 tiger|🦁 lion|🐮 cow|🐷 pig|🐸 frog|🐵 monkey|🐔 chicken|🐧 penguin|🐦 bird|🦄 unicorn|🐝 bee|🦋 butterfly|🐢 turtle|🐙 octopus|🐬 dolphin|🐳 whale|🌸 blossom flower|🌹 rose|🌻 sunflower|🌷 tulip|🌱 seedling grow|🌲 tree|🍀 clover luck|🍁 maple leaf|☀️ sun|🌤️ sun cloud|⛅ cloudy|🌧️ rain|⛈️ storm|❄️ snow|🌈 rainbow|🔥 fire hot lit|⭐ star|🌟 glowing star|✨ sparkles|⚡ lightning zap|🌙 moon|💧 drop water|🌊 wave ocean|` +
  `✅ check done yes|☑️ checkbox|✔️ check mark|❌ cross no wrong|❎ cross mark|➕ plus add|➖ minus|❓ question|❗ exclamation important|‼️ double exclamation|⁉️ interrobang|⚠️ warning|🚫 prohibited no|⛔ no entry|🆗 ok|🆕 new|🆓 free|🔝 top|🔜 soon|🔙 back|🔛 on|⬆️ up arrow|⬇️ down arrow|⬅️ left arrow|➡️ right arrow|🔄 repeat refresh|🔁 repeat|▶️ play|⏸️ pause|⏹️ stop|🔴 red circle|🟠 orange circle|🟡 yellow circle|🟢 green circle|🔵 blue circle|🟣 purple circle|⚫ black circle|⚪ white circle|🏁 finish flag|🚩 flag|🏳️ white flag|♻️ recycle|💲 dollar|©️ copyright|®️ registered|™️ trademark|#️⃣ hash|🔢 numbers|ℹ️ info|🆘 sos help`;

export interface EmojiEntry {
  emoji: string;
  keywords: string;
}

export const EMOJI: readonly EmojiEntry[] = DATA.split('|').map((entry) => {
  const space = entry.indexOf(' ');
  return { emoji: entry.slice(0, space), keywords: entry.slice(space + 1) };
});

/** Emoji whose keywords contain every word of `query` (in any order); all of them for an empty query. */
export function searchEmoji(query: string): readonly EmojiEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return EMOJI;
  return EMOJI.filter((e) => words.every((w) => e.keywords.includes(w) || e.emoji === w));
}

export const COLUMNS = 8;

export interface EmojiGridOptions {
  label: string;
  searchLabel: string;
  emptyLabel: string;
  query: string;
  active: number;
  labelFor(emoji: string, keywords: string): string;
  onQuery(query: string): void;
  onActive(index: number): void;
  onPick(emoji: string): void;
  onClose(): void;
}

/** Moves the active cell for a key press; returns the next index, `-1` for the search box, or undefined (not ours). */
export function gridMove(key: string, at: number, count: number): number | undefined {
  const col = at % COLUMNS;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, at + 1);
    case 'ArrowLeft':
      return Math.max(0, at - 1);
    case 'ArrowDown':
      return at + COLUMNS < count ? at + COLUMNS : at;
    case 'ArrowUp':
      return at - COLUMNS >= 0 ? at - COLUMNS : -1;
    case 'Home':
      return at - col;
    case 'End':
      return Math.min(count - 1, at - col + COLUMNS - 1);
  }
  return undefined;
}

/** The search box and the grid (rows of {@link COLUMNS}); one cell is a Tab stop, the rest by arrows. */
export function renderEmojiGrid(o: EmojiGridOptions): TemplateResult {
  const found = searchEmoji(o.query);
  const active = Math.min(o.active, found.length - 1);
  const rows: EmojiEntry[][] = [];
  for (let i = 0; i < found.length; i += COLUMNS) rows.push(found.slice(i, i + COLUMNS));
  const onKeydown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      o.onClose();
      return;
    }
    if (target.localName === 'input') {
      if (event.key === 'ArrowDown' && found.length) {
        event.preventDefault();
        o.onActive(0);
      }
      if (event.key === 'Enter' && found.length) {
        event.preventDefault();
        o.onPick(found[Math.max(0, active)]!.emoji);
      }
      return;
    }
    const next = gridMove(event.key, active, found.length);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    o.onActive(next);
  };
  return html`<div class="emoji-panel" part="emoji-picker" role="dialog" aria-label=${o.label} @keydown=${onKeydown}>
    <input type="search" class="emoji-search" aria-label=${o.searchLabel} placeholder=${o.searchLabel} .value=${o.query}
      @input=${(e: Event) => o.onQuery((e.target as HTMLInputElement).value)} />
    ${
      found.length
        ? html`<div class="emoji-grid" role="grid" aria-label=${o.label}>
          ${rows.map(
            (row, r) => html`<div role="row">
              ${row.map((entry, c) => {
                const i = r * COLUMNS + c;
                return html`<span role="gridcell"><button type="button" data-emoji-cell=${i} tabindex=${i === active ? 0 : -1}
                  aria-label=${o.labelFor(entry.emoji, entry.keywords)} title=${entry.keywords}
                  @focus=${() => i !== active && o.onActive(i)} @click=${() => o.onPick(entry.emoji)}>${entry.emoji}</button></span>`;
              })}
            </div>`,
          )}
        </div>`
        : html`<p class="emoji-empty" role="status">${o.emptyLabel}</p>`
    }
  </div>`;
}

/** The grid's styles, adopted into the inbox's shadow root with this module (not on its first screen). */
export const emojiStyles = css`
  /* "More reactions": the searchable emoji grid in place of the six-emoji menu, in the same overlay. */
  .emoji-panel {
    display: grid;
    gap: 6px;
    width: min(19rem, calc(100vw - 16px));
    box-sizing: border-box;
    padding: 8px;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.18);
  }
  .emoji-search {
    width: 100%;
  }
  .emoji-grid {
    display: grid;
    max-height: 12rem;
    overflow-y: auto;
    scrollbar-color: var(--_border) transparent;
    scrollbar-width: thin;
  }
  .emoji-grid [role='row'] {
    display: grid;
    grid-template-columns: repeat(8, 1fr);
  }
  .emoji-grid button {
    border: 0;
    background: none;
    border-radius: 6px;
    font-size: 20px;
    line-height: 32px;
    padding: 0;
  }
  .emoji-grid button:hover,
  .emoji-grid button:focus-visible {
    background: var(--_surface);
  }
  .emoji-empty {
    margin: 0;
    color: var(--_muted);
    font-size: 12px;
  }
`;
