/**
 * The 66 books of the Protestant canon in order, with their OSIS ids (the ids
 * SWORD and bible-passage-reference-parser use) and common abbreviations.
 *
 * Names come from the modules at build time (the `x-usfm-h` heading of each
 * book: English from the KJV, Spanish from the RV1909). The abbreviations
 * here are the usual ones in English (SBL style and the short forms people
 * type) and in Spanish (as printed in Reina-Valera editions); the build adds
 * the KJV module's own `x-usfm-toc3` code when it is not already listed.
 */

export interface BookDef {
  id: string;
  testament: "OT" | "NT";
  abbreviations: { en: string[]; es: string[] };
}

const ot = (id: string, en: string[], es: string[]): BookDef => ({ id, testament: "OT", abbreviations: { en, es } });
const nt = (id: string, en: string[], es: string[]): BookDef => ({ id, testament: "NT", abbreviations: { en, es } });

export const BOOKS: readonly BookDef[] = [
  ot("Gen", ["Gen", "Ge", "Gn"], ["Gén", "Gn", "Gen"]),
  ot("Exod", ["Exod", "Ex", "Exo"], ["Éx", "Ex", "Éxo"]),
  ot("Lev", ["Lev", "Le", "Lv"], ["Lv", "Lev"]),
  ot("Num", ["Num", "Nu", "Nm", "Nb"], ["Nm", "Núm", "Num"]),
  ot("Deut", ["Deut", "Dt", "De"], ["Dt", "Deut"]),
  ot("Josh", ["Josh", "Jos", "Jsh"], ["Jos"]),
  ot("Judg", ["Judg", "Jdg", "Jg", "Jdgs"], ["Jue", "Jc"]),
  ot("Ruth", ["Ruth", "Rth", "Ru"], ["Rt", "Rut"]),
  ot("1Sam", ["1 Sam", "1 Sa", "1 S", "1Sam"], ["1 S", "1 Sam", "1Sam"]),
  ot("2Sam", ["2 Sam", "2 Sa", "2 S", "2Sam"], ["2 S", "2 Sam", "2Sam"]),
  ot("1Kgs", ["1 Kgs", "1 Ki", "1 K", "1Kgs"], ["1 R", "1 Re", "1 Rey"]),
  ot("2Kgs", ["2 Kgs", "2 Ki", "2 K", "2Kgs"], ["2 R", "2 Re", "2 Rey"]),
  ot("1Chr", ["1 Chr", "1 Ch", "1 Chron", "1Chr"], ["1 Cr", "1 Cró", "1 Crón"]),
  ot("2Chr", ["2 Chr", "2 Ch", "2 Chron", "2Chr"], ["2 Cr", "2 Cró", "2 Crón"]),
  ot("Ezra", ["Ezra", "Ezr"], ["Esd"]),
  ot("Neh", ["Neh", "Ne"], ["Neh", "Ne"]),
  ot("Esth", ["Esth", "Est", "Es"], ["Est"]),
  ot("Job", ["Job", "Jb"], ["Job"]),
  ot("Ps", ["Ps", "Psa", "Psalm", "Pss"], ["Sal", "Sl"]),
  ot("Prov", ["Prov", "Pr", "Prv"], ["Pr", "Prov"]),
  ot("Eccl", ["Eccl", "Ecc", "Qoh"], ["Ec", "Ecl"]),
  ot("Song", ["Song", "Sg", "SS", "Cant"], ["Cnt", "Cant"]),
  ot("Isa", ["Isa", "Is"], ["Is", "Isa"]),
  ot("Jer", ["Jer", "Je", "Jr"], ["Jer", "Jr"]),
  ot("Lam", ["Lam", "La"], ["Lm", "Lam"]),
  ot("Ezek", ["Ezek", "Eze", "Ezk"], ["Ez", "Eze", "Ezeq"]),
  ot("Dan", ["Dan", "Da", "Dn"], ["Dn", "Dan"]),
  ot("Hos", ["Hos", "Ho"], ["Os"]),
  ot("Joel", ["Joel", "Jl"], ["Jl"]),
  ot("Amos", ["Amos", "Am"], ["Am"]),
  ot("Obad", ["Obad", "Ob"], ["Abd"]),
  ot("Jonah", ["Jonah", "Jon", "Jnh"], ["Jon"]),
  ot("Mic", ["Mic", "Mc"], ["Miq"]),
  ot("Nah", ["Nah", "Na"], ["Nah", "Na"]),
  ot("Hab", ["Hab", "Hb"], ["Hab", "Ha"]),
  ot("Zeph", ["Zeph", "Zep", "Zp"], ["Sof"]),
  ot("Hag", ["Hag", "Hg"], ["Hag", "Ag"]),
  ot("Zech", ["Zech", "Zec", "Zc"], ["Zac"]),
  ot("Mal", ["Mal", "Ml"], ["Mal"]),
  nt("Matt", ["Matt", "Mt"], ["Mt", "Mat"]),
  nt("Mark", ["Mark", "Mk", "Mrk"], ["Mr", "Mc", "Mar"]),
  nt("Luke", ["Luke", "Lk", "Luk"], ["Lc", "Luc"]),
  nt("John", ["John", "Jn", "Jhn"], ["Jn", "Juan"]),
  nt("Acts", ["Acts", "Ac"], ["Hch", "Hech"]),
  nt("Rom", ["Rom", "Ro", "Rm"], ["Ro", "Rom"]),
  nt("1Cor", ["1 Cor", "1 Co", "1Cor"], ["1 Co", "1 Cor"]),
  nt("2Cor", ["2 Cor", "2 Co", "2Cor"], ["2 Co", "2 Cor"]),
  nt("Gal", ["Gal", "Ga"], ["Gá", "Gal"]),
  nt("Eph", ["Eph", "Ephes"], ["Ef"]),
  nt("Phil", ["Phil", "Php", "Pp"], ["Fil", "Flp"]),
  nt("Col", ["Col"], ["Col"]),
  nt("1Thess", ["1 Thess", "1 Th", "1Thess"], ["1 Ts", "1 Tes"]),
  nt("2Thess", ["2 Thess", "2 Th", "2Thess"], ["2 Ts", "2 Tes"]),
  nt("1Tim", ["1 Tim", "1 Ti", "1Tim"], ["1 Ti", "1 Tim"]),
  nt("2Tim", ["2 Tim", "2 Ti", "2Tim"], ["2 Ti", "2 Tim"]),
  nt("Titus", ["Titus", "Tit"], ["Tit"]),
  nt("Phlm", ["Phlm", "Philem", "Phm"], ["Flm", "Filem"]),
  nt("Heb", ["Heb"], ["He", "Heb"]),
  nt("Jas", ["Jas", "Jm"], ["Stg", "Sant"]),
  nt("1Pet", ["1 Pet", "1 Pe", "1 Pt", "1Pet"], ["1 P", "1 Pe", "1 Ped"]),
  nt("2Pet", ["2 Pet", "2 Pe", "2 Pt", "2Pet"], ["2 P", "2 Pe", "2 Ped"]),
  nt("1John", ["1 John", "1 Jn", "1Jn"], ["1 Jn", "1 Juan"]),
  nt("2John", ["2 John", "2 Jn", "2Jn"], ["2 Jn", "2 Juan"]),
  nt("3John", ["3 John", "3 Jn", "3Jn"], ["3 Jn", "3 Juan"]),
  nt("Jude", ["Jude", "Jud"], ["Jud", "Judas"]),
  nt("Rev", ["Rev", "Re", "Rv"], ["Ap", "Apoc"]),
];

/** The WEB module's deuterocanonical books (NRSVA order), left out of the 66-book output. */
export const WEB_DEUTEROCANON: readonly string[] = [
  "Tob", "Jdt", "EsthGr", "Wis", "Sir", "Bar", "1Macc", "2Macc", "1Esd", "PrMan", "AddPs", "3Macc", "2Esd", "4Macc",
];
