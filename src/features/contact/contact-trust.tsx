/** Three facts under the form that tell a first-time visitor who will read the message. */
import { contactTexts } from './contact-texts';

/** The firm's track record in one row (stacked on phones). */
export function ContactTrust() {
  const { trust } = contactTexts;
  return (
    <dl className="render-near-screen grid gap-4 sm:grid-cols-3 [--near-screen-estimate:18rem] sm:[--near-screen-estimate:7rem]">
      {trust.map((item) => (
        <div key={item.value} className="flex flex-col gap-1 rounded-xl border border-navy-100 bg-white/70 px-5 py-4">
          <dt className="text-sm leading-5 text-muted">{item.label}</dt>
          <dd className="order-first text-xl font-semibold tracking-tight text-navy-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
