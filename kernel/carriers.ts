/**
 * The carriers a parcel may go with (issue 38 item 5, decision 077): each with the form its
 * tracking numbers take and the page that follows one (`{number}` is replaced). The local
 * courier and "other" have no page; their numbers are any short code, and may be left out.
 */
export interface Carrier {
  code: string;
  /** the brand as written everywhere (null: the name is a UI string, `carrier_<code>`) */
  brand: string | null;
  /** the tracking number's form, on the number upper-cased without spaces and dashes */
  number: RegExp;
  /** the tracking page; null: no link */
  trackingUrl: string | null;
  /** whether a parcel with this carrier needs a tracking number */
  needsNumber: boolean;
}

const ANY_CODE = /^[A-Z0-9]{3,40}$/;

export const CARRIERS: readonly Carrier[] = [
  {
    code: "dhl",
    brand: "DHL",
    // express waybills (10 digits), eCommerce (JJD…, JVGL…) and postal (S10: two letters, nine digits, two letters)
    number: /^(?:\d{10}|JJD\d{10,20}|JVGL\d{10,20}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    trackingUrl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}",
    needsNumber: true,
  },
  { code: "ups", brand: "UPS", number: /^1Z[0-9A-Z]{16}$/, trackingUrl: "https://www.ups.com/track?tracknum={number}", needsNumber: true },
  {
    code: "fedex",
    brand: "FedEx",
    number: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
    trackingUrl: "https://www.fedex.com/fedextrack/?trknbr={number}",
    needsNumber: true,
  },
  {
    code: "postnl",
    brand: "PostNL",
    number: /^(?:3S[A-Z0-9]{11,13}|[A-Z]{2}\d{9}NL)$/,
    trackingUrl: "https://postnl.nl/tracktrace/?B={number}",
    needsNumber: true,
  },
  {
    code: "iran_post",
    brand: null,
    // the 24-digit domestic barcode (20 on older labels) or an international S10 number
    number: /^(?:\d{20}|\d{24}|[A-Z]{2}\d{9}IR)$/,
    trackingUrl: "https://tracking.post.ir/?id={number}",
    needsNumber: true,
  },
  { code: "tipax", brand: null, number: /^\d{8,20}$/, trackingUrl: "https://tipaxco.com/tracking?id={number}", needsNumber: true },
  { code: "local_courier", brand: null, number: ANY_CODE, trackingUrl: null, needsNumber: false },
  { code: "other", brand: null, number: ANY_CODE, trackingUrl: null, needsNumber: false },
];

export const CARRIER_CODES = CARRIERS.map((c) => c.code);

export const carrierOf = (code: string): Carrier | undefined => CARRIERS.find((c) => c.code === code);

/** A tracking number as it is kept and compared: upper case, without spaces, dashes and dots. */
export const normaliseTrackingNumber = (raw: string): string =>
  raw
    .trim()
    .toUpperCase()
    .replace(/[\s.\-_/]/g, "");

/** The page that follows this parcel, or null (a carrier without one, or no number). */
export function trackingLink(code: string, trackingNumber: string): string | null {
  const carrier = carrierOf(code);
  if (!carrier?.trackingUrl || !trackingNumber) return null;
  return carrier.trackingUrl.replace("{number}", encodeURIComponent(trackingNumber));
}
