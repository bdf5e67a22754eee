// Types for libsudoku's JavaScript API (sudoku.js).

/** 81 characters, row by row: "1"-"9" for digits, "." or "0" for empty cells. */
export type Board = string;

export type Level = "any" | "beginner" | "easy" | "medium" | "hard" | "expert" | "extreme";

export type Symmetry = "none" | "rotational180" | "rotational90" | "mirror" | "diagonal";

/** A seed: a bigint from 0 to 2^64 - 1, or a non-negative safe integer. */
export type Seed = bigint | number;

/** A status of the library that is not a result. */
export class SudokuError extends Error {
  /** The C constant's name, for example "SUDOKU_NO_SOLUTION". */
  readonly status: string;
  constructor(status: string, message: string);
}

/** What `validate` found: `valid`, or the first problem of the board. */
export interface Validation {
  valid: boolean;
  /** "SUDOKU_OK", "SUDOKU_ERR_INVALID_BYTE" or "SUDOKU_ERR_DUPLICATE_GIVEN". */
  status: string;
  message: string;
  /** The offending cell (0-80): the lowest bad character, or the later repeated given; -1 if valid. */
  cell: number;
  /** For a repeated given, the earlier cell with the same digit; otherwise -1. */
  otherCell: number;
  /** For a repeated given, the digit; for a bad character, its code (0-255); otherwise -1. */
  value: number;
  /** For a repeated given, the house the two cells share; otherwise null. */
  unit: "row" | "column" | "box" | null;
  /** For a repeated given, which row, column or box (0-8); otherwise -1. */
  unitIndex: number;
}

export interface CellDigits {
  cell: number;
  digits: number[];
}

/** The simplest next step, as the library names and explains it. */
export interface Hint {
  /** The technique's name, for example "Hidden single". */
  technique: string;
  /** The digits the step is about. */
  digits: number[];
  /** The houses the step reasons in (index 0-8). */
  houses: { kind: "row" | "column" | "box"; index: number }[];
  /** The cells whose candidates justify the step (0-80, row by row). */
  cells: number[];
  /** Those cells with their candidates that justify the step. */
  pattern: CellDigits[];
  /** The candidates the step removes. */
  eliminations: CellDigits[];
  /** The digits the step places. */
  placements: { cell: number; digit: number }[];
  /** A chain's nodes in order (empty for a step without a chain). */
  chain: { cell: number; digit: number }[];
  /** The library's one-line explanation, for example "Naked single: r5c5 can only be 5". */
  description: string;
}

export interface Rating {
  level: Exclude<Level, "any">;
  /** The sum of each step's score: higher is harder. */
  score: number;
  /** The hardest technique used; null for a full board. */
  hardest: string | null;
  /** The steps of each technique used, by name. */
  steps: Record<string, number>;
}

export interface GenerateOptions {
  /** The lowest level the puzzle may rate at; "any" by default. */
  level?: Level;
  /** The highest level, not below `level`; "any" for `level` itself. */
  maxLevel?: Level;
  /** "none" by default. */
  symmetry?: Symmetry;
  /** No given can go without losing uniqueness; true by default. */
  minimal?: boolean;
  /** The most tries before SUDOKU_LIMIT_REACHED; 0 (the default) for the library's default. */
  maxTries?: number;
}

export interface Sudoku {
  /** The library's version, for example "0.1.0". */
  readonly version: string;
  /** The instance's memory in bytes; no call grows it. */
  readonly memoryBytes: number;
  /** The first solution; throws SUDOKU_NO_SOLUTION when there is none. */
  solve(board: Board): Board;
  /** The solution; throws SUDOKU_NO_SOLUTION or SUDOKU_MULTIPLE_SOLUTIONS unless there is exactly one. */
  solveUnique(board: Board): Board;
  /** The number of solutions, counted up to `limit` (1 to 2^32 - 1; 2 by default). */
  countSolutions(board: Board, limit?: number): number;
  /** Checks the characters and givens without searching. */
  validate(board: Board): Validation;
  /** Each cell's candidates as the givens allow them: bit d - 1 for digit d. */
  candidates(board: Board): Uint16Array;
  /**
   * The simplest next step, with the player's 81 pencil-mark masks taken as done when given; null for a full board.
   * With `givens`, the puzzle `board` was played from, its other digits count as the player's (avoidable rectangles
   * need this); throws SUDOKU_ERR_ARGUMENT when `board` does not keep every given.
   */
  hint(board: Board, marks?: ArrayLike<number> | null, givens?: Board): Hint | null;
  /** How hard the puzzle is. */
  rate(board: Board): Rating;
  /** A puzzle with one solution, the same for the same seed and options on every platform. */
  generate(seed: Seed, options?: GenerateOptions): Board;
  /** A solved grid, the same for the same seed on every platform. */
  generateSolved(seed: Seed): Board;
}

/**
 * Compiles and instantiates the library: from the `sudoku.wasm` beside the module
 * without `source`; else from a URL, the module's bytes, or a compiled module.
 */
export function load(source?: string | URL | BufferSource | WebAssembly.Module): Promise<Sudoku>;
