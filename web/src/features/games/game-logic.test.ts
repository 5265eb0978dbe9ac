import { describe, expect, it } from "vitest";
import { answerOf, clock, isComplete, move, moveTo, newBoard, place, placesRight, takeBack } from "./game-logic.ts";

const books = [
  { id: "p0", label: "Ruth" },
  { id: "p1", label: "Genesis" },
  { id: "p2", label: "Judges" },
  { id: "p3", label: "Exodus" },
];

describe("books in order: building the answer", () => {
  it("places tapped books in the order tapped, and is complete once all are placed", () => {
    let board = newBoard(books);
    for (const id of ["p1", "p3", "p2"]) board = place(board, id);
    expect(isComplete(board)).toBe(false);
    board = place(board, "p0");
    expect(isComplete(board)).toBe(true);
    expect(board.placed.map((piece) => piece.label)).toEqual(["Genesis", "Exodus", "Judges", "Ruth"]);
    expect(answerOf(board)).toEqual(["p1", "p3", "p2", "p0"]);
  });

  it("takes a book back to its place in the pool, and moves placed books up and down, never past the ends", () => {
    let board = newBoard(books);
    for (const id of ["p1", "p0", "p3"]) board = place(board, id);
    board = takeBack(board, "p0", books);
    expect(board.pool.map((piece) => piece.label)).toEqual(["Ruth", "Judges"]);
    board = place(board, "p0");
    board = move(board, "p0", -1);
    expect(board.placed.map((piece) => piece.label)).toEqual(["Genesis", "Ruth", "Exodus"]);
    expect(move(board, "p1", -1)).toBe(board);
    expect(moveTo(board, "p1", 9).placed.map((piece) => piece.label)).toEqual(["Ruth", "Exodus", "Genesis"]);
  });

  it("marks each place right or wrong against the solution", () => {
    let board = newBoard(books);
    for (const id of ["p1", "p3", "p0", "p2"]) board = place(board, id);
    expect(placesRight(board.placed, ["Genesis", "Exodus", "Judges", "Ruth"])).toEqual([true, true, false, false]);
  });
});

describe("verse scramble: the words back in order", () => {
  const words = ["loved", "God", "For", "so"].map((label, index) => ({ id: `p${index}`, label }));

  it("reads right when the words make the verse, whichever of two same words is where", () => {
    const twice = [...words, { id: "p4", label: "so" }];
    let board = newBoard(twice);
    for (const id of ["p2", "p1", "p4", "p0", "p3"]) board = place(board, id);
    expect(placesRight(board.placed, ["For", "God", "so", "loved", "so"])).toEqual([true, true, true, true, true]);
  });

  it("counts the seconds left as minutes and seconds", () => {
    expect([clock(65), clock(9), clock(0.2), clock(-3)]).toEqual(["1:05", "0:09", "0:01", "0:00"]);
  });
});
