import type { Invoice } from '#shared/contract/operator/invoices'
import './invoice.css'

/** The invoice's words in Bulgarian and its figures as Bulgarian writes them (views/data.ts). */
export type InvoiceWords = Record<string, string>

type Props = {
  invoice: Invoice
  words: InvoiceWords
  /** Amounts and dates as printed: "12,34 €", "25.11.2026". */
  money: (cents: number) => string
  date: (iso: string) => string
}

/**
 * A company invoice on A4, in Bulgarian whatever the staff member reads (ЗДДС art. 114): number,
 * dates of issue and of the supply, seller and buyer, each line with quantity, unit price, rate
 * and tax base, the VAT and the total, and how it was paid. Marked as the original.
 */
export function InvoiceDocument({ invoice, words: w, money, date }: Props) {
  const { seller, buyer } = invoice
  return (
    <article className="invoice" lang="bg" data-testid="invoice">
      <header className="invoice__head">
        <div>
          <h1 className="invoice__title">{w.title}</h1>
          <p className="invoice__original">{w.original}</p>
        </div>
        <dl className="invoice__facts">
          <div>
            <dt>{w.number}</dt>
            <dd className="invoice__number">{invoice.number}</dd>
          </div>
          <div>
            <dt>{w.issuedAt}</dt>
            <dd>{date(invoice.issuedAt)}</dd>
          </div>
          <div>
            <dt>{w.suppliedAt}</dt>
            <dd>{date(invoice.suppliedAt)}</dd>
          </div>
        </dl>
      </header>
      <div className="invoice__parties">
        <Party title={w.buyer!} words={w} party={buyer} manager={buyer.manager} />
        <Party title={w.seller!} words={w} party={seller} />
      </div>
      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">{w.position}</th>
            <th scope="col">{w.description}</th>
            <th scope="col">{w.quantity}</th>
            <th scope="col">{w.unitPrice}</th>
            <th scope="col">{w.vatRate}</th>
            <th scope="col">{w.lineBase}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never change
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{line.description}</td>
              <td className="invoice__amount">{line.quantity}</td>
              <td className="invoice__amount">{money(line.unitPrice)}</td>
              <td className="invoice__amount">{invoice.vatRate} %</td>
              <td className="invoice__amount">{money(line.base)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice__totals">
        <div>
          <dt>{w.taxBase}</dt>
          <dd>{money(invoice.base)}</dd>
        </div>
        <div>
          <dt>{w.vat}</dt>
          <dd>{money(invoice.vat)}</dd>
        </div>
        <div className="invoice__total">
          <dt>{w.total}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
      </dl>
      <dl className="invoice__payment">
        <div>
          <dt>{w.payment}</dt>
          <dd>{w.paymentType}</dd>
        </div>
        <div>
          <dt>{w.order}</dt>
          <dd>{invoice.orderId}</dd>
        </div>
      </dl>
    </article>
  )
}

type PartyDetails = { name: string; eik: string; vatNumber: string; address: string }

function Party(props: {
  title: string
  words: InvoiceWords
  party: PartyDetails
  manager?: string
}) {
  const { title, words: w, party, manager } = props
  return (
    <section className="invoice__party">
      <h2>{title}</h2>
      <p className="invoice__name">{party.name}</p>
      <dl className="invoice__party-facts">
        <div>
          <dt>{w.eik}</dt>
          <dd>{party.eik || '—'}</dd>
        </div>
        <div>
          <dt>{w.vatNumber}</dt>
          <dd>{party.vatNumber || '—'}</dd>
        </div>
        <div>
          <dt>{w.address}</dt>
          <dd>{party.address || '—'}</dd>
        </div>
        {manager !== undefined && (
          <div>
            <dt>{w.manager}</dt>
            <dd>{manager}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
