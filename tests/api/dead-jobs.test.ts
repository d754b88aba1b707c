import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, mailOutbox } from "../../db/schema";
import { queueMail } from "../../domain/mail/mailer";
import { signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { makeTestApp, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The operator's look at the queue's dead letters (decision 035): listed without mail bodies, tried again on request. */
describeOnDatabases("dead jobs", { products: 3 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let smtpUp = false;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, {
      mailTransport: {
        sendMail: async () => {
          if (!smtpUp) throw new Error("421 try later");
        },
      },
    }));
  });

  it("a mail that failed for good is listed to an operator (heading only) and goes out when tried again; others get 404", async () => {
    const to = `dead-${Date.now()}@example.com`;
    await queueMail(database.db, { to, subject: "Your code", text: "secret link /reset/abc" });
    await testBackground.idle();
    const [dead] = await database.db.select().from(jobs).where(eq(jobs.state, "dead"));
    expect(dead).toMatchObject({ kind: "mail", attempts: 8, lastError: "421 try later" });

    const admin = await signedIn(app, "admin@example.com", "admin123");
    const listed = await call(admin, "/admin/jobs/list?state=dead");
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((j: { id: number }) => j.id === dead.id);
    expect(row).toMatchObject({
      kind: "mail",
      state: "dead",
      attempts: 8,
      last_error: "421 try later",
      about: { to, subject: "Your code" },
    });
    expect(JSON.stringify(listed.body)).not.toContain("/reset/");
    expect((await call(admin, "/admin/jobs/list?state=sleeping")).status).toBe(422);

    const { client: customer } = await signUp(app);
    expect((await call(customer, "/admin/jobs/list")).status).toBe(404);
    expect((await call(customer, `/admin/jobs/${dead.id}/retry`, {})).status).toBe(404);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, dead.id)))[0].state).toBe("dead");

    smtpUp = true;
    const retried = await call(admin, `/admin/jobs/${dead.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.job).toMatchObject({ state: "queued", attempts: 0 });
    expect(retried.body.success).toEqual(expect.any(String));
    await testBackground.idle();
    expect((await database.db.select().from(jobs).where(eq(jobs.id, dead.id)))[0]).toMatchObject({ state: "done", attempts: 1 });
    const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(sent.map((m) => m.status)).toEqual(["failed", "sent"]);
    // only a dead job can be tried again
    expect((await call(admin, `/admin/jobs/${dead.id}/retry`, {})).status).toBe(404);
  });
});
