import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import en from '#locales/en.json'
import { RestaurantForm } from './RestaurantForm'

await loadMessages('en')
const PLACES = en.operator.console.places

const RESTAURANT = {
  id: 1,
  slug: 'center',
  sort: 10,
  name: { bg: 'Център', ru: 'Центр', en: 'Center', uk: 'Центр' },
  address: { bg: 'ул. 1', ru: 'ул. 1', en: '1 St', uk: 'вул. 1' },
  phone: '+359 88 812 3401',
  lat: 42.6921,
  lng: 23.3262,
  pickup: true,
  specialDays: [],
  hours: [
    { day: 1, open: '11:00', close: '15:00' },
    { day: 1, open: '18:00', close: '23:00' },
    { day: 2, open: '11:00', close: '23:00' },
  ],
}

const render = (restaurant?: typeof RESTAURANT) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <RestaurantForm restaurant={restaurant} onSaved={() => {}} />
    </VikeReactProviderPageContext>,
  )

/** The markup of one weekday's fieldset (the last one's runs to the form's end). */
const day = (html: string, name: string) =>
  html.split('<fieldset class="week-day">').find((part) => part.startsWith(`<legend>${name}<`))

describe('the restaurant form', () => {
  it('shows both intervals of a day with a lunch break, each named, with its remove button', () => {
    const monday = day(render(RESTAURANT), 'Monday')!
    expect(monday.match(/value="\d\d:\d\d"/g)).toEqual([
      'value="11:00"',
      'value="15:00"',
      'value="18:00"',
      'value="23:00"',
    ])
    expect(monday).toContain(
      '<fieldset class="week-slot"><legend class="visually-hidden">Interval 1</legend>',
    )
    expect(monday).toContain(
      '<fieldset class="week-slot"><legend class="visually-hidden">Interval 2</legend>',
    )
    expect(monday).toContain(
      `aria-label="Remove interval 2 (Monday)">${PLACES.removeSlot}</button>`,
    )
    expect(monday).toContain(`aria-label="Add an interval (Monday)">${PLACES.addSlot}</button>`)
  })

  it('offers one interval on a day with one, and no remove button', () => {
    const tuesday = day(render(RESTAURANT), 'Tuesday')!
    expect(tuesday.match(/type="time"/g)).toHaveLength(2)
    expect(tuesday).not.toContain(PLACES.removeSlot)
  })

  it('a new restaurant gets seven empty days, each with a way to add an interval', () => {
    const html = render()
    expect(html.match(/type="time"/g)).toHaveLength(14)
    expect(html.match(/data-add-slot="\d"/g)).toHaveLength(7)
  })

  it('writes the names and addresses grouped by language, each language a fieldset', () => {
    const html = render(RESTAURANT)
    for (const language of Object.values(en.operator.console.languages))
      expect(html).toContain(`<fieldset class="lang-fields"><legend>${language}</legend>`)
    expect(html).toMatch(
      /<legend>Bulgarian<\/legend>.*?>Name<\/label><input [^>]*lang="bg"[^>]*value="Център"/,
    )
    expect(html).toMatch(
      /<legend>English<\/legend>.*?>Address<\/label><input [^>]*lang="en"[^>]*value="1 St"/,
    )
  })
})
