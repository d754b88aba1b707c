import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { notifications } from "../../db/schema";
import { accountOverview } from "../../domain/accounts/dashboard";
import type { Ctx } from "../../domain/context";
import { notifyUser } from "../../domain/notifications/notify";
import { listNotifications } from "../../domain/notifications/user-notifications";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** A signed-in user's notifications: their own only, paged, seen and removed one by one or all at once. */
describeOnDatabases("notifications", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;

  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  const db = () => database.db;
  const rowsOf = (userId: number) =>
    db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

  /** `count` notifications for a user, oldest first, a second apart so the order is certain. */
  async function notify(userId: number, count: number, label = "Note") {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const row = await notifyUser(db(), {
        userId,
        title: `${label} ${i + 1}`,
        details: `Details ${i + 1}`,
        url: i % 2 ? `/product/p-${i}` : undefined,
      });
      await db()
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })
        .where(eq(notifications.id, row.id));
      ids.push(row.id);
    }
    return ids;
  }

  /** Two users each with notifications, the first one signed in. */
  async function twoUsers() {
    const me = await signUp(app);
    const other = await signUp(app);
    const mine = await notify(me.userId, 3, "Mine");
    const theirs = await notify(other.userId, 2, "Theirs");
    return { me, other, mine, theirs };
  }

  it("lists the user's own notifications, newest first, ten a page, with the total and unseen counts", async () => {
    const { client, userId } = await signUp(app);
    const { userId: otherId } = await signUp(app);
    const ids = await notify(userId, 12);
    await notify(otherId, 3, "Other");
    await db()
      .update(notifications)
      .set({ seenAt: new Date() })
      .where(inArray(notifications.id, [ids[11], ids[0]]));

    const res = await client.request("/user-notification/all?page=1");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBeTruthy();
    const page = body.notifications;
    expect(page).toMatchObject({ total: 12, unseen: 10, per_page: 10, current_page: 1, last_page: 2 });
    expect(page.next_page_url).toMatch(/page=2$/);
    expect(page.data.map((n: { id: number }) => n.id)).toEqual(ids.slice(2).reverse());
    expect(page.data[0]).toEqual({
      id: ids[11],
      title: "Note 12",
      details: "Details 12",
      url: "/product/p-11",
      status: "seen",
      created_at: "2025-01-01T00:00:11.000Z",
    });
    expect(page.data[1]).toMatchObject({ id: ids[10], status: "unseen", url: null });

    const second = (await (await client.request("/user-notification/all?page=2")).json()).notifications;
    expect(second.data.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second.data[1].status).toBe("seen");
    expect(second.next_page_url).toBeNull();
    const beyond = (await (await client.request("/user-notification/all?page=9")).json()).notifications;
    expect(beyond.data).toEqual([]);
    // the page number follows the shop-wide rule (a whole number from 1, else the first page)
    for (const junk of ["abc", "2abc", "-3", "1.5", "0", ""]) {
      const answer = (await (await client.request(`/user-notification/all?page=${junk}`)).json()).notifications;
      expect(answer.current_page, junk).toBe(1);
      expect(answer.data[0].id, junk).toBe(ids[11]);
    }
  });

  it("notification/seen/{id} marks one as seen, once; another user's or an unknown id is 404 and changes nothing", async () => {
    const { me, other, mine, theirs } = await twoUsers();
    const res = await me.client.request(`/notification/seen/${mine[1]}`);
    expect(res.status).toBe(200);
    expect((await res.json()).notification).toMatchObject({ id: mine[1], title: "Mine 2", status: "seen" });
    const [seen] = await db().select().from(notifications).where(eq(notifications.id, mine[1]));
    expect(seen.seenAt).not.toBeNull();
    expect((await me.client.request(`/notification/seen/${mine[1]}`)).status).toBe(200);
    const [again] = await db().select().from(notifications).where(eq(notifications.id, mine[1]));
    expect(present(again.seenAt, "the time seen again").getTime()).toBe(present(seen.seenAt, "the time first seen").getTime());
    expect((await rowsOf(me.userId)).map((n) => n.seenAt !== null)).toEqual([false, true, false]);

    for (const id of [theirs[0], 99_999_999]) {
      const refused = await me.client.request(`/notification/seen/${id}`);
      expect(refused.status).toBe(404);
      expect((await refused.json()).error).toBe("Notification not found.");
    }
    expect((await me.client.request("/notification/seen/abc")).status).toBe(404);
    expect((await rowsOf(other.userId)).map((n) => n.seenAt)).toEqual([null, null]);
  });

  it("user-notification/seen-all marks all of the user's own as seen and nobody else's", async () => {
    const { me, other } = await twoUsers();
    const res = await me.client.request("/user-notification/seen-all");
    expect(res.status).toBe(200);
    expect((await res.json()).changed).toBe(3);
    expect((await rowsOf(me.userId)).every((n) => n.seenAt !== null)).toBe(true);
    expect((await rowsOf(other.userId)).map((n) => n.seenAt)).toEqual([null, null]);
    const list = (await (await me.client.request("/user-notification/all")).json()).notifications;
    expect(list.unseen).toBe(0);
    expect(list.data.map((n: { status: string }) => n.status)).toEqual(["seen", "seen", "seen"]);
  });

  it("notification/remove/{id} deletes the user's own; another user's id is 404 and the row stays", async () => {
    const { me, other, mine, theirs } = await twoUsers();
    const res = await me.client.request(`/notification/remove/${mine[0]}`);
    expect(res.status).toBe(200);
    expect((await rowsOf(me.userId)).map((n) => n.id)).toEqual([mine[1], mine[2]]);
    expect((await me.client.request(`/notification/remove/${mine[0]}`)).status).toBe(404);
    expect((await me.client.request(`/notification/remove/${theirs[1]}`)).status).toBe(404);
    expect((await rowsOf(other.userId)).map((n) => n.id)).toEqual(theirs);
    const list = (await (await me.client.request("/user-notification/all")).json()).notifications;
    expect(list.total).toBe(2);
  });

  it("a guest gets 401 on every notification call; without the token a change is 419 and changes nothing", async () => {
    const visitor = await guest(app);
    for (const url of ["/user-notification/all", "/user-notification/seen-all", "/notification/seen/1", "/notification/remove/1"]) {
      expect((await visitor.request(url)).status, url).toBe(401);
    }
    const { me, mine } = await twoUsers();
    for (const url of ["/user-notification/seen-all", `/notification/seen/${mine[0]}`, `/notification/remove/${mine[0]}`]) {
      expect((await me.client.request(url, { noToken: true })).status, url).toBe(419);
    }
    const rows = await rowsOf(me.userId);
    expect(rows.map((n) => [n.id, n.seenAt])).toEqual(mine.map((id) => [id, null]));
    expect(
      (
        await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, me.userId), eq(notifications.id, mine[0])))
      ).length,
    ).toBe(1);
  });
  it("the dashboard's latest notifications are the list's first five, in the same shape", async () => {
    const { userId } = await signUp(app);
    const ids = await notify(userId, 7);
    await db().update(notifications).set({ seenAt: new Date() }).where(eq(notifications.id, ids[6]));
    const overview = await accountOverview(ctx, { userId });
    const list = await listNotifications(ctx, { userId, page: 1 });
    expect(overview.latest_notifications).toEqual(list.data.slice(0, 5));
    expect(overview.latest_notifications[0]).toMatchObject({ id: ids[6], status: "seen" });
    expect(overview.counts.unseen_notifications).toBe(6);
  });
});
