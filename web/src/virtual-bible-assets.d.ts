declare module "virtual:bible-assets" {
  import type { BookMeta, TranslationId } from "@berea/contracts/bible";

  /** Site path under which every translation's chapter folder lives. */
  export const chapterAssetBase: string;
  /** Each translation's content-hashed folder, e.g. "kjv-3f9a1c2b0d". */
  export const chapterAssetFolders: Record<TranslationId, string>;
  /** The 66 books, in canonical order. */
  export const books: Omit<BookMeta, "order">[];
}
