// A Sudoku game on libsudoku's JavaScript package: generated puzzles at a level and
// symmetry, digits and pencil marks, rule mistakes shown, candidates on request, hints
// with the technique's cells highlighted and explained, and the puzzle's rating. Serve
// the repository's folder with any static file server and open /examples-web/.
import { load, SudokuError } from "../bindings/js/sudoku.js";

const sudoku = await load();
const $ = (id) => document.getElementById(id);
const grid = $("grid");

// The game: the puzzle's givens, the player's digits, their pencil marks (a mask per
// cell, 0 for none), the selected cell, and what the page shows on top.
const game = { puzzle: ".".repeat(81), board: ".".repeat(81), marks: new Array(81).fill(0), selected: -1 };
let showCandidates = false;
let pencil = false;
let hint = null;

const cells = Array.from({ length: 81 }, (_, i) => {
  const cell = document.createElement("div");
  cell.className = "cell";
  cell.dataset.cell = String(i);
  cell.setAttribute("role", "gridcell");
  cell.addEventListener("click", () => {
    game.selected = i;
    render();
  });
  grid.append(cell);
  return cell;
});

const peers = (i) =>
  cells
    .map((_, j) => j)
    .filter((j) => {
      const [r, c, s, t] = [Math.floor(i / 9), i % 9, Math.floor(j / 9), j % 9];
      const box = Math.floor(r / 3) === Math.floor(s / 3) && Math.floor(c / 3) === Math.floor(t / 3);
      return j !== i && (r === s || c === t || box);
    });

// Cells whose digit another cell of a row, column or box also holds.
function conflicts(board) {
  return new Set(
    [...board].flatMap((digit, i) => (digit !== "." && peers(i).some((j) => board[j] === digit) ? [i] : [])),
  );
}

function houseCells({ kind, index }) {
  return cells
    .map((_, i) => i)
    .filter((i) => {
      const [r, c] = [Math.floor(i / 9), i % 9];
      if (kind === "row") return r === index;
      if (kind === "column") return c === index;
      return Math.floor(r / 3) * 3 + Math.floor(c / 3) === index;
    });
}

function newPuzzle(event) {
  event?.preventDefault();
  let seed = $("seed").value.trim();
  if (!/^\d+$/.test(seed)) {
    seed = String(Math.floor(Math.random() * Number.MAX_SAFE_INTEGER));
    $("seed").value = seed;
  }
  const level = $("level").value;
  try {
    const puzzle = sudoku.generate(BigInt(seed), { level, symmetry: $("symmetry").value });
    Object.assign(game, { puzzle, board: puzzle, marks: new Array(81).fill(0), selected: -1 });
    const rating = sudoku.rate(puzzle);
    $("rating").textContent = `Rating: ${rating.level}, score ${rating.score}, hardest step: ${rating.hardest}`;
    grid.dataset.puzzle = puzzle;
    grid.dataset.seed = seed;
    hint = null;
    $("hint-text").textContent = "";
    say(`A ${level} puzzle from seed ${seed}.`);
  } catch (error) {
    say(error instanceof SudokuError ? `No puzzle: ${error.message}` : String(error));
  }
  render();
}

function say(text) {
  $("message").textContent = text;
}

// The player's pencil marks as the library takes them: a cell without marks has all
// the candidates the digits allow.
function marksForHint() {
  const allowed = sudoku.candidates(game.board);
  return game.marks.map((mask, i) => (mask === 0 ? allowed[i] : mask & allowed[i]));
}

function askHint() {
  try {
    hint = sudoku.hint(game.board, marksForHint());
    $("hint-text").textContent = hint === null ? "The grid is full." : hint.description;
  } catch (error) {
    hint = null;
    if (!(error instanceof SudokuError)) throw error;
    $("hint-text").textContent =
      error.status === "SUDOKU_ERR_CANDIDATES"
        ? "A pencil mark rules out the right digit somewhere."
        : error.status === "SUDOKU_NO_SOLUTION"
          ? "A digit you entered is wrong: the grid has no solution."
          : error.message;
  }
  render();
}

function enter(key) {
  const i = game.selected;
  if (i < 0 || game.puzzle[i] !== ".") return;
  if (pencil && /^[1-9]$/.test(key)) {
    if (game.board[i] === ".") game.marks[i] ^= 1 << (Number(key) - 1);
  } else if (/^[1-9]$/.test(key)) {
    game.board = game.board.slice(0, i) + key + game.board.slice(i + 1);
  } else if (key === "0" || key === "Backspace" || key === "Delete") {
    game.board = game.board.slice(0, i) + "." + game.board.slice(i + 1);
  } else {
    return;
  }
  hint = null;
  $("hint-text").textContent = "";
  render();
  if (!game.board.includes(".") && conflicts(game.board).size === 0) {
    say("Solved!");
  }
}

function render() {
  const wrong = conflicts(game.board);
  const candidates = showCandidates ? sudoku.candidates(game.board) : null;
  const hinted = new Set(hint?.cells ?? []);
  const inHouse = new Set((hint?.houses ?? []).flatMap(houseCells));
  const removed = new Map((hint?.eliminations ?? []).map(({ cell, digits }) => [cell, digits]));
  cells.forEach((cell, i) => {
    const digit = game.board[i];
    cell.className = "cell";
    cell.classList.toggle("given", game.puzzle[i] !== ".");
    cell.classList.toggle("entered", game.puzzle[i] === "." && digit !== ".");
    cell.classList.toggle("selected", i === game.selected);
    cell.classList.toggle("conflict", wrong.has(i));
    cell.classList.toggle("hinted", hinted.has(i));
    cell.classList.toggle("in-house", inHouse.has(i) && !hinted.has(i));
    cell.replaceChildren();
    if (digit !== ".") {
      cell.textContent = digit;
      return;
    }
    const mask = game.marks[i] || (candidates ? candidates[i] : 0);
    if (mask === 0) return;
    const marks = document.createElement("div");
    marks.className = "marks";
    for (let d = 1; d <= 9; d++) {
      const span = document.createElement("span");
      if (mask & (1 << (d - 1))) {
        span.textContent = String(d);
        span.classList.toggle("removed", removed.get(i)?.includes(d) ?? false);
      }
      marks.append(span);
    }
    cell.append(marks);
  });
  grid.dataset.board = game.board;
}

$("controls").addEventListener("submit", newPuzzle);
$("hint").addEventListener("click", askHint);
$("pencil").addEventListener("click", () => {
  pencil = !pencil;
  $("pencil").setAttribute("aria-pressed", String(pencil));
  $("pencil").textContent = `Pencil marks: ${pencil ? "on" : "off"}`;
});
$("show-candidates").addEventListener("click", () => {
  showCandidates = !showCandidates;
  $("show-candidates").setAttribute("aria-pressed", String(showCandidates));
  render();
});
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  enter(event.key);
});
newPuzzle();
document.body.dataset.ready = "true";
