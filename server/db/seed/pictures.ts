import { createHash } from 'node:crypto'

// The demo restaurant's pictures, drawn from each dish's own data: a roll shows its filling in the
// middle and its coat or topping outside, in the colours of the ingredients its description names;
// a set shows the rolls it holds; a bowl, a plate or a drink shows what is in it. Small differences
// (the background's hue, the pieces' turn) come from the slug, so no two dishes share a picture.

export type DishData = {
  slug: string
  category: string
  /** The English description: the ingredient names are matched in it. */
  description: string
}

const W = 400
const H = 300

/** Ingredient colours, most specific first: "smoked eel" before "eel". */
const INGREDIENTS: [RegExp, string][] = [
  [/eel/, '#7a4a2a'],
  [/tuna/, '#d0384a'],
  [/salmon/, '#ff7f50'],
  [/shrimp|prawn/, '#ffa07a'],
  [/crab/, '#f25f5c'],
  [/chicken/, '#d9a35b'],
  [/beef|chashu|pork/, '#8d5a3b'],
  [/tofu/, '#f3e9c6'],
  [/tamago|omelette|egg\b/, '#ffd54a'],
  [/avocado/, '#9ccc45'],
  [/cucumber/, '#3fa34d'],
  [/cream cheese|cheesecake/, '#fffaf0'],
  [/mango/, '#ffb300'],
  [/carrot/, '#ff8c1a'],
  [/bell pepper/, '#e53935'],
  [/red cabbage/, '#8e3b8e'],
  [/lettuce|cabbage/, '#c5e384'],
  [/broccoli/, '#2e7d32'],
  [/courgette/, '#7cb342'],
  [/mushroom|shiitake/, '#a1887f'],
  [/sweetcorn/, '#ffe066'],
  [/peas|edamame|soybean/, '#76c043'],
  [/wakame|seaweed/, '#2f7d32'],
  [/spring onion|mint|lime leaves|lemongrass/, '#66bb6a'],
  [/cherry tomato|chilli/, '#d32f2f'],
  [/strawberr/, '#e84a6a'],
  [/matcha|green tea/, '#8bc34a'],
  [/lemon/, '#fff176'],
  [/vanilla|ice cream/, '#fff3d6'],
  [/caramel|chocolate/, '#6d3b1f'],
  [/coconut/, '#fbf6ee'],
  [/ginger|garlic/, '#f0e0b0'],
]

const ROE = '#ff6a13'
const SESAME = '#f5e6b8'
const NORI = '#1d2b22'
const RICE = '#fbf8f0'

function seeded(slug: string) {
  const bytes = createHash('sha256').update(slug).digest()
  let i = 0
  return () => bytes[i++ % bytes.length]! / 255
}

/** The colours of the ingredients `text` names, in the order it names them. */
export function ingredientColours(text: string): string[] {
  const lower = text.toLowerCase()
  return INGREDIENTS.map(([pattern, colour]) => ({ at: lower.search(pattern), colour }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.colour)
}

type Roll = {
  filling: string[]
  coat: 'nori' | 'rice' | 'tempura'
  topping: string[]
  dots: string | null
  baked: boolean
  drizzle: string | null
}

/** What a roll's description says is inside it and what covers it. */
export function rollOf(description: string): Roll {
  const lower = description.toLowerCase()
  const outside =
    /(topped with|rolled in|baked under|fried in|in crispy tempura|in tempura)(.*)$/.exec(lower)
  const inside = outside ? lower.slice(0, outside.index) : lower
  const over = outside?.[2] ?? ''
  return {
    filling: ingredientColours(inside.replace(/cream cheese/, 'cream cheese ')).slice(0, 4),
    coat: /tempura/.test(lower)
      ? 'tempura'
      : /^(classic |light |sweet and fresh |a large )?(maki|nori-wrapped)|large nori/.test(lower)
        ? 'nori'
        : 'rice',
    topping: /topped with/.test(lower) ? ingredientColours(over).slice(0, 2) : [],
    dots: /roe|masago|tobiko/.test(over) ? ROE : /sesame/.test(over) ? SESAME : null,
    baked: /baked/.test(lower),
    drizzle: /unagi|teriyaki/.test(lower)
      ? '#4e2a14'
      : /spicy|sriracha|chilli/.test(lower)
        ? '#f4511e'
        : null,
  }
}

/** One slice of a roll seen from above, centred at (x, y). */
function slice(roll: Roll, x: number, y: number, r: number, turn: number): string {
  const parts: string[] = [`<g transform="translate(${x} ${y}) rotate(${turn})">`]
  const outer = roll.coat === 'nori' ? NORI : roll.coat === 'tempura' ? '#e0a83a' : RICE
  parts.push(`<circle r="${r}" fill="${outer}"/>`)
  if (roll.coat === 'tempura') {
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2
      parts.push(
        `<circle cx="${(r * Math.cos(a)).toFixed(1)}" cy="${(r * Math.sin(a)).toFixed(1)}" r="${r * 0.16}" fill="#c98a22"/>`,
      )
    }
  }
  parts.push(`<circle r="${r * (roll.coat === 'nori' ? 0.86 : 0.78)}" fill="${RICE}"/>`)
  if (roll.coat !== 'nori') parts.push(`<circle r="${r * 0.52}" fill="${NORI}"/>`)
  const core = r * (roll.coat === 'nori' ? 0.5 : 0.46)
  const colours = roll.filling.length ? roll.filling : ['#ff7f50']
  colours.forEach((colour, i) => {
    const a0 = (i / colours.length) * Math.PI * 2
    const a1 = ((i + 1) / colours.length) * Math.PI * 2
    const p = (a: number) => `${(core * Math.cos(a)).toFixed(1)} ${(core * Math.sin(a)).toFixed(1)}`
    parts.push(
      colours.length === 1
        ? `<circle r="${core}" fill="${colour}"/>`
        : `<path d="M0 0 L${p(a0)} A${core} ${core} 0 0 1 ${p(a1)} Z" fill="${colour}"/>`,
    )
  })
  roll.topping.forEach((colour, i) => {
    const s = r * (1.05 - i * 0.18)
    parts.push(
      `<path d="M${-s} ${-r * 0.1} Q0 ${-r * 1.5 + i * 8} ${s} ${-r * 0.1} Q0 ${-r * 0.55 + i * 6} ${-s} ${-r * 0.1} Z" fill="${colour}" opacity="0.95"/>`,
    )
  })
  if (roll.baked)
    parts.push(
      `<ellipse cy="${-r * 0.3}" rx="${r * 0.95}" ry="${r * 0.6}" fill="#f0a44b" opacity="0.9"/><circle cx="${-r * 0.3}" cy="${-r * 0.4}" r="${r * 0.12}" fill="#b5651d"/><circle cx="${r * 0.35}" cy="${-r * 0.2}" r="${r * 0.1}" fill="#b5651d"/>`,
    )
  if (roll.dots) {
    for (let i = 0; i < 22; i++) {
      const a = (i / 22) * Math.PI * 2
      const d = r * (0.86 + (i % 2) * 0.08)
      parts.push(
        `<circle cx="${(d * Math.cos(a)).toFixed(1)}" cy="${(d * Math.sin(a)).toFixed(1)}" r="${r * 0.07}" fill="${roll.dots}"/>`,
      )
    }
  }
  if (roll.drizzle)
    parts.push(
      `<path d="M${-r} ${r * 0.2} q${r * 0.25} ${-r * 0.5} ${r * 0.5} 0 t${r * 0.5} 0 t${r * 0.5} 0 t${r * 0.5} 0" stroke="${roll.drizzle}" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/>`,
    )
  parts.push('</g>')
  return parts.join('')
}

function frame(slug: string, body: string, surface?: string): string {
  const random = seeded(slug)
  const hue = Math.round(random() * 360)
  const background = surface ?? `hsl(${hue} 45% 88%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${background}"/><circle cx="${W * 0.5}" cy="${H * 0.55}" r="${H * 0.62}" fill="#fff" opacity="0.35"/>${body}</svg>`
}

function rollPicture(dish: DishData): string {
  const random = seeded(dish.slug)
  random()
  const roll = rollOf(dish.description)
  const board = `<rect x="40" y="70" width="320" height="170" rx="18" fill="#c8955c"/><rect x="40" y="70" width="320" height="170" rx="18" fill="none" stroke="#a8743f" stroke-width="4"/>`
  // A futomaki is twice as thick as a roll.
  const r = /large/.test(dish.description.toLowerCase()) ? 56 : 44
  const slices = [0, 1, 2]
    .map((i) => slice(roll, 105 + i * 95, 125 + (i % 2) * 50, r, random() * 360))
    .join('')
  return frame(dish.slug, board + slices)
}

/** A set: the rolls it names, in rows on a long board. */
function setPicture(dish: DishData, rolls: Map<string, Roll>): string {
  const random = seeded(dish.slug)
  random()
  const named = [...rolls.entries()]
    .filter(([name]) => dish.description.toLowerCase().includes(name))
    .map(([, roll]) => roll)
  const nigiri = /nigiri/.test(dish.description)
  const kinds = named.length ? named : [rollOf(dish.description)]
  const count = Math.min(
    12,
    Math.max(6, Math.round(Number(/^(\d+)/.exec(dish.description)?.[1] ?? 24) / 4)),
  )
  const columns = Math.ceil(count / 2)
  const r = Math.min(30, 300 / columns / 2.2)
  const parts = [`<rect x="24" y="60" width="352" height="190" rx="20" fill="#2b2b2b"/>`]
  for (let i = 0; i < count; i++) {
    const x = 24 + (352 / columns) * ((i % columns) + 0.5)
    const y = 60 + 190 * (i < columns ? 0.3 : 0.7)
    parts.push(slice(kinds[i % kinds.length]!, x, y, r, random() * 360))
  }
  if (nigiri)
    parts.push(
      `<rect x="150" y="250" width="100" height="30" rx="12" fill="${RICE}"/><rect x="146" y="244" width="108" height="22" rx="10" fill="#ff7f50"/>`,
    )
  return frame(dish.slug, parts.join(''))
}

/** A bowl seen from above: the broth or base, noodles when there are, the ingredients on top. */
function bowlPicture(dish: DishData, base: string): string {
  const random = seeded(dish.slug)
  random()
  const text = dish.description.toLowerCase()
  const colours = ingredientColours(text)
  const parts = [
    `<circle cx="200" cy="155" r="125" fill="#263238"/><circle cx="200" cy="155" r="108" fill="${base}"/>`,
  ]
  if (/noodle/.test(text)) {
    for (let i = 0; i < 7; i++)
      parts.push(
        `<path d="M${120 + i * 6} ${110 + i * 14} q20 -16 40 0 t40 0 t40 0 t40 0" stroke="#f7e08a" stroke-width="5" fill="none"/>`,
      )
  }
  colours.forEach((colour, i) => {
    const a = (i / colours.length) * Math.PI * 2 + random()
    const d = 55 + random() * 25
    parts.push(
      `<ellipse cx="${(200 + d * Math.cos(a)).toFixed(1)}" cy="${(155 + d * Math.sin(a)).toFixed(1)}" rx="24" ry="17" transform="rotate(${Math.round(random() * 180)} ${(200 + d * Math.cos(a)).toFixed(1)} ${(155 + d * Math.sin(a)).toFixed(1)})" fill="${colour}" stroke="#00000022"/>`,
    )
  })
  if (/egg/.test(dish.description))
    parts.push(
      `<circle cx="200" cy="150" r="20" fill="#fff"/><circle cx="200" cy="150" r="10" fill="#ffa000"/>`,
    )
  if (/sesame/.test(dish.description))
    for (let i = 0; i < 16; i++)
      parts.push(
        `<ellipse cx="${150 + random() * 100}" cy="${110 + random() * 90}" rx="3" ry="1.6" fill="${SESAME}"/>`,
      )
  return frame(dish.slug, parts.join(''))
}

/** A plate with pieces shaped as the dish is: dumplings, prawns, bites or a slice of cake. */
function platePicture(dish: DishData): string {
  const random = seeded(dish.slug)
  random()
  const text = dish.description.toLowerCase()
  const colours = ingredientColours(text)
  const main = colours[0] ?? '#e0a83a'
  const parts = [
    `<ellipse cx="200" cy="165" rx="165" ry="110" fill="#fafafa" stroke="#d7ccc8" stroke-width="4"/>`,
  ]
  const count = Number(/^(\d+)/.exec(text)?.[1] ?? 5)
  for (let i = 0; i < Math.min(count, 8); i++) {
    const x = 110 + (i % 4) * 60 + random() * 10
    const y = 135 + Math.floor(i / 4) * 60 + random() * 8
    if (/dumpling/.test(text))
      parts.push(
        `<path d="M${x - 28} ${y} Q${x} ${y - 40} ${x + 28} ${y} Z" fill="#f3d7a0" stroke="#c9a25a" stroke-width="3"/><path d="M${x - 20} ${y} h40" stroke="${colours[1] ?? main}" stroke-width="4"/>`,
      )
    else if (/prawn|tempura/.test(text))
      parts.push(
        `<ellipse cx="${x}" cy="${y}" rx="30" ry="12" transform="rotate(-25 ${x} ${y})" fill="#e0a83a"/><path d="M${x + 22} ${y - 16} l14 -10 l-2 14 z" fill="#ff5722"/>`,
      )
    else
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${20 + random() * 6}" fill="${/crispy|karaage/.test(text) ? '#d18f2f' : main}" stroke="#00000022"/>`,
      )
  }
  if (/rice/.test(text))
    parts.push(`<ellipse cx="290" cy="210" rx="45" ry="28" fill="${RICE}" stroke="#e0e0e0"/>`)
  if (/teriyaki|glazed/.test(text))
    parts.push(
      `<path d="M90 150 q40 -30 80 0 t80 0 t80 0" stroke="#4e2a14" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
  for (const [i, colour] of colours.slice(1).entries()) {
    parts.push(`<circle cx="${120 + i * 38}" cy="${235 - (i % 2) * 8}" r="9" fill="${colour}"/>`)
  }
  if (/lemon/.test(text))
    parts.push(
      `<path d="M300 110 a26 26 0 0 1 40 30 z" fill="#fff176" stroke="#fbc02d" stroke-width="3"/>`,
    )
  return frame(dish.slug, parts.join(''))
}

function dessertPicture(dish: DishData): string {
  const text = dish.description.toLowerCase()
  const colours = ingredientColours(text.replace(/rice-dough/, ''))
  const colour = colours.find((c) => c !== '#fffaf0') ?? colours[0] ?? '#fff3d6'
  if (/mochi/.test(text)) {
    return frame(
      dish.slug,
      `<ellipse cx="200" cy="210" rx="150" ry="40" fill="#eceff1"/><circle cx="150" cy="165" r="62" fill="${colour}"/><circle cx="255" cy="170" r="58" fill="${colour}" opacity="0.9"/><circle cx="130" cy="140" r="14" fill="#fff" opacity="0.5"/><circle cx="238" cy="148" r="12" fill="#fff" opacity="0.5"/>`,
    )
  }
  if (/cheesecake/.test(text)) {
    const top = /matcha/.test(text) ? '#9ccc65' : '#fff3c4'
    return frame(
      dish.slug,
      `<ellipse cx="200" cy="225" rx="160" ry="38" fill="#eceff1"/><path d="M90 200 L310 200 L310 120 L90 160 Z" fill="${top}"/><rect x="90" y="200" width="220" height="22" fill="#c08a4a"/>${/strawberr/.test(text) ? '<path d="M95 160 L305 122 L305 140 Q200 170 95 178 Z" fill="#e84a6a"/>' : ''}`,
    )
  }
  if (/purin|caramel/.test(text)) {
    return frame(
      dish.slug,
      `<ellipse cx="200" cy="230" rx="150" ry="36" fill="#eceff1"/><path d="M130 225 L150 120 L250 120 L270 225 Z" fill="#ffd77a"/><path d="M150 120 L250 120 L246 140 L154 140 Z" fill="#8d4a1c"/>`,
    )
  }
  return frame(
    dish.slug,
    `<ellipse cx="200" cy="225" rx="150" ry="36" fill="#eceff1"/><circle cx="200" cy="160" r="70" fill="#e0a83a"/><path d="M140 140 q30 30 60 0 t60 0" stroke="#4e2a14" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  )
}

const DRINKS: [RegExp, string][] = [
  [/sugar-free/, '#1b1b1b'],
  [/orange/, '#ff8f00'],
  [/lemon and lime/, '#2e9d4a'],
  [/still/, '#4fc3f7'],
  [/sparkling mineral/, '#0288d1'],
  [/asahi/, '#b0bec5'],
  [/kirin/, '#c58b2c'],
  [/sencha/, '#7cb342'],
  [/passion/, '#f9a825'],
  [/freshly squeezed lemon/, '#fff176'],
  [/peach/, '#ffab91'],
  [/marble/, '#80deea'],
  [/carbonated/, '#d32f2f'],
]

function drinkPicture(dish: DishData): string {
  const text = dish.description.toLowerCase()
  const colour = DRINKS.find(([pattern]) => pattern.test(text))?.[1] ?? '#90a4ae'
  const body = /\bcan\b/.test(text)
    ? `<rect x="150" y="60" width="100" height="190" rx="16" fill="${colour}"/><rect x="150" y="60" width="100" height="16" rx="8" fill="#cfd8dc"/><path d="M150 150 q50 -30 100 0" stroke="#fff" stroke-width="8" fill="none"/>`
    : /bottle/.test(text)
      ? `<path d="M180 40 h40 v40 q30 20 30 60 v120 q0 10 -10 10 h-80 q-10 0 -10 -10 v-120 q0 -40 30 -60 z" fill="${colour}" opacity="0.92"/><rect x="176" y="30" width="48" height="16" rx="4" fill="#455a64"/><rect x="160" y="150" width="80" height="50" rx="6" fill="#fff" opacity="0.8"/>${/marble/.test(text) ? '<circle cx="200" cy="92" r="12" fill="#e0f7fa" stroke="#4dd0e1" stroke-width="3"/>' : ''}`
      : /teapot|tea\b/.test(text)
        ? `<ellipse cx="200" cy="230" rx="120" ry="26" fill="#eceff1"/><path d="M140 150 h120 v50 q0 30 -30 30 h-60 q-30 0 -30 -30 z" fill="#f5f5f5" stroke="#bdbdbd" stroke-width="4"/><ellipse cx="200" cy="150" rx="60" ry="14" fill="${colour}"/>`
        : `<path d="M150 70 h100 l-12 180 h-76 z" fill="#e3f2fd" opacity="0.7" stroke="#b0bec5" stroke-width="3"/><path d="M154 110 h92 l-9 136 h-74 z" fill="${colour}" opacity="0.9"/><circle cx="185" cy="100" r="14" fill="#66bb6a"/><circle cx="215" cy="130" r="6" fill="#fff" opacity="0.7"/>`
  return frame(dish.slug, body)
}

const BROTHS: [RegExp, string][] = [
  [/pork broth/, '#f5ebd7'],
  [/chicken broth/, '#f2d49b'],
  [/coconut/, '#ff9e5e'],
  [/miso/, '#d9a45b'],
  [/fried rice/, '#f6e7b4'],
  [/soybean/, '#a5d36b'],
  [/seaweed|wakame/, '#cfe8b0'],
  [/base of your choice/, '#f7f3e8'],
]

/** The picture of one dish of the demo restaurant, as an SVG document. */
export function dishPicture(dish: DishData, rolls: Map<string, Roll>): string {
  const text = dish.description.toLowerCase()
  if (dish.category === 'rolls') return rollPicture(dish)
  if (dish.category === 'sets') return setPicture(dish, rolls)
  if (dish.category === 'drinks') return drinkPicture(dish)
  if (dish.category === 'desserts') return dessertPicture(dish)
  const broth = BROTHS.find(([pattern]) => pattern.test(text))?.[1]
  if (broth || /noodle/.test(text) || dish.category === 'salads') {
    return bowlPicture(dish, broth ?? (/noodle/.test(text) ? '#c98a4a' : '#eef5e4'))
  }
  return platePicture(dish)
}

/** The rolls by their English name (lower case), for the sets that list them. */
export function rollsByName(
  products: { category: string; name: { en: string }; description: { en: string } }[],
) {
  return new Map(
    products
      .filter((p) => p.category === 'rolls')
      .map((p) => [p.name.en.toLowerCase(), rollOf(p.description.en)] as const),
  )
}

/** A promotion's picture: coins for money back, a gift for a welcome, a star for a review. */
export function promotionPicture(slug: string, kind: string): string {
  const body =
    kind === 'cashback'
      ? `<circle cx="170" cy="170" r="70" fill="#ffca28" stroke="#f9a825" stroke-width="8"/><circle cx="240" cy="140" r="60" fill="#ffd54f" stroke="#f9a825" stroke-width="8"/><circle cx="222" cy="120" r="12" fill="none" stroke="#8d5a00" stroke-width="8"/><circle cx="258" cy="160" r="12" fill="none" stroke="#8d5a00" stroke-width="8"/><path d="M262 112 L218 168" stroke="#8d5a00" stroke-width="8" stroke-linecap="round"/>`
      : kind === 'welcome'
        ? `<rect x="120" y="120" width="160" height="120" rx="10" fill="#ff4a0b"/><rect x="110" y="100" width="180" height="36" rx="8" fill="#ff7043"/><rect x="190" y="100" width="20" height="140" fill="#ffe082"/><path d="M200 100 q-50 -50 -60 -10 q30 10 60 10 q30 0 60 -10 q-10 -40 -60 10" fill="#ffe082"/>`
        : `<path d="M200 60 l28 58 64 9 -46 45 11 63 -57 -30 -57 30 11 -63 -46 -45 64 -9 z" fill="#ffc107" stroke="#ff8f00" stroke-width="6"/>`
  return frame(slug, body)
}

/** The home banner: a long board of the shop's rolls. */
export function bannerPicture(rolls: Roll[]): string {
  const slices = rolls
    .slice(0, 8)
    .map((roll, i) => slice(roll, 600 + i * 110, 280 + (i % 2 ? 50 : -40), 58, i * 37))
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1440 600"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="#1c1b1a"/><stop offset="1" stop-color="#3a2a22"/></linearGradient></defs><rect width="1440" height="600" fill="url(#b)"/><rect x="380" y="120" width="1120" height="300" rx="30" fill="#2b2b2b" transform="rotate(-4 900 270)"/>${slices}</svg>`
}
