// What a checkout URL names (v2 `/session/<id>[/pay]` or legacy `/legacy/<storeId>/checkout[/pay]?session=<id>`):
// the session and its shop (null when the URL does not fit the shop's checkout), whether it is the Pay post, and
// the action its form posts to.
import type { SessionRecord, ShopRecord } from '../state/types.ts';

export interface Target {
  session: SessionRecord | null;
  shop: ShopRecord | null;
  pay: boolean;
  action: string;
  sessionId: string;
}
