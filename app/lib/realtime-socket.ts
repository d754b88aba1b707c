/** This page's realtime connection id, sent as `X-Socket-Id` on calls so the server can leave this page out of what the call announces (spec section 9). */
let socketId: string | null = null;

export const realtimeSocketId = () => socketId;
export function setRealtimeSocketId(id: string | null) {
  socketId = id;
}
