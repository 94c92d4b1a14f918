import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers } from '#server/db/schema'
import type { Profile } from '#shared/profile'
import { useApi, validationMessage } from '#tests/support/api'
import { type AuthClient, authClient, authMessage, newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const FAILED = validationMessage('en', 'failed')

// The clock of every test here: 22 November 2026, 12:00 in Sofia.
const TODAY = '2026-11-22'
const EXACTLY_18 = '2008-11-22'

describe.each(ENGINES)('profile on %s', (engine) => {
  const t = useApi(engine)

  /** A new customer: signed in, nothing filled in yet. */
  const newCustomer = async (a: AuthClient) => {
    const phone = newPhone()
    const token = await a.signIn(phone)
    const [row] = await t.db.select().from(customers).where(eq(customers.phone, phone))
    return { phone, token, id: row!.id, referralCode: row!.referralCode }
  }

  const fieldError = (field: string, message: string) => ({
    message: FAILED,
    errors: { [field]: message },
  })

  describe('GET /api/get-profile', () => {
    it('a new customer: empty names, no birthday, no referrer, a referral code', async () => {
      const a = authClient(t)
      const { phone, token, id, referralCode } = await newCustomer(a)
      const reply = await a.getProfile(token)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({
        data: {
          id,
          phone,
          name: '',
          surname: '',
          birthday: null,
          referrer_id: null,
          referral_code: referralCode,
          status_sms: true,
        },
      })
      expect(referralCode).toMatch(/^[\w-]{6,}$/)
      expect(reply.headers.get('cache-control')).toBe('no-store')
    })

    it('each customer gets a referral code of their own, never their id', async () => {
      const a = authClient(t)
      const first = await newCustomer(a)
      const second = await newCustomer(a)
      expect(first.referralCode).not.toBe(second.referralCode)
      expect(first.referralCode).not.toBe(String(first.id))
    })
  })

  describe('POST /api/update-profile', () => {
    it('saves name, surname and birthday and answers {user}', async () => {
      const a = authClient(t)
      const { phone, token, id, referralCode } = await newCustomer(a)
      const reply = await a.updateProfile(token, {
        name: ' Мария ',
        surname: "O'Neil-Петрова",
        birthday: '1990-05-17',
        referrer_id: null,
      })
      expect(reply.status, reply.text).toBe(200)
      const user: Profile = {
        id,
        phone,
        name: 'Мария',
        surname: "O'Neil-Петрова",
        birthday: '1990-05-17',
        referrer_id: null,
        referral_code: referralCode,
        status_sms: true,
      }
      expect(reply.body).toEqual({ user })
      expect((await a.getProfile(token)).body).toEqual({ data: user })
    })

    it.each([
      ['missing', {}, validationMessage('en', 'required')],
      ['empty', { name: '' }, validationMessage('en', 'required')],
      ['blank', { name: '   ' }, validationMessage('en', 'required')],
      ['null', { name: null }, validationMessage('en', 'invalid')],
      ['digits', { name: 'Ivan2' }, validationMessage('en', 'name')],
      ['only digits', { name: '12345' }, validationMessage('en', 'name')],
      ['too long', { name: 'a'.repeat(51) }, validationMessage('en', 'tooLong', { max: 50 })],
    ])('name %s: 422 errors.name', async (_, body, message) => {
      const a = authClient(t)
      const { token } = await newCustomer(a)
      const reply = await a.updateProfile(token, { surname: 'Petrov', ...body })
      expect(reply.status, reply.text).toBe(422)
      expect(reply.body).toEqual(fieldError('name', message))
      expect((await a.getProfile(token)).body.data.surname).toBe('')
    })

    it('digits in the surname are refused too', async () => {
      const a = authClient(t)
      const { token } = await newCustomer(a)
      const reply = await a.updateProfile(token, { name: 'Ivan', surname: 'P3trov' })
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual(fieldError('surname', validationMessage('en', 'name')))
    })

    it('the messages are in the request language', async () => {
      const a = authClient(t)
      const { token } = await newCustomer(a)
      const reply = await a.updateProfile(token, { name: 'Ivan2' }, 'bg')
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual({
        message: validationMessage('bg', 'failed'),
        errors: { name: validationMessage('bg', 'name') },
      })
      const young = await a.updateProfile(token, { name: 'Ivan', birthday: '2010-01-01' }, 'bg')
      expect(young.body).toEqual({
        message: validationMessage('bg', 'failed'),
        errors: { birthday: authMessage('bg', (m) => m.profile.underAge) },
      })
    })

    describe('birthday', () => {
      const underAge = fieldError(
        'birthday',
        authMessage('en', (m) => m.profile.underAge),
      )
      const invalid = fieldError('birthday', validationMessage('en', 'date'))

      it.each(['2008-11-23', '2010-01-01', TODAY, '2030-01-01'])(
        'under 18 (%s): 422 errors.birthday underAge, nothing saved',
        async (birthday) => {
          const a = authClient(t, { start: new Date(`${TODAY}T10:00:00Z`) })
          const { token } = await newCustomer(a)
          const reply = await a.updateProfile(token, { name: 'Ivan', birthday })
          expect(reply.status, reply.text).toBe(422)
          expect(reply.body).toEqual(underAge)
          const { data } = (await a.getProfile(token)).body
          expect([data.name, data.birthday]).toEqual(['', null])
        },
      )

      it('exactly 18 today is accepted', async () => {
        const a = authClient(t, { start: new Date(`${TODAY}T10:00:00Z`) })
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', birthday: EXACTLY_18 })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user.birthday).toBe(EXACTLY_18)
      })

      it('"today" is the day in Sofia: at 00:30 there (22:30 UTC) the 18th birthday has come', async () => {
        const a = authClient(t, { start: new Date('2026-11-22T22:30:00Z') })
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', birthday: '2008-11-23' })
        expect(reply.status, reply.text).toBe(200)
      })

      it('born on 29 February: not yet 18 on 28 February of a common year, 18 on 1 March', async () => {
        const a = authClient(t, { start: new Date('2026-02-28T10:00:00Z') })
        const { token } = await newCustomer(a)
        const body = { name: 'Ivan', birthday: '2008-02-29' }
        const early = await a.updateProfile(token, body)
        expect(early.status, early.text).toBe(422)
        expect(early.body).toEqual(underAge)
        a.clock.set(new Date('2026-03-01T10:00:00Z'))
        const reply = await a.updateProfile(token, body)
        expect(reply.status, reply.text).toBe(200)
      })

      it.each([
        '2001-02-29',
        '2001-13-01',
        '2001-04-31',
        '2001-00-10',
        '22.11.2000',
        '1899-12-31',
        '',
      ])('an invalid date (%s) is 422 errors.birthday', async (birthday) => {
        const a = authClient(t)
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', birthday })
        expect(reply.status, reply.text).toBe(422)
        expect(reply.body).toEqual(invalid)
      })

      it('no birthday at all is fine', async () => {
        const a = authClient(t)
        const { token } = await newCustomer(a)
        for (const body of [{ name: 'Ivan' }, { name: 'Ivan', birthday: null }]) {
          const reply = await a.updateProfile(token, body)
          expect(reply.status, reply.text).toBe(200)
          expect(reply.body.user.birthday).toBeNull()
        }
      })

      it('once set it cannot be changed; the same birthday again is fine', async () => {
        const a = authClient(t)
        const { token } = await newCustomer(a)
        expect(
          (await a.updateProfile(token, { name: 'Ivan', birthday: '1990-05-17' })).status,
        ).toBe(200)
        for (const birthday of ['1991-01-01', '1990-05-18']) {
          const reply = await a.updateProfile(token, { name: 'Ivan', birthday })
          expect(reply.status, reply.text).toBe(422)
          expect(reply.body).toEqual(
            fieldError(
              'birthday',
              authMessage('en', (m) => m.profile.birthdayLocked),
            ),
          )
        }
        const same = await a.updateProfile(token, {
          name: 'Petar',
          surname: 'Ivanov',
          birthday: '1990-05-17',
        })
        expect(same.status, same.text).toBe(200)
        expect(same.body.user).toMatchObject({
          name: 'Petar',
          surname: 'Ivanov',
          birthday: '1990-05-17',
        })
      })
    })

    describe('referrer', () => {
      it('a new customer naming an existing customer gets that referrer', async () => {
        const a = authClient(t)
        const referrer = await newCustomer(a)
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', referrer_id: referrer.id })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user.referrer_id).toBe(referrer.id)
        expect((await a.getProfile(token)).body.data.referrer_id).toBe(referrer.id)
      })

      it('self-referral is ignored', async () => {
        const a = authClient(t)
        const me = await newCustomer(a)
        const reply = await a.updateProfile(me.token, { name: 'Ivan', referrer_id: me.id })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user).toMatchObject({ name: 'Ivan', referrer_id: null })
      })

      it('an unknown referrer is ignored', async () => {
        const a = authClient(t)
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', referrer_id: 987_654 })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user).toMatchObject({ name: 'Ivan', referrer_id: null })
      })

      it('a referrer once set stays', async () => {
        const a = authClient(t)
        const first = await newCustomer(a)
        const second = await newCustomer(a)
        const { token } = await newCustomer(a)
        await a.updateProfile(token, { name: 'Ivan', referrer_id: first.id })
        const reply = await a.updateProfile(token, { name: 'Ivan', referrer_id: second.id })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user.referrer_id).toBe(first.id)
        const cleared = await a.updateProfile(token, { name: 'Ivan', referrer_id: null })
        expect(cleared.body.user.referrer_id).toBe(first.id)
      })

      it('a customer who already has a name cannot name a referrer any more', async () => {
        const a = authClient(t)
        const referrer = await newCustomer(a)
        const { token } = await newCustomer(a)
        await a.updateProfile(token, { name: 'Ivan' })
        const reply = await a.updateProfile(token, { name: 'Ivan', referrer_id: referrer.id })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.user.referrer_id).toBeNull()
      })

      it.each([0, -1, 1.5, '1'])('a referrer_id of %j is 422 errors.referrer_id', async (id) => {
        const a = authClient(t)
        const { token } = await newCustomer(a)
        const reply = await a.updateProfile(token, { name: 'Ivan', referrer_id: id })
        expect(reply.status, reply.text).toBe(422)
        expect(Object.keys((reply.body as unknown as { errors: object }).errors)).toEqual([
          'referrer_id',
        ])
      })
    })

    it("one customer's update never touches another's row", async () => {
      const a = authClient(t)
      const me = await newCustomer(a)
      const other = await newCustomer(a)
      await a.updateProfile(me.token, { name: 'Ivan', birthday: '1990-05-17' })
      expect((await a.getProfile(other.token)).body.data).toMatchObject({
        name: '',
        birthday: null,
      })
    })
  })
})
