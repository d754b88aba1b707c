import type { Realtime } from "../../domain/realtime/channels";
import type { Logger } from "../../kernel/logger";

/** One browser's connection as the hub sees it: its id, what it joined, and how to send it a frame. */
export interface Member {
  socketId: string;
  channels: Map<string, { userId?: string; userInfo?: unknown }>;
  send(frame: string): void;
}

export type Published = { channels: string[]; event: string; data: unknown; exceptSocketId?: string };

/** Where published events go besides this process (Redis pub/sub when several processes serve the shop). */
export interface Bridge {
  /** hand a message to every process, this one included (it comes back through `onMessage`) */
  send(message: Published): Promise<void>;
  onMessage(deliver: (message: Published) => void): void;
  close(): Promise<void>;
}

/**
 * The built-in realtime server's channels (decision 031): who is in which channel in this
 * process, presence members, and delivery. `publish` goes through the bridge when there is one
 * (so a browser connected to another process hears it too), else straight to the local members.
 * The sender's own connection (`X-Socket-Id`) is left out.
 */
export class RealtimeHub implements Realtime {
  readonly members = new Map<string, Member>();
  private readonly channels = new Map<string, Set<Member>>();
  private bridge: Bridge | null = null;

  constructor(private readonly log?: Logger) {}

  bridgeWith(bridge: Bridge) {
    this.bridge = bridge;
    bridge.onMessage((m) => this.deliver(m));
  }

  async publish(message: Published): Promise<void> {
    if (this.bridge) {
      try {
        await this.bridge.send(message);
        return;
      } catch (err) {
        // Redis unreachable: this process's browsers still hear it
        this.log?.warn({ err }, "realtime bridge failed; delivering locally only");
      }
    }
    this.deliver(message);
  }

  /** Send to this process's members of the channels (each member once, the sender excepted). */
  deliver(message: Published): number {
    const data = typeof message.data === "string" ? message.data : JSON.stringify(message.data ?? {});
    let sent = 0;
    const done = new Set<Member>();
    for (const channel of message.channels) {
      const frame = JSON.stringify({ event: message.event, channel, data });
      for (const m of this.channels.get(channel) ?? []) {
        if (m.socketId === message.exceptSocketId || done.has(m)) continue;
        done.add(m);
        m.send(frame);
        sent++;
      }
    }
    return sent;
  }

  /** How many of this process's connections are in a channel. */
  listeners(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  connect(member: Member) {
    this.members.set(member.socketId, member);
  }

  /** Join a channel; for presence channels answers the members before this one joined. */
  join(member: Member, channel: string, presence?: { userId: string; userInfo: unknown }) {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    const alreadyThere = presence ? [...set].some((m) => m.channels.get(channel)?.userId === presence.userId) : false;
    set.add(member);
    member.channels.set(channel, presence ?? {});
    if (presence && !alreadyThere)
      this.toOthers(member, channel, "pusher_internal:member_added", { user_id: presence.userId, user_info: presence.userInfo });
  }

  leave(member: Member, channel: string) {
    const info = member.channels.get(channel);
    const set = this.channels.get(channel);
    member.channels.delete(channel);
    if (!set) return;
    set.delete(member);
    if (!set.size) this.channels.delete(channel);
    // a presence member leaves when its last connection does
    if (info?.userId && ![...set].some((m) => m.channels.get(channel)?.userId === info.userId))
      this.toOthers(member, channel, "pusher_internal:member_removed", { user_id: info.userId });
  }

  disconnect(member: Member) {
    for (const channel of [...member.channels.keys()]) this.leave(member, channel);
    this.members.delete(member.socketId);
  }

  /** A presence channel's members: ids, info by id, count. */
  presence(channel: string) {
    const hash: Record<string, unknown> = {};
    for (const m of this.channels.get(channel) ?? []) {
      const info = m.channels.get(channel);
      if (info?.userId) hash[info.userId] = info.userInfo ?? null;
    }
    const ids = Object.keys(hash);
    return { presence: { ids, hash, count: ids.length } };
  }

  /** A client event (`client-*`) from one member to the others of its channel (in this process; with a bridge, everywhere). */
  relay(from: Member, channel: string, event: string, data: unknown) {
    void this.publish({ channels: [channel], event, data, exceptSocketId: from.socketId });
  }

  private toOthers(from: Member, channel: string, event: string, data: unknown) {
    const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const m of this.channels.get(channel) ?? []) if (m !== from) m.send(frame);
  }
}
