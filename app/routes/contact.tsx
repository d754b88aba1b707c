import { lazy, Suspense, useEffect, useState } from "react";
import { z } from "zod";
import { Mail, MapPin, Phone } from "../components/ui/icon-set";
import { FormError, SubmitButton, TextField } from "../components/ui/FormField";
import { useTranslation } from "../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../lib/use-shop-form";
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

/** What the message form holds; the server checks it (its messages go beside the fields). */
const MessageInput = z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() });
const blank = { name: "", email: "", subject: "", message: "" };

/** `/contact`: the shop's contact details, its location on a map and the message form (`POST send-message`). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contact } = loaderData;
  const { form, send } = useShopForm(MessageInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    if (await send("send-message", values, { loud: true, placeError: formErrorAbove })) form.reset(blank);
  });
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
      <section className="mt-8 max-w-3xl rounded-2xl bg-white p-5 sm:p-6" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
          {t("ct_form_title")}
        </h2>
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="contact-form">
          <FormError message={errors.form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.register("name")}
              label={t("ct_field_name")}
              autoComplete="name"
              maxLength={100}
              error={errors.name}
              required
            />
            <TextField
              {...form.register("email")}
              type="email"
              label={t("ct_field_email")}
              autoComplete="email"
              error={errors.email}
              required
            />
          </div>
          <TextField {...form.register("subject")} label={t("ct_field_subject")} maxLength={150} error={errors.subject} required />
          <div className="space-y-1.5">
            <label htmlFor="contact-message" className="block text-sm font-medium text-gray-700">
              {t("ct_field_message")}
            </label>
            <textarea
              id="contact-message"
              {...form.register("message")}
              rows={6}
              maxLength={3000}
              dir="auto"
              required
              aria-invalid={!!errors.message}
              aria-describedby={errors.message ? "contact-message-error" : undefined}
              className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm ${errors.message ? "border-red-400" : "border-gray-300"}`}
            />
            {errors.message && (
              <p id="contact-message-error" className="text-sm text-red-600" role="alert">
                {errors.message}
              </p>
            )}
          </div>
          <SubmitButton busy={form.formState.isSubmitting}>{t("ct_send")}</SubmitButton>
        </form>
      </section>
    </div>
  );
}
