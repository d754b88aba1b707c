import type { Hono } from "hono";
import { activeLanguages } from "../../domain/locale/reference";
import { receiveSandboxWebhook } from "../../domain/payments/sandbox";
import { pressSandboxButton, SANDBOX_ACTIONS, type SandboxAction, sandboxCheckoutPage } from "../../domain/payments/sandbox-provider";
import { receiveStripeWebhook } from "../../domain/payments/stripe";
import { loadSettings } from "../../domain/settings/load-settings";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { paymentsOf, syncStoredStripeKeys } from "../payment-config";
import { renderSandboxPage } from "../sandbox-page";
import type { AppServices } from "../services";
import { textParam } from "./route";

/**
 * The gateways' side: the sandbox provider's hosted page and buttons (a pretend third party),
 * and the webhooks of the sandbox and of Stripe. Webhooks carry no CSRF token: their
 * signature over the raw body is what is checked, before anything changes.
 */
export function gatewayRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const sandboxOn = () => {
    if (!paymentsOf(services).sandbox) throw new NotFoundError();
  };

  app.get("/sandbox-gateway/:ref", async (c) => {
    sandboxOn();
    const page = await sandboxCheckoutPage(ctx, textParam(c, "ref"));
    const languages = await activeLanguages(ctx);
    const language = languages.find((l) => l.code === c.req.query("lang")) ?? languages.find((l) => l.code === page.locale) ?? languages[0];
    c.header("Cache-Control", "no-store");
    return c.html(
      renderSandboxPage({
        ...page,
        locale: language?.code ?? "en",
        dir: language?.direction ?? "ltr",
        action: `${env.APP_PATH}/sandbox-gateway/${encodeURIComponent(page.ref)}`,
        backUrl: `${env.APP_PATH}${page.backPath}`,
      }),
    );
  });

  app.post("/sandbox-gateway/:ref", async (c) => {
    sandboxOn();
    const ref = textParam(c, "ref");
    const form = await readBody(c);
    const action = String(form.action ?? "");
    if (!(action in SANDBOX_ACTIONS)) throw new NotFoundError("pay_session_not_found");
    try {
      const { returnUrl } = await pressSandboxButton(ctx, {
        ref,
        action: action as SandboxAction,
        formToken: form.token,
        deliver: (rawBody, signature) => receiveSandboxWebhook(ctx, { rawBody, signature }),
      });
      return c.redirect(returnUrl, 303);
    } catch (err) {
      // a session already paid, cancelled or expired: the page says so
      if (err instanceof ConflictError) return c.redirect(`${env.APP_PATH}/sandbox-gateway/${encodeURIComponent(ref)}`, 303);
      throw err;
    }
  });

  app.post("/payments/sandbox/webhook", async (c) => {
    sandboxOn();
    const applied = await receiveSandboxWebhook(ctx, { rawBody: await c.req.text(), signature: c.req.header("sandbox-signature") });
    return c.json({ received: true, duplicate: applied.duplicate });
  });

  app.post("/payments/stripe/webhook", async (c) => {
    syncStoredStripeKeys(services, await loadSettings(ctx));
    const stripe = paymentsOf(services).stripe;
    if (!stripe) throw new NotFoundError();
    const result = await receiveStripeWebhook(ctx, stripe, { rawBody: await c.req.text(), signature: c.req.header("stripe-signature") });
    return c.json("ignored" in result ? { received: true, ignored: true } : { received: true, duplicate: result.duplicate });
  });
}
