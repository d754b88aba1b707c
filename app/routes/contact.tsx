import { lazy, Suspense, useEffect, useState } from "react";
import { ContactForm } from "../components/contact/ContactForm";
import { Mail, MapPin, Phone } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/contact";

const ShopMap = lazy(() => import("../components/contact/ShopMap"));

export async function loader({ context }: Route.LoaderArgs) {
  return { contact: await context.blogs.contact() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ct_title", description: args.data?.contact.address });

/** The map area: the Leaflet map once the page runs, over a drawn area with the pin and address that stays when tiles cannot load. */
function MapArea({ address }: { address: string }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const s = state.settings_data;
  const [ready, setReady] = useState(false);
  const [offline, setOffline] = useState(false);
  useEffect(() => setReady(true), []);
  const lat = Number(s.latitude ?? 0);
  const lng = Number(s.longitude ?? 0);
  const tiles = String(s.map_tile_url ?? "");
  const fallback = (
    <div className="map-fallback absolute inset-0 grid place-items-center p-6 text-center" data-testid="map-fallback">
      <div className="max-w-xs rounded-xl bg-white/90 p-4 shadow-sm">
        <MapPin className="mx-auto size-8 text-primary" aria-hidden="true" />
        <p className="mt-2 font-semibold">{address}</p>
        <p className="mt-1 text-xs text-gray-500" dir="ltr">
          {lat.toFixed(4)}, {lng.toFixed(4)}
        </p>
        {offline && <p className="mt-2 text-sm text-gray-600">{t("ct_map_offline")}</p>}
      </div>
    </div>
  );
  return (
    <section
      className="relative h-72 overflow-hidden rounded-2xl border border-gray-200 bg-gray-100 sm:h-96"
      aria-label={t("ct_map_label")}
      data-testid="contact-map"
    >
      {fallback}
      {ready && tiles && !offline && (
        <Suspense fallback={null}>
          <div className="absolute inset-0" dir="ltr">
            <ShopMap
              tileUrl={tiles}
              attribution={String(s.map_tile_attribution ?? "")}
              center={{ lat, lng }}
              zoom={Number(s.zoom_level ?? 12)}
              label={t("ct_map_label")}
              onOffline={() => setOffline(true)}
            />
          </div>
        </Suspense>
      )}
    </section>
  );
}

/** `/contact`: the shop's contact details, its location on a map and the message form (`POST send-message`). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contact } = loaderData;
  const item = "flex items-start gap-3 rounded-xl bg-white p-4";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("ct_title")}</h1>
      <p className="mt-1 max-w-2xl text-gray-600">{t("ct_intro")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[340px_1fr]">
        <address className="space-y-3 not-italic" data-testid="contact-card">
          {(contact.phone || contact.optional_phone) && (
            <div className={item}>
              <Phone className="mt-0.5 size-5 text-primary" aria-hidden="true" />
              <div>
                <h2 className="text-sm font-semibold">{t("ct_phone")}</h2>
                {[contact.phone, contact.optional_phone].filter(Boolean).map((p) => (
                  <a key={p} href={`tel:${p.replace(/[^+\d]/g, "")}`} dir="ltr" className="block text-gray-700 hover:text-primary">
                    {p}
                  </a>
                ))}
              </div>
            </div>
          )}
          {(contact.email || contact.optional_email) && (
            <div className={item}>
              <Mail className="mt-0.5 size-5 text-primary" aria-hidden="true" />
              <div>
                <h2 className="text-sm font-semibold">{t("ct_email")}</h2>
                {[contact.email, contact.optional_email].filter(Boolean).map((e) => (
                  <a key={e} href={`mailto:${e}`} dir="ltr" className="block text-gray-700 hover:text-primary">
                    {e}
                  </a>
                ))}
              </div>
            </div>
          )}
          {contact.address && (
            <div className={item}>
              <MapPin className="mt-0.5 size-5 text-primary" aria-hidden="true" />
              <div>
                <h2 className="text-sm font-semibold">{t("ct_address")}</h2>
                <p className="text-gray-700">{contact.address}</p>
              </div>
            </div>
          )}
        </address>
        <MapArea address={contact.address} />
      </div>
      <ContactForm />
    </div>
  );
}
