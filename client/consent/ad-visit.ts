// Whether this visit has anything Google Ads could attribute: the page's address carries the id of an ad click, or
// Google's conversion cookie is there from an earlier consent (src/content/consent.ts). Only then is a visitor asked and
// only then does Google's tag load (docs/verhalten.md). Read from the address and the cookies as they are now; nothing
// is stored to remember it.
import { AD_CLICK_COOKIES, AD_CLICK_IDS } from '../../src/content/consent.ts';

export function cameFromAd(): boolean {
  const query = new URLSearchParams(location.search);
  if (AD_CLICK_IDS.some((id) => query.get(id))) return true;
  const cookies = document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim());
  return AD_CLICK_COOKIES.some((name) => cookies.includes(name));
}
