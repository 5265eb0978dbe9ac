/**
 * A page that is the same for every visitor (a chapter's, a held page): the
 * CDN keeps it for a day, the browser asks again each time (its ETag makes
 * that a 304). Hosting empties its cache on every deploy, so a kept page
 * never names scripts an older build had.
 */
export const sharedPageCacheControl = "public, max-age=0, s-maxage=86400";
