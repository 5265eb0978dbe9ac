import type { GamePiece } from "@berea/contracts/games";

/**
 * The board of an order item (books in order, a verse's words): pieces are
 * tapped from the pool onto the answer line, taken back, or moved up and
 * down it. Pure, so each move is tested without a browser.
 */
export interface OrderBoard {
  /** Pieces not placed yet, in the order shown. */
  pool: GamePiece[];
  /** The answer so far, first to last. */
  placed: GamePiece[];
}

export const newBoard = (pieces: readonly GamePiece[]): OrderBoard => ({ pool: [...pieces], placed: [] });

/** Moves a piece from the pool to the end of the answer. */
export function place(board: OrderBoard, id: string): OrderBoard {
  const piece = board.pool.find((candidate) => candidate.id === id);
  if (!piece) return board;
  return { pool: board.pool.filter((candidate) => candidate.id !== id), placed: [...board.placed, piece] };
}

/** Takes a placed piece back to the pool, where it came from (the pool keeps the shown order). */
export function takeBack(board: OrderBoard, id: string, shown: readonly GamePiece[]): OrderBoard {
  const piece = board.placed.find((candidate) => candidate.id === id);
  if (!piece) return board;
  const pool = shown.filter((candidate) => candidate.id === id || board.pool.some((inPool) => inPool.id === candidate.id));
  return { pool, placed: board.placed.filter((candidate) => candidate.id !== id) };
}

/** Moves a placed piece one place earlier (-1) or later (+1); at either end nothing moves. */
export function move(board: OrderBoard, id: string, by: -1 | 1): OrderBoard {
  const from = board.placed.findIndex((candidate) => candidate.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= board.placed.length) return board;
  const placed = [...board.placed];
  [placed[from], placed[to]] = [placed[to] as GamePiece, placed[from] as GamePiece];
  return { ...board, placed };
}

/** Moves a placed piece to another place on the answer line (a drag and drop). */
export function moveTo(board: OrderBoard, id: string, index: number): OrderBoard {
  const piece = board.placed.find((candidate) => candidate.id === id);
  if (!piece) return board;
  const rest = board.placed.filter((candidate) => candidate.id !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return { ...board, placed: [...rest.slice(0, at), piece, ...rest.slice(at)] };
}

/** Every piece is placed: the answer can be checked. */
export const isComplete = (board: OrderBoard): boolean => board.pool.length === 0 && board.placed.length > 0;

/** The answer to send: the placed pieces' ids, in order. */
export const answerOf = (board: OrderBoard): string[] => board.placed.map((piece) => piece.id);

/**
 * Which places of an answer hold the right label, from the solution the
 * server sent back (words that repeat may be in either of their places).
 */
export const placesRight = (placed: readonly GamePiece[], solution: readonly string[]): boolean[] => placed.map((piece, index) => solution[index] === piece.label);

/** "1:05", "0:09": seconds left on the timer. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
