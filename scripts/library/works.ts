/**
 * The library's books: the public-domain works Berea builds from Debian's
 * SWORD packages, and a few well-known books listed in the catalogue that
 * cannot be read here. Titles, authors and descriptions are ours; the text
 * of the readable works comes from the modules (scripts/library/build.ts).
 */

export type WorkKind = "commentary-by-book" | "psalms" | "dictionary";

/** What every book's catalogue card says, readable here or not. */
export interface CatalogueCard {
  id: string;
  title: string;
  author: string;
  /** The author's dates or the work's, as a reader would want them on the catalogue card. */
  published: string;
  category: string;
  description: string;
}

export interface SwordWork extends CatalogueCard {
  module: string;
  pkg: string;
  kind: WorkKind;
  /** For a work included in part: the chapters (psalms) included, first and last. */
  range?: { first: number; last: number; label: string };
}

export interface CatalogueOnlyWork extends CatalogueCard {
  note: string;
}

export const SWORD_WORKS: readonly SwordWork[] = [
  {
    id: "henry-concise-commentary",
    module: "MHCC",
    pkg: "sword-comm-mhcc",
    kind: "commentary-by-book",
    title: "Matthew Henry’s Concise Commentary",
    author: "Matthew Henry",
    published: "Abridged from his Exposition (1706–1714)",
    category: "Commentary",
    description:
      "A warm, plain-spoken walk through every book of the Bible, from Genesis to Revelation. Henry takes a few verses at a time, says what they mean and then turns them toward prayer and daily life. This is the one-volume abridgement of his larger Exposition. Each Bible book is a chapter here; the longest books are divided into groups of chapters.",
  },
  {
    id: "treasury-of-david",
    module: "TDavid",
    pkg: "sword-comm-tdavid",
    kind: "psalms",
    title: "The Treasury of David",
    author: "C. H. Spurgeon",
    published: "1869–1885",
    category: "Commentary",
    description:
      "Spurgeon spent twenty years on the Psalms. This is the first part of that work: Book One of the Psalter, Psalms 1 to 41, with his preface. For each psalm there is Spurgeon’s own exposition verse by verse, a gathering of comments from older writers he admired, and brief outlines for preachers. The whole work fills seven volumes; Berea carries this first section complete.",
    range: { first: 1, last: 41, label: "Psalms 1–41" },
  },
  {
    id: "scofield-reference-notes",
    module: "Scofield",
    pkg: "sword-comm-scofield",
    kind: "commentary-by-book",
    title: "Scofield Reference Notes",
    author: "C. I. Scofield",
    published: "1917 edition",
    category: "Study notes",
    description:
      "The study notes of the 1917 Scofield Reference Bible, without the Bible text they were printed beside. Each book opens with Scofield’s introduction, followed by short notes on particular words and verses and the chains of cross-references the edition was known for. Scofield reads the Bible as a dispensationalist, one school of interpretation among several, and these notes are best read with that in mind.",
  },
  {
    id: "naves-topical-bible",
    module: "Nave",
    pkg: "sword-dict-naves",
    kind: "dictionary",
    title: "Nave’s Topical Bible",
    author: "Orville J. Nave",
    published: "Around 1900",
    category: "Reference",
    description:
      "More than five thousand subjects, from Aaron to the Zuzims, each followed by the places in Scripture that speak of it, sorted under narrower headings. An army chaplain compiled it over fourteen years of study. It is a tool for following a theme through the whole Bible more than a book to read straight through, and it is arranged here letter by letter.",
  },
];

const notPackaged = "Not available to read in Berea: it is in the public domain, but no Debian SWORD package carries it.";
const inCopyright = "Not available to read in Berea: it is still under copyright.";

export const CATALOGUE_ONLY: readonly CatalogueOnlyWork[] = [
  {
    id: "confessions",
    title: "Confessions",
    author: "Augustine of Hippo",
    published: "About 400",
    category: "Spiritual classic",
    description:
      "Augustine tells the story of his restless youth, his search through philosophy and pleasure, and his conversion in a garden in Milan, all of it addressed to God as one long prayer. One of the first autobiographies in the West, and still among the most honest books about desire and grace.",
    note: notPackaged,
  },
  {
    id: "pilgrims-progress",
    title: "The Pilgrim’s Progress",
    author: "John Bunyan",
    published: "1678",
    category: "Allegory",
    description:
      "Begun in a prison cell, Bunyan’s allegory follows Christian from the City of Destruction to the Celestial City, by way of the Slough of Despond, Vanity Fair and the Valley of the Shadow of Death. For generations it was the book found in English homes beside the Bible.",
    note: notPackaged,
  },
  {
    id: "imitation-of-christ",
    title: "The Imitation of Christ",
    author: "Thomas à Kempis",
    published: "About 1420",
    category: "Spiritual classic",
    description:
      "Short chapters of counsel on humility, inward peace and the love of Jesus, from a monk of the Low Countries. Its sayings are brief on purpose: they are meant to be read slowly, a few at a time, and carried through the day.",
    note: notPackaged,
  },
  {
    id: "practice-of-the-presence-of-god",
    title: "The Practice of the Presence of God",
    author: "Brother Lawrence",
    published: "1692",
    category: "Prayer",
    description:
      "Conversations and letters of a lay brother who spent years in a Paris monastery kitchen and learned to pray among the pots and pans. A small book about turning ordinary work into an unbroken conversation with God.",
    note: notPackaged,
  },
  {
    id: "on-the-incarnation",
    title: "On the Incarnation",
    author: "Athanasius of Alexandria",
    published: "Fourth century",
    category: "Theology",
    description:
      "A short and lucid account of why the Word of God became a man: to renew the image of God in people and to overcome death from within. Written by the bishop who later stood almost alone for the faith of Nicaea.",
    note: notPackaged,
  },
  {
    id: "cost-of-discipleship",
    title: "The Cost of Discipleship",
    author: "Dietrich Bonhoeffer",
    published: "1937",
    category: "Christian living",
    description:
      "Bonhoeffer’s contrast of cheap grace with costly grace, written for a German church that was making its peace with the Nazi state. Through the Sermon on the Mount it asks what following Jesus means when obedience is expensive.",
    note: inCopyright,
  },
  {
    id: "mere-christianity",
    title: "Mere Christianity",
    author: "C. S. Lewis",
    published: "1952",
    category: "Apologetics",
    description:
      "Lewis’s wartime radio talks gathered into one book: an argument for belief in God, and a plain account of the faith that Christians of most churches hold in common, told with everyday comparisons instead of technical terms.",
    note: inCopyright,
  },
];
